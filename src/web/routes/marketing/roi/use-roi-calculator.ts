import { useMemo, useReducer } from 'react';
import type { PlanId } from '../../../../domain/plans';
import { calculateRoi, type NumericRoiInput, type RoiPresetKey } from '../../../../domain/roi-calculator';
import { wakeParts } from '../../../lib/hydrate-on-view';
import { INITIAL_ROI_STATE, type RoiAction, roiReducer } from './roi-state';

/**
 * Calculator state (see roi-state.ts) plus the domain's outputs, recomputed on every change.
 * `partIds` are the page's parts that hydrate on their own: before a change, the ones still
 * waiting go live with the state they were prerendered with, then the change applies to all.
 */
export function useRoiCalculator(partIds: readonly string[]) {
  const [state, dispatch] = useReducer(roiReducer, INITIAL_ROI_STATE);
  const outputs = useMemo(() => calculateRoi(state.inputs, state.planId), [state]);
  const actions = useMemo(() => {
    const act = (action: RoiAction) => {
      const waking = wakeParts(partIds);
      if (waking) void waking.then(() => dispatch(action));
      else dispatch(action);
    };
    return {
      setNumber: (key: NumericRoiInput, value: number) => act({ type: 'set-number', key, value }),
      setLiveChat: (value: boolean) => act({ type: 'set-live-chat', value }),
      applyPreset: (preset: RoiPresetKey) => act({ type: 'apply-preset', preset }),
      selectPlan: (planId: PlanId) => act({ type: 'select-plan', planId }),
    };
  }, [partIds]);
  return { state, outputs, ...actions };
}
