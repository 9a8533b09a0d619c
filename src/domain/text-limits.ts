// Length limits of stored text, without the validation library (forms ship them as maxLength).
import { CHAT_LIMITS } from './chat';
import { SANITIZE_MAX_LENGTH } from './sanitize';
import { EMAIL_MAX_LENGTH } from './validation/email';

/**
 * The longest text each kind of stored field accepts. Every contract takes its caps from here, so
 * nothing a visitor types reaches the database unbounded (issue 12: a name of 500 kB was stored).
 * Free text the spec's sanitiser cuts to 1000 characters may arrive longer (pasted with markup)
 * and is cut; far longer is refused, as chat messages are.
 */
export const TEXT_LIMITS = {
  /** A person's or a business's name. */
  name: 200,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  /** Where a lead came from, a referral source: a short label. */
  label: 100,
  /** Browsers and most servers handle URLs up to about 2 kB. */
  url: 2048,
  /** What free text is cut to when stored (the sanitiser's cap). */
  freeText: SANITIZE_MAX_LENGTH,
  /** Free text as sent, before the sanitiser cuts it: a chat message's cap. */
  freeTextInput: CHAT_LIMITS.maxMessageChars,
  /** A secret handed out by the server (reset and verification tokens). */
  token: 512,
} as const;

/** The message of an over-long field, e.g. 'Name must be at most 200 characters'. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}
