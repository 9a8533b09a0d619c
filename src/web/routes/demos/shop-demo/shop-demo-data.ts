import { type CataloguePlanId, planById } from '../../../../domain/plans';

/**
 * Fixed marketing figures for the sample dashboard. They are illustrative, not measured, and the
 * page says so; keeping them constant means the prerendered page and every visit look the same.
 */
export const SHOP_DEMO_METRICS = [
  { id: 'revenue', label: 'Revenue recovered', value: '$18,420', note: '+32% vs last month' },
  { id: 'carts', label: 'Carts recovered', value: '214', note: 'of 1,038 abandoned' },
  { id: 'conversations', label: 'Conversations handled', value: '3,186', note: '94% without a human' },
  { id: 'lift', label: 'Conversion lift', value: '+27%', note: 'store-wide' },
  { id: 'aov', label: 'Average order value', value: '$86', note: 'up from $79 with bundles' },
  { id: 'response', label: 'Average reply time', value: '2 sec', note: 'day and night' },
] as const;

/** Revenue recovered per weekday in the sample week, whole USD. */
export const SHOP_DEMO_WEEK = [
  { day: 'Mon', revenue: 520 },
  { day: 'Tue', revenue: 640 },
  { day: 'Wed', revenue: 580 },
  { day: 'Thu', revenue: 710 },
  { day: 'Fri', revenue: 860 },
  { day: 'Sat', revenue: 790 },
  { day: 'Sun', revenue: 540 },
] as const;

export const SHOP_DEMO_ACTIVITY = [
  { id: 'a1', kind: 'Cart recovered', detail: 'Trail running shoes, size 42', amount: 129 },
  { id: 'a2', kind: 'Bundle accepted', detail: 'Rain jacket + packable backpack', amount: 214 },
  { id: 'a3', kind: 'Question answered', detail: '“Do these run true to size?”', amount: null },
  { id: 'a4', kind: 'Cart recovered', detail: 'Merino socks, 3-pack', amount: 38 },
  { id: 'a5', kind: 'Upsell accepted', detail: 'Express shipping added', amount: 12 },
] as const;

export interface ShopTierDetails {
  description: string;
  features: readonly string[];
}

// The order allowance is printed from each tier's ordersPerMonth, so the plan's own line is left out.
function detailsOf(planId: CataloguePlanId): ShopTierDetails {
  const plan = planById(planId);
  return {
    description: plan?.description ?? '',
    features: (plan?.features ?? []).filter((feature) => !/orders\/month|order volume/i.test(feature)),
  };
}

/** Each tier's card text, from the plan it is sold as (one catalogue for cards and checkout). */
export const SHOP_TIER_DETAILS: Record<string, ShopTierDetails> = {
  shopagent: {
    ...detailsOf('shopagent'),
    description: 'Everything a growing shop needs to stop losing carts.',
  },
  'shopagent-pro': detailsOf('shopagent-pro'),
  'shopagent-enterprise': detailsOf('shopagent-enterprise'),
};
