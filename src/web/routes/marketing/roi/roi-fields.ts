import { formatWholeNumber } from '../../../../domain/number-format';
import type { PlanId } from '../../../../domain/plans';
import {
  formatUsdNoDecimals,
  type NumericRoiInput,
  type RoiOutputs,
} from '../../../../domain/roi-calculator';

export type RoiUnit = 'visitors' | 'usd' | 'percent' | 'hours';

export interface RoiFieldInfo {
  label: string;
  unit: RoiUnit;
}

export const ROI_FIELDS: Record<NumericRoiInput, RoiFieldInfo> = {
  dailyVisitors: { label: 'Daily website visitors', unit: 'visitors' },
  averageOrderValue: { label: 'Average order value', unit: 'usd' },
  currentConversionRate: { label: 'Current conversion rate', unit: 'percent' },
  businessHours: { label: 'Staffed business hours per day', unit: 'hours' },
  afterHoursTraffic: { label: 'Traffic outside business hours', unit: 'percent' },
  chatEngagementRate: { label: 'Visitors who start a chat', unit: 'percent' },
  humanResponseRate: { label: 'Messages your team answers in business hours', unit: 'percent' },
  aiConversionRate: { label: 'AI chat conversion rate', unit: 'percent' },
  cartAbandonRate: { label: 'Cart abandonment rate', unit: 'percent' },
  emailRecoveryRate: { label: 'Carts recovered by e-mail today', unit: 'percent' },
  socialTrafficPercent: { label: 'Visitors who come from social media', unit: 'percent' },
  dmEngagementRate: { label: 'Social visitors who send a DM', unit: 'percent' },
  dmConversionRate: { label: 'DM conversion rate', unit: 'percent' },
  avgJobValue: { label: 'Average job value', unit: 'usd' },
  quoteIntentRate: { label: 'Visitors who want a quote', unit: 'percent' },
  leadCaptureRate: { label: 'Quote requests you capture today', unit: 'percent' },
  closeRate: { label: 'Captured quote requests you close', unit: 'percent' },
};

export interface RoiFieldGroup {
  id: string;
  title: string;
  description: string;
  /** Plans whose result depends on this group; the group is marked when one of them is chosen. */
  plans: readonly PlanId[];
  fields: readonly NumericRoiInput[];
  /** The live-chat toggle belongs with the website-chat inputs. */
  withLiveChatToggle?: boolean;
}

export const ROI_FIELD_GROUPS: readonly RoiFieldGroup[] = [
  {
    id: 'business',
    title: 'Your business',
    description: 'Traffic, sales and the hours someone is there to reply.',
    plans: ['socialagent', 'shopagent', 'quoteagent'],
    fields: [
      'dailyVisitors',
      'averageOrderValue',
      'currentConversionRate',
      'businessHours',
      'afterHoursTraffic',
    ],
  },
  {
    id: 'chat',
    title: 'Website chat',
    description: 'How many visitors start a chat and how many of those chats are answered today.',
    plans: ['shopagent', 'quoteagent'],
    fields: ['chatEngagementRate', 'humanResponseRate', 'aiConversionRate'],
    withLiveChatToggle: true,
  },
  {
    id: 'carts',
    title: 'Abandoned carts',
    description: 'Used by ShopAgent for cart recovery.',
    plans: ['shopagent'],
    fields: ['cartAbandonRate', 'emailRecoveryRate'],
  },
  {
    id: 'social',
    title: 'Social direct messages',
    description: 'Used by SocialAgent, which answers your DMs.',
    plans: ['socialagent'],
    fields: ['socialTrafficPercent', 'dmEngagementRate', 'dmConversionRate'],
  },
  {
    id: 'quotes',
    title: 'Quotes',
    description: 'Used by QuoteAgent, which quotes instantly in the chat.',
    plans: ['quoteagent'],
    fields: ['avgJobValue', 'quoteIntentRate', 'leadCaptureRate', 'closeRate'],
  },
];

// A fixed locale keeps the prerendered HTML and the first client render identical. Counts are
// whole numbers on every slider; Intl (whose first use loads locale data) only writes fractions.
let fractionFormat: Intl.NumberFormat | undefined;

export function formatCount(value: number): string {
  if (Number.isSafeInteger(value)) return formatWholeNumber(value);
  fractionFormat ??= new Intl.NumberFormat('en-US');
  return fractionFormat.format(value);
}

/** Spoken and shown value of an input: '380 visitors per day', '$500', '2.3%', '8.5 hours'. */
export function formatRoiValue(unit: RoiUnit, value: number): string {
  switch (unit) {
    case 'visitors':
      return `${formatCount(value)} visitors per day`;
    case 'usd':
      return formatUsdNoDecimals(value);
    case 'percent':
      return `${value}%`;
    case 'hours':
      return `${value} ${value === 1 ? 'hour' : 'hours'}`;
  }
}

/** Short form for the ends of a slider: '5,000', '$2,000', '10%', '24h'. */
export function formatRoiBound(unit: RoiUnit, value: number): string {
  if (unit === 'visitors') return formatCount(value);
  if (unit === 'hours') return `${value}h`;
  return formatRoiValue(unit, value);
}

export function formatRoiDays(days: number, noGainDays: number): string {
  if (days >= noGainDays) return `${noGainDays}+ days`;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

export function formatConversionLift(percent: number): string {
  return `+${percent.toFixed(1)}%`;
}

export type RoiOutputKey = keyof RoiOutputs;

export const ROI_OUTPUT_LABELS: Record<RoiOutputKey, string> = {
  currentRevenue: 'Current monthly revenue',
  projectedRevenue: 'Projected monthly revenue',
  additionalRevenue: 'Additional monthly revenue',
  missedChats: 'Conversations missed per month today',
  lostRevenue: 'Revenue lost to missed conversations',
  aiCapturedLeads: 'Leads the AI captures per month',
  roiDays: 'Days to ROI',
  conversionLift: 'Conversion lift',
  chatRevenue: 'Website chat sales',
  cartRecoveryRevenue: 'Cart recovery',
  socialDMRevenue: 'Social DM sales',
  quoteRevenue: 'Extra quoted jobs',
  aovUplift: 'Order value uplift',
};
