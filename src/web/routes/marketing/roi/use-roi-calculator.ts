import { useMemo, useReducer } from 'react';
import type { PlanId } from '../../../../domain/plans';
import { calculateRoi, type NumericRoiInput, type RoiPresetKey } from '../../../../domain/roi-calculator';
import { INITIAL_ROI_STATE, roiReducer } from './roi-state';

/** Calculator state (see roi-state.ts) plus the domain's outputs, recomputed on every change. */
export function useRoiCalculator() {
  const [state, dispatch] = useReducer(roiReducer, INITIAL_ROI_STATE);
  const outputs = useMemo(() => calculateRoi(state.inputs, state.planId), [state]);
  const actions = useMemo(
    () => ({
      setNumber: (key: NumericRoiInput, value: number) => dispatch({ type: 'set-number', key, value }),
      setLiveChat: (value: boolean) => dispatch({ type: 'set-live-chat', value }),
      applyPreset: (preset: RoiPresetKey) => dispatch({ type: 'apply-preset', preset }),
      selectPlan: (planId: PlanId) => dispatch({ type: 'select-plan', planId }),
    }),
    [],
  );
  return { state, outputs, ...actions };
}
