import type { AiChatInput } from '../../../domain/contracts/chat.contract';
import { BEHAVIOR_STORAGE_KEYS, behaviourProfileFromStorage } from '../../../domain/lead-profile';

type Profile = NonNullable<AiChatInput['behavior']>;

/** The contract's bounds: a profile outside them would get the whole turn refused. */
const MAX_COUNT = 1_000_000;
const MAX_TIME_ON_SITE = 1e10;

export type StoredBehaviourText = {
  behaviorData: string | null;
  visitCount: string | null;
  sessionStart: string | null;
};

function parseEvents(text: string | null): { type: string }[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (event): event is { type: string } =>
        !!event && typeof event === 'object' && typeof (event as { type?: unknown }).type === 'string',
    );
  } catch {
    return [];
  }
}

/** A time in milliseconds, stored either as a number or as a date string. */
function parseTime(text: string | null): number | null {
  if (!text) return null;
  const value = /^\d+$/.test(text.trim()) ? Number(text) : Date.parse(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * The behaviour profile sent with each chat turn (spec main-site §3), from what the browser
 * stored. Whatever is missing or malformed counts as nothing (no session start: no time on site),
 * and every figure is kept inside the contract's bounds.
 */
export function behaviourProfileFromText(
  stored: StoredBehaviourText,
  options: { nowMs: number; referrer: string },
): Profile {
  const sessionStart = parseTime(stored.sessionStart) ?? options.nowMs;
  const profile = behaviourProfileFromStorage({
    events: parseEvents(stored.behaviorData),
    visitCount: Number(stored.visitCount ?? 0),
    sessionStartMs: sessionStart,
    nowMs: options.nowMs,
    referrer: options.referrer,
  });
  return {
    ...profile,
    chat_messages: Math.min(profile.chat_messages, MAX_COUNT),
    return_visits: Math.min(profile.return_visits, MAX_COUNT),
    time_on_site: Math.min(profile.time_on_site, MAX_TIME_ON_SITE),
    referral_source: profile.referral_source.slice(0, 100),
  };
}

/** Reads the stored profile; call it from a handler, never while rendering. Null if storage is blocked. */
export function readBehaviourProfile(): Profile | null {
  try {
    const storage = window.localStorage;
    return behaviourProfileFromText(
      {
        behaviorData: storage.getItem(BEHAVIOR_STORAGE_KEYS.behaviorData),
        visitCount: storage.getItem(BEHAVIOR_STORAGE_KEYS.visitCount),
        sessionStart: storage.getItem(BEHAVIOR_STORAGE_KEYS.sessionStart),
      },
      { nowMs: Date.now(), referrer: document.referrer },
    );
  } catch {
    return null;
  }
}
