import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRoiPreset,
  type NumericRoiInput,
  ROI_DEFAULTS,
  ROI_PRESETS,
  ROI_RANGES,
} from '../../../../domain/roi-calculator';
import { activeRoiPreset, INITIAL_ROI_STATE, roiReducer, snapToRange } from './roi-state';

const numericKeys = Object.keys(ROI_RANGES) as NumericRoiInput[];

describe('snapToRange', () => {
  it('clamps below min and above max', () => {
    expect(snapToRange(10, ROI_RANGES.dailyVisitors)).toBe(50);
    expect(snapToRange(99_999, ROI_RANGES.dailyVisitors)).toBe(5000);
    expect(snapToRange(-3, ROI_RANGES.businessHours)).toBe(0);
    expect(snapToRange(30, ROI_RANGES.businessHours)).toBe(24);
  });

  it('snaps to the nearest step counted from min', () => {
    expect(snapToRange(384, ROI_RANGES.dailyVisitors)).toBe(380);
    expect(snapToRange(385, ROI_RANGES.dailyVisitors)).toBe(390);
    expect(snapToRange(510, ROI_RANGES.averageOrderValue)).toBe(500);
    expect(snapToRange(8.7, ROI_RANGES.businessHours)).toBe(8.5);
    expect(snapToRange(2.34, ROI_RANGES.chatEngagementRate)).toBe(2.3);
    expect(snapToRange(4.56, ROI_RANGES.aiConversionRate)).toBe(4.6);
  });

  it('leaves no float noise on decimal steps', () => {
    expect(snapToRange(2.3, ROI_RANGES.chatEngagementRate)).toBe(2.3);
    expect(snapToRange(7.9, ROI_RANGES.aiConversionRate)).toBe(7.9);
  });

  it('never overshoots a max that is off the step grid', () => {
    expect(snapToRange(10, { min: 0, max: 10, step: 3 })).toBe(9);
  });

  it('always lands inside the range on a step, for every input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...numericKeys),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        (k, v) => {
          const range = ROI_RANGES[k];
          const snapped = snapToRange(v, range);
          expect(snapped).toBeGreaterThanOrEqual(range.min);
          expect(snapped).toBeLessThanOrEqual(range.max);
          const steps = (snapped - range.min) / range.step;
          expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-6);
        },
      ),
    );
  });
});

describe('roiReducer', () => {
  it('starts from the domain defaults with the shopagent plan', () => {
    expect(INITIAL_ROI_STATE.inputs).toEqual(ROI_DEFAULTS);
    expect(INITIAL_ROI_STATE.planId).toBe('shopagent');
  });

  it('stores a numeric input clamped and snapped', () => {
    const next = roiReducer(INITIAL_ROI_STATE, { type: 'set-number', key: 'dailyVisitors', value: 6001 });
    expect(next.inputs.dailyVisitors).toBe(5000);
    const snapped = roiReducer(next, { type: 'set-number', key: 'businessHours', value: 9.2 });
    expect(snapped.inputs.businessHours).toBe(9);
    expect(snapped.inputs.dailyVisitors).toBe(5000);
  });

  it('ignores a value that is not a number and keeps the same state object', () => {
    const next = roiReducer(INITIAL_ROI_STATE, {
      type: 'set-number',
      key: 'dailyVisitors',
      value: Number.NaN,
    });
    expect(next).toBe(INITIAL_ROI_STATE);
    const same = roiReducer(INITIAL_ROI_STATE, { type: 'set-number', key: 'dailyVisitors', value: 381 });
    expect(same).toBe(INITIAL_ROI_STATE);
  });

  it('toggles live chat and selects a plan', () => {
    const chat = roiReducer(INITIAL_ROI_STATE, { type: 'set-live-chat', value: true });
    expect(chat.inputs.hasLiveChat).toBe(true);
    const plan = roiReducer(chat, { type: 'select-plan', planId: 'quoteagent' });
    expect(plan.planId).toBe('quoteagent');
    expect(plan.inputs.hasLiveChat).toBe(true);
  });

  it('applies a preset to visitors, order value and conversion only, exactly as specified', () => {
    const tuned = roiReducer(INITIAL_ROI_STATE, { type: 'set-number', key: 'closeRate', value: 40 });
    const next = roiReducer(tuned, { type: 'apply-preset', preset: 'services' });
    expect(next.inputs).toEqual(applyRoiPreset(tuned.inputs, 'services'));
    expect(next.inputs.dailyVisitors).toBe(90);
    expect(next.inputs.averageOrderValue).toBe(2500);
    expect(next.inputs.currentConversionRate).toBe(3.2);
    expect(next.inputs.closeRate).toBe(40);
  });
});

describe('activeRoiPreset', () => {
  it('names the preset the inputs match, else null', () => {
    expect(activeRoiPreset(ROI_DEFAULTS)).toBe('ecommerce');
    for (const key of Object.keys(ROI_PRESETS) as (keyof typeof ROI_PRESETS)[]) {
      expect(activeRoiPreset(applyRoiPreset(ROI_DEFAULTS, key))).toBe(key);
    }
    expect(activeRoiPreset({ ...ROI_DEFAULTS, dailyVisitors: 390 })).toBeNull();
  });
});
