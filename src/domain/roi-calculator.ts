import { formatUsd } from './money';
import type { PlanId } from './plans';

/** Rates are percentages (2.3 means 2.3 %); money is whole USD; visitors are per day. */
export interface RoiInputs {
  dailyVisitors: number;
  averageOrderValue: number;
  currentConversionRate: number;
  businessHours: number;
  hasLiveChat: boolean;
  chatEngagementRate: number;
  humanResponseRate: number;
  aiConversionRate: number;
  afterHoursTraffic: number;
  cartAbandonRate: number;
  emailRecoveryRate: number;
  avgJobValue: number;
  socialTrafficPercent: number;
  dmEngagementRate: number;
  dmConversionRate: number;
  quoteIntentRate: number;
  leadCaptureRate: number;
  closeRate: number;
}

/** Monthly figures in whole USD or counts, except roiDays (days) and conversionLift (percent, 1 decimal). */
export interface RoiOutputs {
  currentRevenue: number;
  projectedRevenue: number;
  additionalRevenue: number;
  missedChats: number;
  lostRevenue: number;
  aiCapturedLeads: number;
  roiDays: number;
  conversionLift: number;
  /** Sales from website chats nobody answers today (ShopAgent, QuoteAgent); not in the spec's list. */
  chatRevenue: number;
  cartRecoveryRevenue: number;
  socialDMRevenue: number;
  quoteRevenue: number;
  aovUplift: number;
}

export type NumericRoiInput = Exclude<keyof RoiInputs, 'hasLiveChat'>;

/**
 * Spec defaults, plus our own for the inputs it leaves open: no live chat today (the common case
 * for a small business); 30 % social traffic, 4 % DM engagement, 8 % DM conversion; 2 % of
 * visitors want a quote, half of those leave their details today (a form, a call) and 30 % of
 * those close. The quote figures were 5 %, 25 % and 20 %: a business that captures and closes so
 * few would, by the fixed 70 % and 32 % of instant quotes, more than quadruple its quoted jobs, and
 * the calculator claimed QuoteAgent added two thirds to its revenue. With these, today's quote
 * jobs grow by half and QuoteAgent adds about 15 %, near ShopAgent's 17 % (roi-calculator.test.ts).
 */
export const ROI_DEFAULTS: RoiInputs = {
  dailyVisitors: 380,
  averageOrderValue: 500,
  currentConversionRate: 2.3,
  businessHours: 8.5,
  hasLiveChat: false,
  chatEngagementRate: 2.5,
  humanResponseRate: 62,
  aiConversionRate: 4.5,
  afterHoursTraffic: 35,
  cartAbandonRate: 70,
  emailRecoveryRate: 8,
  avgJobValue: 800,
  socialTrafficPercent: 30,
  dmEngagementRate: 4,
  dmConversionRate: 8,
  quoteIntentRate: 2,
  leadCaptureRate: 50,
  closeRate: 30,
};

export interface RoiRange {
  min: number;
  max: number;
  step: number;
}

/** The first five are the spec's; the rest are ours, wide enough for any small business. */
export const ROI_RANGES: Record<NumericRoiInput, RoiRange> = {
  dailyVisitors: { min: 50, max: 5000, step: 10 },
  averageOrderValue: { min: 25, max: 2000, step: 25 },
  businessHours: { min: 0, max: 24, step: 0.5 },
  chatEngagementRate: { min: 1, max: 10, step: 0.1 },
  aiConversionRate: { min: 3, max: 8, step: 0.1 },
  currentConversionRate: { min: 0.5, max: 10, step: 0.1 },
  humanResponseRate: { min: 0, max: 100, step: 1 },
  afterHoursTraffic: { min: 0, max: 100, step: 1 },
  cartAbandonRate: { min: 0, max: 90, step: 1 },
  emailRecoveryRate: { min: 0, max: 20, step: 0.5 },
  avgJobValue: { min: 100, max: 10_000, step: 50 },
  socialTrafficPercent: { min: 0, max: 100, step: 1 },
  dmEngagementRate: { min: 0, max: 20, step: 0.5 },
  dmConversionRate: { min: 0, max: 30, step: 0.5 },
  quoteIntentRate: { min: 0, max: 30, step: 0.5 },
  leadCaptureRate: { min: 0, max: 100, step: 1 },
  closeRate: { min: 0, max: 100, step: 1 },
};

export const ROI_PRESETS = {
  ecommerce: { label: 'E-commerce', dailyVisitors: 380, averageOrderValue: 500, currentConversionRate: 2.3 },
  saas: { label: 'SaaS', dailyVisitors: 150, averageOrderValue: 1200, currentConversionRate: 1.8 },
  services: { label: 'Services', dailyVisitors: 90, averageOrderValue: 2500, currentConversionRate: 3.2 },
} as const;
export type RoiPresetKey = keyof typeof ROI_PRESETS;

export function applyRoiPreset(inputs: RoiInputs, key: RoiPresetKey): RoiInputs {
  const { label: _label, ...values } = ROI_PRESETS[key];
  return { ...inputs, ...values };
}

export const ROI_PLANS: Record<PlanId, { price: number; efficiency: number; focus: string }> = {
  socialagent: { price: 97, efficiency: 0.85, focus: 'social DMs' },
  shopagent: { price: 297, efficiency: 0.92, focus: 'cart recovery and order value uplift' },
  quoteagent: { price: 997, efficiency: 0.98, focus: 'quoting' },
};

export const ROI_FACTORS = {
  daysPerMonth: 30,
  /** Share of conversations the AI answers, at any hour. */
  aiResponseRate: 0.92,
  /** With instant quotes, 70 % of quote-intent visitors leave their details and 32 % of those close. */
  aiQuoteCaptureRate: 0.7,
  aiQuoteCloseRate: 0.32,
  orderValueUplift: 0.05,
  /** Percent of abandoned carts the AI recovers; e-mail already recovers emailRecoveryRate of them. */
  aiCartRecoveryPercent: 12,
  /** Keeps abandoned carts finite: at 100 % abandonment there would be no orders to scale from. */
  maxCartAbandonRate: 95,
  minRoiDays: 1,
  noGainRoiDays: 999,
} as const;

const nonNegative = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
/** A percentage input as a fraction, clamped to 0..max percent. */
const pct = (value: number, max = 100) => Math.min(nonNegative(value), max) / 100;
// Rounds to cents first so float noise (6412.4999…) cannot flip a half dollar; monotone like Math.round.
const wholeDollars = (value: number) => Math.round(Math.round(value * 100) / 100);

/** Share of traffic arriving while staff are working; undefined after-hours share at 0 or 24 hours. */
export function staffedShare(i: RoiInputs): number {
  const hours = nonNegative(i.businessHours);
  if (hours === 0) return 0;
  if (hours >= 24) return 1;
  return 1 - pct(nonNegative(i.afterHoursTraffic));
}

/**
 * Monthly model (V = dailyVisitors × 30; rates as fractions; e = plan efficiency):
 *   orders         = V × conversion;            currentRevenue = orders × AOV
 *   staffed        = 1 − afterHours  (0 with no business hours, 1 with 24)
 *   website chats  = V × chatEngagement; humans answer staffed × humanResponse of them, only with live chat
 *   DMs            = V × socialTraffic × dmEngagement; humans answer staffed × humanResponse of them
 *   missed         = conversations on the plan's channel that nobody answers today
 *                    (DMs for socialagent, website chats otherwise)
 *   value/conv.    = AOV × dmConversion (DMs) or AOV × aiConversion (website chats)
 *   lostRevenue    = missed × value/conv.;      aiCapturedLeads = missed × 0.92
 *   chat or DM gain= aiCapturedLeads × value/conv. × e   (chatRevenue, or socialDMRevenue for DMs)
 *   cartRecovery   = orders × a/(1−a) × max(0, 12 − emailRecovery)% × AOV × e     [shopagent]
 *   aovUplift      = currentRevenue × 5 % × e                                      [shopagent]
 *   quoteRevenue   = V × quoteIntent × max(0, 0.70×0.32 − leadCapture×close) × jobValue × e  [quoteagent]
 *   additional     = sum of the plan's streams (ROI_PLAN_STREAMS), each rounded to whole dollars
 *                    first, so the breakdown shown adds up to the headline to the dollar
 *   conversionLift = extra conversions ÷ orders × 100 (extra conversions: captured chats or DMs
 *                    that buy, recovered carts, extra closed quotes; all × e)
 *   roiDays        = ceil(price ÷ (additional ÷ 30)), within 1..999; 999 when additional is 0
 * Every stream is V times non-negative factors, so more visitors never lowers any output.
 */
export function calculateRoi(inputs: RoiInputs, planId: PlanId): RoiOutputs {
  const { price, efficiency: e } = ROI_PLANS[planId];
  const f = ROI_FACTORS;
  const visitors = nonNegative(inputs.dailyVisitors) * f.daysPerMonth;
  const aov = nonNegative(inputs.averageOrderValue);
  const orders = visitors * pct(inputs.currentConversionRate);
  const staffed = staffedShare(inputs);
  const humanShare = staffed * pct(inputs.humanResponseRate);

  const social = planId === 'socialagent';
  const conversations = social
    ? visitors * pct(inputs.socialTrafficPercent) * pct(inputs.dmEngagementRate)
    : visitors * pct(inputs.chatEngagementRate);
  const answeredShare = social || inputs.hasLiveChat ? humanShare : 0;
  const missed = conversations * (1 - answeredShare);
  const buyRate = social ? pct(inputs.dmConversionRate) : pct(inputs.aiConversionRate);
  const captured = missed * f.aiResponseRate;
  const conversationGain = wholeDollars(captured * buyRate * aov * e);

  const abandon = pct(inputs.cartAbandonRate, f.maxCartAbandonRate);
  const recoveredCarts =
    planId === 'shopagent'
      ? ((orders * abandon) / (1 - abandon)) *
        pct(Math.max(0, f.aiCartRecoveryPercent - nonNegative(inputs.emailRecoveryRate)))
      : 0;
  const cartRecoveryRevenue = wholeDollars(recoveredCarts * aov * e);
  const aovUplift = planId === 'shopagent' ? wholeDollars(orders * aov * f.orderValueUplift * e) : 0;

  const closeGain = Math.max(
    0,
    f.aiQuoteCaptureRate * f.aiQuoteCloseRate - pct(inputs.leadCaptureRate) * pct(inputs.closeRate),
  );
  const extraJobs = planId === 'quoteagent' ? visitors * pct(inputs.quoteIntentRate) * closeGain : 0;
  const quoteRevenue = wholeDollars(extraJobs * nonNegative(inputs.avgJobValue) * e);

  const socialDMRevenue = social ? conversationGain : 0;
  const chatRevenue = social ? 0 : conversationGain;
  const additionalRevenue = chatRevenue + socialDMRevenue + cartRecoveryRevenue + aovUplift + quoteRevenue;
  const currentRevenue = wholeDollars(orders * aov);
  const extraConversions = (captured * buyRate + recoveredCarts + extraJobs) * e;

  return {
    currentRevenue,
    projectedRevenue: currentRevenue + additionalRevenue,
    additionalRevenue,
    missedChats: Math.round(missed),
    lostRevenue: wholeDollars(missed * buyRate * aov),
    aiCapturedLeads: Math.round(captured),
    roiDays: roiDays(price, additionalRevenue),
    conversionLift: orders > 0 ? Math.round((extraConversions / orders) * 1000) / 10 : 0,
    chatRevenue,
    cartRecoveryRevenue,
    socialDMRevenue,
    quoteRevenue,
    aovUplift,
  };
}

export type RoiStreamKey =
  | 'chatRevenue'
  | 'cartRecoveryRevenue'
  | 'aovUplift'
  | 'socialDMRevenue'
  | 'quoteRevenue';

/** The revenue streams each plan adds up; the other streams are 0 for it. */
export const ROI_PLAN_STREAMS: Record<PlanId, readonly RoiStreamKey[]> = {
  socialagent: ['socialDMRevenue'],
  shopagent: ['chatRevenue', 'cartRecoveryRevenue', 'aovUplift'],
  quoteagent: ['chatRevenue', 'quoteRevenue'],
};

/** Where the plan's additional revenue comes from: its streams, which sum to additionalRevenue. */
export function roiBreakdown(outputs: RoiOutputs, planId: PlanId): { key: RoiStreamKey; amount: number }[] {
  return ROI_PLAN_STREAMS[planId].map((key) => ({ key, amount: outputs[key] }));
}

/** Days until the plan pays for itself; whole days, rounded up, never below 1 nor above 999. */
export function roiDays(planPrice: number, monthlyGain: number): number {
  if (!(monthlyGain > 0)) return ROI_FACTORS.noGainRoiDays;
  const days = Math.ceil(planPrice / (monthlyGain / ROI_FACTORS.daysPerMonth));
  return Math.min(Math.max(days, ROI_FACTORS.minRoiDays), ROI_FACTORS.noGainRoiDays);
}

/** The calculator shows whole dollars: '$12,345'. */
export function formatUsdNoDecimals(amount: number): string {
  return formatUsd(amount, { decimals: 0 });
}
