import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_IDS, planById } from './plans';
import {
  applyRoiPreset,
  calculateRoi,
  formatUsdNoDecimals,
  type NumericRoiInput,
  ROI_DEFAULTS,
  ROI_FACTORS,
  ROI_PLAN_STREAMS,
  ROI_PLANS,
  ROI_PRESETS,
  ROI_RANGES,
  type RoiInputs,
  type RoiStreamKey,
  roiBreakdown,
  roiDays,
} from './roi-calculator';

const STREAM_KEYS: RoiStreamKey[] = [
  'chatRevenue',
  'cartRecoveryRevenue',
  'aovUplift',
  'socialDMRevenue',
  'quoteRevenue',
];

describe('constants', () => {
  it('has the spec defaults', () => {
    expect(ROI_DEFAULTS).toMatchObject({
      dailyVisitors: 380,
      averageOrderValue: 500,
      currentConversionRate: 2.3,
      businessHours: 8.5,
      chatEngagementRate: 2.5,
      humanResponseRate: 62,
      aiConversionRate: 4.5,
      afterHoursTraffic: 35,
      cartAbandonRate: 70,
      emailRecoveryRate: 8,
      avgJobValue: 800,
    });
    expect(Object.keys(ROI_DEFAULTS)).toHaveLength(18);
  });

  it('has the spec ranges and a range for every numeric input', () => {
    expect(ROI_RANGES.dailyVisitors).toEqual({ min: 50, max: 5000, step: 10 });
    expect(ROI_RANGES.averageOrderValue).toEqual({ min: 25, max: 2000, step: 25 });
    expect(ROI_RANGES.businessHours).toEqual({ min: 0, max: 24, step: 0.5 });
    expect(ROI_RANGES.chatEngagementRate).toEqual({ min: 1, max: 10, step: 0.1 });
    expect(ROI_RANGES.aiConversionRate).toEqual({ min: 3, max: 8, step: 0.1 });
    const numeric = Object.keys(ROI_DEFAULTS).filter((k) => k !== 'hasLiveChat');
    expect(Object.keys(ROI_RANGES).sort()).toEqual(numeric.sort());
    for (const key of numeric as NumericRoiInput[]) {
      const { min, max } = ROI_RANGES[key];
      expect(ROI_DEFAULTS[key]).toBeGreaterThanOrEqual(min);
      expect(ROI_DEFAULTS[key]).toBeLessThanOrEqual(max);
    }
  });

  it('has the presets with labels', () => {
    expect(ROI_PRESETS).toEqual({
      ecommerce: {
        label: 'E-commerce',
        dailyVisitors: 380,
        averageOrderValue: 500,
        currentConversionRate: 2.3,
      },
      saas: { label: 'SaaS', dailyVisitors: 150, averageOrderValue: 1200, currentConversionRate: 1.8 },
      services: { label: 'Services', dailyVisitors: 90, averageOrderValue: 2500, currentConversionRate: 3.2 },
    });
    expect(applyRoiPreset(ROI_DEFAULTS, 'services')).toEqual({
      ...ROI_DEFAULTS,
      dailyVisitors: 90,
      averageOrderValue: 2500,
      currentConversionRate: 3.2,
    });
  });

  it('has the calculator plans at the checkout prices', () => {
    expect(ROI_PLANS).toEqual({
      socialagent: { price: 97, efficiency: 0.85, focus: 'social DMs' },
      shopagent: { price: 297, efficiency: 0.92, focus: 'cart recovery and order value uplift' },
      quoteagent: { price: 997, efficiency: 0.98, focus: 'quoting' },
    });
    for (const id of PLAN_IDS) expect(ROI_PLANS[id].price).toBe(planById(id)?.price);
  });

  it('has the fixed factors', () => {
    expect(ROI_FACTORS).toMatchObject({
      daysPerMonth: 30,
      aiResponseRate: 0.92,
      aiQuoteCaptureRate: 0.7,
      aiQuoteCloseRate: 0.32,
      orderValueUplift: 0.05,
      aiCartRecoveryPercent: 12,
      minRoiDays: 1,
      noGainRoiDays: 999,
    });
  });
});

describe('calculateRoi with the defaults (hand-computed)', () => {
  // V = 380 × 30 = 11,400 visitors; orders = 11,400 × 2.3 % = 262.2; revenue = 262.2 × $500 = $131,100.
  // No live chat, so all 11,400 × 2.5 % = 285 chats are missed; each is worth 4.5 % × $500 = $22.50.
  it('shopagent', () => {
    expect(calculateRoi(ROI_DEFAULTS, 'shopagent')).toEqual({
      currentRevenue: 131_100,
      missedChats: 285,
      lostRevenue: 6413, // 285 × 22.5 = 6412.5
      aiCapturedLeads: 262, // 285 × 0.92 = 262.2
      // chat gain 262.2 × 22.5 × 0.92 = 5427.54 → 5428
      cartRecoveryRevenue: 11_257, // 262.2 × 70/30 = 611.8 carts × 4 % × 500 × 0.92 = 11,257.12
      aovUplift: 6031, // 131,100 × 5 % × 0.92 = 6030.6
      socialDMRevenue: 0,
      quoteRevenue: 0,
      additionalRevenue: 22_716, // 5428 + 11,257 + 6031
      projectedRevenue: 153_816,
      roiDays: 1, // 297 ÷ (22,716 ÷ 30) = 0.39 → at least 1
      conversionLift: 12.7, // (262.2 × 4.5 % + 24.472) × 0.92 = 33.37 extra orders ÷ 262.2
      chatRevenue: 5428,
    });
  });

  it('socialagent', () => {
    // DMs = 11,400 × 30 % × 4 % = 136.8; humans answer 65 % × 62 % = 40.3 %, so 81.67 are missed.
    expect(calculateRoi(ROI_DEFAULTS, 'socialagent')).toMatchObject({
      missedChats: 82, // 81.6696
      lostRevenue: 3267, // 81.6696 × 8 % × 500 = 3266.78
      aiCapturedLeads: 75, // × 0.92 = 75.136
      socialDMRevenue: 2555, // 75.136 × 40 × 0.85 = 2554.62
      additionalRevenue: 2555,
      cartRecoveryRevenue: 0,
      aovUplift: 0,
      roiDays: 2, // 97 ÷ (2555 ÷ 30) = 1.14 → 2
    });
  });

  it('quoteagent', () => {
    // Quote leads 11,400 × 2 % = 228; close gain 0.70 × 0.32 − 0.50 × 0.30 = 0.074 → 16.872 jobs.
    expect(calculateRoi(ROI_DEFAULTS, 'quoteagent')).toMatchObject({
      quoteRevenue: 13_228, // 16.872 × 800 × 0.98 = 13,227.65
      chatRevenue: 5782, // 262.2 × 22.5 × 0.98 = 5781.51
      additionalRevenue: 19_010,
      projectedRevenue: 150_110,
      roiDays: 2, // 997 ÷ (19,010 ÷ 30) = 1.57
      cartRecoveryRevenue: 0,
      aovUplift: 0,
      socialDMRevenue: 0,
    });
  });
});

describe('the defaults claim a return a business can believe', () => {
  // A small business's sales agent answers the conversations and carts it misses today; it does
  // not double the business. At the defaults no plan claims more than a fifth on top of today's
  // revenue, and QuoteAgent at most half again the quoted jobs the business wins today.
  for (const plan of PLAN_IDS) {
    it(`${plan} adds at most 20 % to today's revenue`, () => {
      const r = calculateRoi(ROI_DEFAULTS, plan);
      expect(r.additionalRevenue).toBeGreaterThan(0);
      expect(r.additionalRevenue / r.currentRevenue).toBeLessThanOrEqual(0.2);
    });
  }

  it('QuoteAgent wins at most half again the quoted jobs of today', () => {
    const today = (ROI_DEFAULTS.leadCaptureRate / 100) * (ROI_DEFAULTS.closeRate / 100);
    const withAgent = ROI_FACTORS.aiQuoteCaptureRate * ROI_FACTORS.aiQuoteCloseRate;
    expect(withAgent / today).toBeLessThanOrEqual(1.5);
    expect(withAgent).toBeGreaterThan(today);
  });
});

describe('roiBreakdown', () => {
  it("lists each plan's streams, in order, summing to the additional revenue", () => {
    expect(ROI_PLAN_STREAMS).toEqual({
      socialagent: ['socialDMRevenue'],
      shopagent: ['chatRevenue', 'cartRecoveryRevenue', 'aovUplift'],
      quoteagent: ['chatRevenue', 'quoteRevenue'],
    });
    const shop = calculateRoi(ROI_DEFAULTS, 'shopagent');
    expect(roiBreakdown(shop, 'shopagent')).toEqual([
      { key: 'chatRevenue', amount: 5428 },
      { key: 'cartRecoveryRevenue', amount: 11_257 },
      { key: 'aovUplift', amount: 6031 },
    ]);
    expect(5428 + 11_257 + 6031).toBe(shop.additionalRevenue);
    const quote = calculateRoi(ROI_DEFAULTS, 'quoteagent');
    expect(roiBreakdown(quote, 'quoteagent')).toEqual([
      { key: 'chatRevenue', amount: 5782 },
      { key: 'quoteRevenue', amount: 13_228 },
    ]);
  });
});

describe('calculateRoi behaviour', () => {
  it('counts live chat only in staffed hours', () => {
    const withChat = calculateRoi({ ...ROI_DEFAULTS, hasLiveChat: true }, 'shopagent');
    expect(withChat.missedChats).toBe(170); // 285 × (1 − 0.65 × 0.62) = 170.1
    const allDay = calculateRoi(
      { ...ROI_DEFAULTS, hasLiveChat: true, businessHours: 24, humanResponseRate: 100 },
      'shopagent',
    );
    expect(allDay.missedChats).toBe(0);
    expect(allDay.lostRevenue).toBe(0);
  });

  it('gives no cart recovery once e-mail recovers 12 % or more', () => {
    expect(calculateRoi({ ...ROI_DEFAULTS, emailRecoveryRate: 12 }, 'shopagent').cartRecoveryRevenue).toBe(0);
    expect(calculateRoi({ ...ROI_DEFAULTS, emailRecoveryRate: 20 }, 'shopagent').cartRecoveryRevenue).toBe(0);
    expect(
      calculateRoi({ ...ROI_DEFAULTS, emailRecoveryRate: 11.5 }, 'shopagent').cartRecoveryRevenue,
    ).toBeGreaterThan(0);
  });

  it('reports 999 days when there is no gain', () => {
    const noGain: RoiInputs = { ...ROI_DEFAULTS, socialTrafficPercent: 0 };
    expect(calculateRoi(noGain, 'socialagent')).toMatchObject({
      additionalRevenue: 0,
      roiDays: 999,
      conversionLift: 0,
    });
  });

  it('never produces NaN or negatives for hostile input', () => {
    const hostile = {
      ...ROI_DEFAULTS,
      dailyVisitors: -5,
      cartAbandonRate: 100,
      averageOrderValue: Number.NaN,
    };
    for (const id of PLAN_IDS) {
      for (const value of Object.values(calculateRoi(hostile, id))) {
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

const inRange = (key: NumericRoiInput) => {
  const { min, max, step } = ROI_RANGES[key];
  return fc
    .integer({ min: 0, max: Math.round((max - min) / step) })
    .map((n) => Number((min + n * step).toFixed(2)));
};
const arbitraryInputs = fc.record({
  ...(Object.fromEntries(
    (Object.keys(ROI_RANGES) as NumericRoiInput[]).map((key) => [key, inRange(key)]),
  ) as Record<NumericRoiInput, fc.Arbitrary<number>>),
  hasLiveChat: fc.boolean(),
}) as fc.Arbitrary<RoiInputs>;

describe('calculateRoi properties', () => {
  it('more visitors never lower additional revenue, for every plan', () => {
    fc.assert(
      fc.property(
        arbitraryInputs,
        inRange('dailyVisitors'),
        fc.constantFrom(...PLAN_IDS),
        (inputs, other, plan) => {
          const [low, high] = [inputs.dailyVisitors, other].sort((a, b) => a - b) as [number, number];
          const a = calculateRoi({ ...inputs, dailyVisitors: low }, plan);
          const b = calculateRoi({ ...inputs, dailyVisitors: high }, plan);
          expect(b.additionalRevenue).toBeGreaterThanOrEqual(a.additionalRevenue);
          expect(b.currentRevenue).toBeGreaterThanOrEqual(a.currentRevenue);
          expect(b.roiDays).toBeLessThanOrEqual(a.roiDays);
        },
      ),
    );
  });

  it('a higher order value never lowers additional revenue', () => {
    fc.assert(
      fc.property(
        arbitraryInputs,
        inRange('averageOrderValue'),
        fc.constantFrom(...PLAN_IDS),
        (inputs, other, plan) => {
          const [low, high] = [inputs.averageOrderValue, other].sort((a, b) => a - b) as [number, number];
          expect(
            calculateRoi({ ...inputs, averageOrderValue: high }, plan).additionalRevenue,
          ).toBeGreaterThanOrEqual(
            calculateRoi({ ...inputs, averageOrderValue: low }, plan).additionalRevenue,
          );
        },
      ),
    );
  });

  it('is internally consistent', () => {
    fc.assert(
      fc.property(arbitraryInputs, fc.constantFrom(...PLAN_IDS), (inputs, plan) => {
        const r = calculateRoi(inputs, plan);
        expect(r.projectedRevenue).toBe(r.currentRevenue + r.additionalRevenue);
        // The breakdown the page shows adds up to the headline, to the dollar.
        const streams = roiBreakdown(r, plan);
        expect(streams.reduce((sum, s) => sum + s.amount, 0)).toBe(r.additionalRevenue);
        for (const key of STREAM_KEYS.filter((k) => !ROI_PLAN_STREAMS[plan].includes(k)))
          expect(r[key]).toBe(0);
        expect(r.aiCapturedLeads).toBeLessThanOrEqual(r.missedChats);
        expect(r.roiDays).toBeGreaterThanOrEqual(1);
        expect(r.roiDays).toBeLessThanOrEqual(999);
        expect(Number.isInteger(r.additionalRevenue)).toBe(true);
        expect(r.roiDays).toBe(roiDays(ROI_PLANS[plan].price, r.additionalRevenue));
      }),
    );
  });
});

describe('roiDays', () => {
  it('divides the price by the daily gain, rounding up, within 1..999', () => {
    expect(roiDays(297, 0)).toBe(999);
    expect(roiDays(297, -10)).toBe(999);
    expect(roiDays(297, 297 * 30)).toBe(1);
    expect(roiDays(297, 1_000_000)).toBe(1);
    expect(roiDays(297, 297)).toBe(30);
    expect(roiDays(300, 30 * 29)).toBe(11); // 300 ÷ 29 = 10.3
    expect(roiDays(997, 1)).toBe(999);
  });
});

describe('formatUsdNoDecimals', () => {
  it('formats whole dollars', () => {
    expect(formatUsdNoDecimals(12_345)).toBe('$12,345');
    expect(formatUsdNoDecimals(0)).toBe('$0');
    expect(formatUsdNoDecimals(153_816.4)).toBe('$153,816');
  });
});
