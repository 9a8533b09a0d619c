export interface BehaviorInput {
  chat_messages: number;
  quote_requests: number;
  return_visits: number;
  /**
   * Compared with the spec's threshold (300) exactly as given, with no unit conversion. The
   * browser's stored profile reports milliseconds (spec main-site §3), so there the +10 applies
   * after 0.3 s; a caller holding seconds passes seconds. Kept literal so both hosts score alike.
   */
  time_on_site: number;
  referral_source: string;
  email_opens: number;
  phone_inquiries: number;
}

export type LeadTemperature = 'hot' | 'warm' | 'cold';
export type PreferredChannel = 'chat' | 'email' | 'phone';

export const LEAD_TEMPERATURE_THRESHOLDS = { hot: 80, warm: 50 } as const;
export const ENGAGEMENT_SCORE_CAP = 100;
export const CONVERSION_LIKELIHOOD_CAP = 0.95;

export interface EnhancedProfile {
  engagement_score: number;
  lead_temperature: LeadTemperature;
  conversion_likelihood: number;
  preferred_communication: PreferredChannel;
  updated_at: string;
}

export function engagementScore(b: BehaviorInput): number {
  let score = 0;
  if (b.chat_messages > 5) score += 30;
  if (b.quote_requests > 0) score += 40;
  if (b.return_visits > 1) score += 20;
  if (b.time_on_site > 300) score += 10;
  return Math.min(score, ENGAGEMENT_SCORE_CAP);
}

export function leadTemperature(score: number): LeadTemperature {
  if (score >= LEAD_TEMPERATURE_THRESHOLDS.hot) return 'hot';
  if (score >= LEAD_TEMPERATURE_THRESHOLDS.warm) return 'warm';
  return 'cold';
}

/** Summed in hundredths so 0.2 + 0.4 + 0.15 is exactly 0.75, not 0.7500000000000001. */
export function conversionLikelihood(b: BehaviorInput): number {
  let hundredths = 20;
  if (b.quote_requests > 0) hundredths += 40;
  if (b.chat_messages > 10) hundredths += 20;
  if (b.return_visits > 2) hundredths += 15;
  if (b.referral_source === 'organic') hundredths += 5;
  return Math.min(hundredths, CONVERSION_LIKELIHOOD_CAP * 100) / 100;
}

/** Rules are checked in the spec's order; the first that holds wins. */
export function preferredChannel(b: BehaviorInput): PreferredChannel {
  if (b.chat_messages > b.email_opens * 2) return 'chat';
  if (b.email_opens > 5) return 'email';
  if (b.phone_inquiries > 0) return 'phone';
  return 'email';
}

export function buildEnhancedProfile(b: BehaviorInput, now: Date): EnhancedProfile {
  const score = engagementScore(b);
  return {
    engagement_score: score,
    lead_temperature: leadTemperature(score),
    conversion_likelihood: conversionLikelihood(b),
    preferred_communication: preferredChannel(b),
    updated_at: now.toISOString(),
  };
}

/** Local storage keys the demo reads its behaviour data from. */
export const BEHAVIOR_STORAGE_KEYS = {
  behaviorData: 'behavior_data',
  visitCount: 'visit_count',
  sessionStart: 'session_start',
} as const;

/** The per-user behaviour log keeps only the latest events of these kinds. */
export const BEHAVIOR_LOG_LIMIT = 50;
export const BEHAVIOR_EVENT_TYPES = ['click', 'scroll', 'keydown'] as const;

export interface StoredBehavior {
  events: readonly { type: string }[];
  visitCount: number;
  sessionStartMs: number;
  nowMs: number;
  referrer: string;
}

function count(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The profile the demo sends to scoring, built from what the browser stored (main-site §3). */
export function behaviourProfileFromStorage(s: StoredBehavior): BehaviorInput {
  return {
    chat_messages: s.events.filter((event) => event.type === 'click').length,
    quote_requests: 1,
    return_visits: count(s.visitCount),
    time_on_site: count(s.nowMs - s.sessionStartMs),
    referral_source: s.referrer.toLowerCase().includes('google') ? 'organic' : 'direct',
    email_opens: 0,
    phone_inquiries: 0,
  };
}
