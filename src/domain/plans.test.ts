import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_PLAN_IDS,
  CATALOGUE_PLANS,
  checkoutButtonLabel,
  DASHBOARD_AGENT_PRICES,
  DEFAULT_PLAN_ID,
  isCataloguePlanId,
  isPlanId,
  LEGAL_LAST_UPDATED,
  MARKETING_CLAIMS,
  MOST_POPULAR_BADGE,
  PLAN_IDS,
  PLANS,
  planById,
  resolvePlanId,
  SHOP_DEMO_TIERS,
  SOCIAL_DEMO_TIERS,
  TIER_PLANS,
} from './plans';

describe('PLANS', () => {
  it('lists the three plans in spec order', () => {
    expect(PLAN_IDS).toEqual(['socialagent', 'shopagent', 'quoteagent']);
    expect(PLANS.map((p) => p.id)).toEqual([...PLAN_IDS]);
    expect(PLANS.map((p) => p.name)).toEqual(['SocialAgent', 'ShopAgent', 'QuoteAgent']);
    expect(DEFAULT_PLAN_ID).toBe('shopagent');
    expect(MOST_POPULAR_BADGE).toBe('Most Popular');
  });

  it('has the spec prices, original prices and savings', () => {
    expect(PLANS.map((p) => [p.price, p.originalPrice, p.savings])).toEqual([
      [97, 197, 51],
      [297, 597, 50],
      [997, 1997, 50],
    ]);
  });

  it('advertises savings that match the prices to the nearest percent', () => {
    for (const plan of PLANS) {
      expect(Math.round((1 - plan.price / plan.originalPrice) * 100)).toBe(plan.savings);
    }
  });

  it('highlights only shopagent', () => {
    expect(PLANS.filter((p) => p.highlight).map((p) => p.id)).toEqual(['shopagent']);
  });

  it('includes the volume limits among the features', () => {
    expect(planById('socialagent')?.features).toContain('Up to 1,000 conversations/month');
    expect(planById('shopagent')?.features).toContain('Up to 1,000 orders/month');
    expect(planById('quoteagent')?.features).toContain('White-label');
    expect(planById('quoteagent')?.features).toContain('Dedicated account manager');
  });
});

describe('planById / isPlanId', () => {
  it('finds known plans only', () => {
    expect(planById('quoteagent')?.price).toBe(997);
    expect(planById('enterprise')).toBeUndefined();
    expect(isPlanId('shopagent')).toBe(true);
    expect(isPlanId('ShopAgent')).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });
});

describe('resolvePlanId', () => {
  it('prefers the route parameter, then the passed-in value, then shopagent', () => {
    expect(resolvePlanId('quoteagent', 'socialagent')).toBe('quoteagent');
    expect(resolvePlanId(undefined, 'socialagent')).toBe('socialagent');
    expect(resolvePlanId('', 'socialagent')).toBe('socialagent');
    expect(resolvePlanId()).toBe('shopagent');
  });

  it('falls back to shopagent for unknown ids', () => {
    expect(resolvePlanId('gold')).toBe('shopagent');
    expect(resolvePlanId('gold', 'quoteagent')).toBe('shopagent');
    expect(resolvePlanId(undefined, 'gold')).toBe('shopagent');
  });

  it('always yields a known plan', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (a, b) => {
        expect(PLAN_IDS).toContain(resolvePlanId(a ?? undefined, b ?? undefined));
      }),
    );
  });
});

describe('checkoutButtonLabel', () => {
  it('reads Start {name} - $price/mo', () => {
    expect(checkoutButtonLabel(planById('shopagent')!)).toBe('Start ShopAgent - $297/mo');
    expect(checkoutButtonLabel(planById('socialagent')!)).toBe('Start SocialAgent - $97/mo');
    expect(checkoutButtonLabel(planById('quoteagent')!)).toBe('Start QuoteAgent - $997/mo');
  });
});

describe('demo and dashboard prices', () => {
  it('has the shop demo tiers with Pro as Most Popular at 10,000 orders', () => {
    expect(SHOP_DEMO_TIERS.map((t) => [t.name, t.price])).toEqual([
      ['ShopAgent', 297],
      ['ShopAgent Pro', 497],
      ['ShopAgent Enterprise', 997],
    ]);
    expect(SHOP_DEMO_TIERS[1]).toMatchObject({ badge: 'Most Popular', ordersPerMonth: 10000 });
    expect(SHOP_DEMO_TIERS[0]?.ordersPerMonth).toBe(1000);
  });

  it('has the social tiers dm $97 and manager $997', () => {
    expect(SOCIAL_DEMO_TIERS.map((t) => [t.id, t.price])).toEqual([
      ['dm', 97],
      ['manager', 997],
    ]);
  });

  it("sells every demo tier as a catalogue plan at the tier's price", () => {
    for (const tier of [...SHOP_DEMO_TIERS, ...SOCIAL_DEMO_TIERS]) {
      const plan = planById(tier.planId);
      expect(plan, tier.id).toBeDefined();
      expect(plan!.price).toBe(tier.price);
    }
    expect(CATALOGUE_PLAN_IDS).toEqual([...PLAN_IDS, ...TIER_PLANS.map((p) => p.id)]);
    expect(new Set(CATALOGUE_PLANS.map((p) => p.id)).size).toBe(CATALOGUE_PLANS.length);
    expect(resolvePlanId('shopagent-pro')).toBe('shopagent-pro');
    expect(resolvePlanId('socialagent-manager')).toBe('socialagent-manager');
    expect(isPlanId('shopagent-pro')).toBe(false);
    expect(isCataloguePlanId('shopagent-enterprise')).toBe(true);
  });

  it('shows the dashboard agent prices', () => {
    expect(DASHBOARD_AGENT_PRICES).toEqual({ shop: 297, social: 97, quote: 997 });
  });
});

describe('marketing and legal constants', () => {
  it('match section 9', () => {
    expect(MARKETING_CLAIMS).toEqual({
      moneyBackDays: 14,
      noSetupFees: true,
      setupMinutes: 10,
      deployedMinutes: 5,
      businesses: '2,500+',
      uptime: '99.9%',
      pricingNoticeDays: 30,
      liabilityCapMonths: 12,
      contactWithinHours: 24,
    });
    expect(LEGAL_LAST_UPDATED).toBe('January 1, 2025');
  });
});
