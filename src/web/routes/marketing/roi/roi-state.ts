import { DEFAULT_PLAN_ID, type PlanId } from '../../../../domain/plans';
import {
  applyRoiPreset,
  type NumericRoiInput,
  ROI_DEFAULTS,
  ROI_PRESETS,
  ROI_RANGES,
  type RoiInputs,
  type RoiPresetKey,
  type RoiRange,
} from '../../../../domain/roi-calculator';

export interface RoiCalculatorState {
  inputs: RoiInputs;
  planId: PlanId;
}

export type RoiAction =
  | { type: 'set-number'; key: NumericRoiInput; value: number }
  | { type: 'set-live-chat'; value: boolean }
  | { type: 'apply-preset'; preset: RoiPresetKey }
  | { type: 'select-plan'; planId: PlanId };

export const INITIAL_ROI_STATE: RoiCalculatorState = { inputs: ROI_DEFAULTS, planId: DEFAULT_PLAN_ID };

function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * Clamps to the range and snaps to the nearest step counted from min, as a native range input
 * does; rounding to the step's decimals removes float noise (0.1 × 23 = 2.3000000000000003).
 */
export function snapToRange(value: number, { min, max, step }: RoiRange): number {
  const clamped = Math.min(Math.max(value, min), max);
  const decimals = decimalsOf(step);
  const at = (steps: number) => Number((min + steps * step).toFixed(decimals));
  const steps = Math.round((clamped - min) / step);
  // A max that is not on the step grid must not be overshot by rounding up.
  return at(steps) > max ? at(steps - 1) : at(steps);
}

export function roiReducer(state: RoiCalculatorState, action: RoiAction): RoiCalculatorState {
  switch (action.type) {
    case 'set-number': {
      // A half-typed number field ('', '-') reaches here as NaN; keep the last good value.
      if (!Number.isFinite(action.value)) return state;
      const value = snapToRange(action.value, ROI_RANGES[action.key]);
      if (value === state.inputs[action.key]) return state;
      return { ...state, inputs: { ...state.inputs, [action.key]: value } };
    }
    case 'set-live-chat':
      return { ...state, inputs: { ...state.inputs, hasLiveChat: action.value } };
    case 'apply-preset':
      // Preset values are applied exactly as the spec gives them, even the services order value
      // (2,500) that lies above the slider's 2,000: the sliders bound manual input, not presets.
      return { ...state, inputs: applyRoiPreset(state.inputs, action.preset) };
    case 'select-plan':
      return { ...state, planId: action.planId };
  }
}

/** The preset whose three values the inputs currently hold, so its button can show as pressed. */
export function activeRoiPreset(inputs: RoiInputs): RoiPresetKey | null {
  for (const key of Object.keys(ROI_PRESETS) as RoiPresetKey[]) {
    const preset = ROI_PRESETS[key];
    if (
      inputs.dailyVisitors === preset.dailyVisitors &&
      inputs.averageOrderValue === preset.averageOrderValue &&
      inputs.currentConversionRate === preset.currentConversionRate
    ) {
      return key;
    }
  }
  return null;
}
