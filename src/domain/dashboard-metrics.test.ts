import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conversionRate, DASHBOARD_LIMITS, revenuePipeline } from './dashboard-metrics';
import { sumDollars } from './money';

describe('DASHBOARD_LIMITS', () => {
  it('match dashboard §7 and §9', () => {
    expect(DASHBOARD_LIMITS).toEqual({
      latestConversations: 50,
      latestQuotes: 50,
      recentApprovals: 10,
      automationWindowDays: 30,
      campaignsWindowDays: 7,
      recentEmails: 5,
      leadExportDays: 30,
    });
  });
});

describe('revenuePipeline', () => {
  it('sums approved totals only, exactly', () => {
    expect(
      revenuePipeline([
        { status: 'approved', total_amount: 3456 },
        { status: 'approved', total_amount: '2220.48' },
        { status: 'pending', total_amount: 9999 },
        { status: 'rejected', total_amount: 100 },
        { status: 'approved', total_amount: 0.1 },
        { status: 'approved', total_amount: 0.2 },
      ]),
    ).toBe(5676.78);
    expect(revenuePipeline([])).toBe(0);
    expect(
      revenuePipeline([
        { status: 'approved', total_amount: null },
        { status: 'approved', total_amount: 'x' },
      ]),
    ).toBe(0);
  });

  it('is sumDollars over the approved totals', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom('approved', 'pending', 'rejected'),
            total_amount: fc.oneof(
              fc.constant(null),
              fc.double({ min: -1e6, max: 1e6, noNaN: true }),
              fc.integer({ min: 0, max: 100_000_000 }).map((c) => (c / 100).toFixed(2)),
              fc.constant('not a number'),
            ),
          }),
        ),
        (quotes) => {
          const approved = quotes.filter((q) => q.status === 'approved').map((q) => q.total_amount ?? 0);
          expect(revenuePipeline(quotes)).toBe(sumDollars(approved));
        },
      ),
    );
  });

  it('equals the integer sum of cents', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ approved: fc.boolean(), cents: fc.nat(100_000_000) })), (rows) => {
        const quotes = rows.map((r) => ({
          status: r.approved ? 'approved' : 'pending',
          total_amount: r.cents / 100,
        }));
        const expected = rows.filter((r) => r.approved).reduce((sum, r) => sum + r.cents, 0);
        expect(Math.round(revenuePipeline(quotes) * 100)).toBe(expected);
      }),
    );
  });
});

describe('conversionRate', () => {
  it.each([
    [0, 0, '0.0'],
    [5, 0, '0.0'],
    [0, 10, '0.0'],
    [1, 3, '33.3'],
    [2, 3, '66.7'],
    [1, 8, '12.5'],
    [29, 2000, '1.5'],
    [3, 3, '100.0'],
    [1, 1000, '0.1'],
    [1, 2001, '0.0'],
  ])('%d / %d → %s', (approved, conversations, expected) => {
    expect(conversionRate(approved, conversations)).toBe(expected);
  });

  it('always has one decimal', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, c) => {
        expect(conversionRate(a, c)).toMatch(/^\d+\.\d$/);
      }),
    );
  });
});
