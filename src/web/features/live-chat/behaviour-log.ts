import { BEHAVIOR_LOG_LIMIT, BEHAVIOR_STORAGE_KEYS } from '../../../domain/lead-profile';

// Writes what the behaviour profile reads (spec main-site §3, dashboard §9): the latest click,
// scroll and keydown events, the visit count and the session start, in local storage.

export type BehaviourEventType = 'click' | 'scroll' | 'keydown';

/** The log with one more event, keeping the newest BEHAVIOR_LOG_LIMIT; malformed logs restart. */
export function appendBehaviourEvent(
  logText: string | null,
  event: { type: BehaviourEventType; timestamp: number; page: string; element: string },
): string {
  let events: unknown[] = [];
  try {
    const parsed: unknown = JSON.parse(logText ?? '[]');
    if (Array.isArray(parsed)) events = parsed;
  } catch {}
  return JSON.stringify([...events, event].slice(-BEHAVIOR_LOG_LIMIT));
}

/** A new visit: the count goes up once per browser session; the session start is set once. */
export function startVisit(
  stored: { visitCount: string | null; sessionStart: string | null; counted: boolean },
  nowMs: number,
): { visitCount: string; sessionStart: string } {
  const count = Number.parseInt(stored.visitCount ?? '0', 10);
  const current = Number.isFinite(count) && count > 0 ? count : 0;
  return {
    visitCount: String(stored.counted ? current : current + 1),
    sessionStart:
      stored.sessionStart && /^\d+$/.test(stored.sessionStart) ? stored.sessionStart : String(nowMs),
  };
}

const COUNTED_KEY = 'visit_counted';
const SCROLL_GAP_MS = 1000;

/** Starts logging on this page; returns the clean-up. Storage being blocked only disables it. */
export function trackBehaviour(): () => void {
  try {
    const storage = window.localStorage;
    const visit = startVisit(
      {
        visitCount: storage.getItem(BEHAVIOR_STORAGE_KEYS.visitCount),
        sessionStart: storage.getItem(BEHAVIOR_STORAGE_KEYS.sessionStart),
        counted: window.sessionStorage.getItem(COUNTED_KEY) === '1',
      },
      Date.now(),
    );
    storage.setItem(BEHAVIOR_STORAGE_KEYS.visitCount, visit.visitCount);
    storage.setItem(BEHAVIOR_STORAGE_KEYS.sessionStart, visit.sessionStart);
    window.sessionStorage.setItem(COUNTED_KEY, '1');
  } catch {
    return () => {};
  }
  let lastScroll = 0;
  const log = (event: Event) => {
    const type = event.type as BehaviourEventType;
    const now = Date.now();
    if (type === 'scroll') {
      if (now - lastScroll < SCROLL_GAP_MS) return;
      lastScroll = now;
    }
    try {
      const element = event.target instanceof Element ? event.target.tagName.toLowerCase() : 'document';
      const key = BEHAVIOR_STORAGE_KEYS.behaviorData;
      window.localStorage.setItem(
        key,
        appendBehaviourEvent(window.localStorage.getItem(key), {
          type,
          timestamp: now,
          page: window.location.pathname,
          element,
        }),
      );
    } catch {}
  };
  const types: BehaviourEventType[] = ['click', 'scroll', 'keydown'];
  for (const type of types) window.addEventListener(type, log, { passive: true, capture: true });
  return () => {
    for (const type of types) window.removeEventListener(type, log, { capture: true });
  };
}
