/** The three plans of the pricing section (and of the ROI calculator). */
export const PLAN_IDS = ['socialagent', 'shopagent', 'quoteagent'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The larger tiers the demo pages offer (ShopAgent Pro and Enterprise, the Social Manager tier). */
export const TIER_PLAN_IDS = ['shopagent-pro', 'shopagent-enterprise', 'socialagent-manager'] as const;
export type TierPlanId = (typeof TIER_PLAN_IDS)[number];

/** Every plan that can be bought at /checkout/<id> or started as a trial. */
export const CATALOGUE_PLAN_IDS = [...PLAN_IDS, ...TIER_PLAN_IDS] as const;
export type CataloguePlanId = (typeof CATALOGUE_PLAN_IDS)[number];

export const DEFAULT_PLAN_ID: PlanId = 'shopagent';
export const MOST_POPULAR_BADGE = 'Most Popular';

export interface Plan {
  id: CataloguePlanId;
  name: string;
  /** Monthly price in whole USD. */
  price: number;
  /** The struck-through "was" price; null for a tier sold at its list price. */
  originalPrice: number | null;
  description: string;
  features: string[];
  highlight: boolean;
  /** Percent saved against originalPrice, as advertised (rounded by marketing, not computed). */
  savings: number | null;
}

/** One of the pricing section's three plans: always advertised against a "was" price. */
export type HeadlinePlan = Plan & { id: PlanId; originalPrice: number; savings: number };

export const PLANS: readonly HeadlinePlan[] = [
  {
    id: 'socialagent',
    name: 'SocialAgent',
    price: 97,
    originalPrice: 197,
    description: 'Answers customers in your social direct messages, day and night.',
    features: [
      'Up to 1,000 conversations/month',
      'DM automation on two social platforms',
      'Quotes with checkout links',
      'Contact sync',
      'Basic analytics',
      '24/7 AI responses',
    ],
    highlight: false,
    savings: 51,
  },
  {
    id: 'shopagent',
    name: 'ShopAgent',
    price: 297,
    originalPrice: 597,
    description: 'Recovers carts and lifts order value in your online shop.',
    features: [
      'Up to 1,000 orders/month',
      'E-commerce plugin integration',
      'Cart abandonment recovery',
      'Smart product bundles',
      'Order value optimization',
      'Advanced analytics',
      'CRM sync',
      'Priority support',
    ],
    highlight: true,
    savings: 50,
  },
  {
    id: 'quoteagent',
    name: 'QuoteAgent',
    price: 997,
    originalPrice: 1997,
    description: 'Turns website visitors into quoted, qualified leads instantly.',
    features: [
      'Instant quote generation',
      'Advanced lead capture',
      'Pipeline automation',
      'Custom integrations',
      'White-label',
      'Dedicated account manager',
      'Enterprise support',
    ],
    highlight: false,
    savings: 50,
  },
];

/**
 * The demo pages' larger tiers, sold like the three plans (their checkout, their trial) at the
 * prices the spec gives them; the features are the ones the demo pages list.
 */
export const TIER_PLANS: readonly (Plan & { id: TierPlanId })[] = [
  {
    id: 'shopagent-pro',
    name: 'ShopAgent Pro',
    price: 497,
    originalPrice: null,
    description: 'For busy stores that want more volume and deeper insight.',
    features: [
      'Up to 10,000 orders/month',
      'Everything in ShopAgent',
      'Multi-language replies',
      'A/B tested recovery messages',
    ],
    highlight: false,
    savings: null,
  },
  {
    id: 'shopagent-enterprise',
    name: 'ShopAgent Enterprise',
    price: 997,
    originalPrice: null,
    description: 'For high-volume and multi-store retailers.',
    features: [
      'Custom order volume',
      'Everything in ShopAgent Pro',
      'Multiple stores',
      'Custom integrations',
      'Dedicated account manager',
    ],
    highlight: false,
    savings: null,
  },
  {
    id: 'socialagent-manager',
    name: 'Social Manager',
    price: 997,
    originalPrice: null,
    description: 'Your social inboxes and comments handled across every brand account.',
    features: [
      'Everything in DM Agent',
      'Comments and DMs across all your brand accounts',
      'Content calendar and scheduled replies',
      'Advanced analytics and CRM sync',
      'Dedicated account manager',
    ],
    highlight: false,
    savings: null,
  },
];

/** Every plan that can be bought or started, the pricing section's three first. */
export const CATALOGUE_PLANS: readonly Plan[] = [...PLANS, ...TIER_PLANS];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function isCataloguePlanId(value: unknown): value is CataloguePlanId {
  return typeof value === 'string' && (CATALOGUE_PLAN_IDS as readonly string[]).includes(value);
}

/** Any plan of the catalogue (the three and the larger tiers). */
export function planById(id: string): Plan | undefined {
  return CATALOGUE_PLANS.find((plan) => plan.id === id);
}

/**
 * Checkout's plan: the route parameter wins, else the value passed in, else shopagent. An unknown
 * id falls back to shopagent rather than to the other source, so a bad link never shows a
 * plan the visitor did not pick.
 */
export function resolvePlanId(routeParam?: string, passedIn?: string): CataloguePlanId {
  const candidate = routeParam || passedIn;
  return isCataloguePlanId(candidate) ? candidate : DEFAULT_PLAN_ID;
}

export function checkoutButtonLabel(plan: Pick<Plan, 'name' | 'price'>): string {
  return `Start ${plan.name} - $${plan.price}/mo`;
}

export interface DemoTier {
  id: string;
  /** The catalogue plan this tier is sold as (its checkout and trial). */
  planId: CataloguePlanId;
  name: string;
  price: number;
  badge?: string;
  /** Monthly order allowance; null where the spec states none. */
  ordersPerMonth?: number | null;
}

export const SHOP_DEMO_TIERS: readonly DemoTier[] = [
  { id: 'shopagent', planId: 'shopagent', name: 'ShopAgent', price: 297, ordersPerMonth: 1000 },
  {
    id: 'shopagent-pro',
    planId: 'shopagent-pro',
    name: 'ShopAgent Pro',
    price: 497,
    badge: MOST_POPULAR_BADGE,
    ordersPerMonth: 10000,
  },
  {
    id: 'shopagent-enterprise',
    planId: 'shopagent-enterprise',
    name: 'ShopAgent Enterprise',
    price: 997,
    ordersPerMonth: null,
  },
];

export const SOCIAL_DEMO_TIERS: readonly DemoTier[] = [
  { id: 'dm', planId: 'socialagent', name: 'DM Agent', price: 97 },
  { id: 'manager', planId: 'socialagent-manager', name: 'Social Manager', price: 997 },
];

/** Prices shown on the dashboard's agent cards, keyed by agents.agent_type. */
export const DASHBOARD_AGENT_PRICES = { shop: 297, social: 97, quote: 997 } as const;

export const MARKETING_CLAIMS = {
  moneyBackDays: 14,
  noSetupFees: true,
  setupMinutes: 10,
  deployedMinutes: 5,
  businesses: '2,500+',
  uptime: '99.9%',
  pricingNoticeDays: 30,
  liabilityCapMonths: 12,
  contactWithinHours: 24,
} as const;

export const LEGAL_LAST_UPDATED = 'January 1, 2025';
