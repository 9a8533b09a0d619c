/** The browser storage this needs: localStorage in the page, a plain object in tests. */
export type AnnouncementStorage = Pick<Storage, 'getItem' | 'setItem'>;

const KEY = 'payment-announced';
/** Enough to cover every payment one person makes in a browser for a long while; the oldest go first. */
const KEPT = 20;

function announced(storage: AnnouncementStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether the "Payment Successful!" toast of this checkout session is still to be shown, and if so,
 * notes it as shown: the confirmation page is reloaded, bookmarked and reopened, and the payment
 * happened once. Without storage (blocked, private mode) it is shown, as before.
 */
export function takePaymentAnnouncement(storage: AnnouncementStorage | null, sessionId: string): boolean {
  if (!storage) return true;
  const ids = announced(storage);
  if (ids.includes(sessionId)) return false;
  try {
    storage.setItem(KEY, JSON.stringify([...ids, sessionId].slice(-KEPT)));
  } catch {
    // Storage full or refused: the toast shows now and may show again, which is harmless.
  }
  return true;
}

/** The page's localStorage, or null where reading it throws (blocked storage). */
export function browserAnnouncementStorage(): AnnouncementStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
