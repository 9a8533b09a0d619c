import type { RateRule } from '../rate-limit';

/**
 * The limits of one auth route, all counted before Better Auth runs: per client address; per
 * (address, e-mail) pair; per e-mail named in the body. Each is checked only once the one before
 * it passed, so a request refused for its address or its pair costs nobody else's budget.
 */
export interface AuthRouteLimits {
  ip: RateRule;
  pair?: RateRule;
  email?: RateRule;
  /** The body field holding the e-mail the route acts on. */
  emailField?: 'email' | 'newEmail';
  /**
   * The per-e-mail budget counts failures only: an attempt that succeeds is refunded. An owner
   * signing in on several devices, or again after signing out, never locks their own account.
   */
  emailCountsFailuresOnly?: boolean;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Routes that mail an address typed by anyone. The per-e-mail budget bounds the mail one mailbox
 * receives, but a single budget let a stranger spend it all and block the owner's own request for
 * an hour (issue 12). Now one address may ask for one e-mail only `pair` times, a small share of
 * the e-mail's budget: blocking the owner takes at least four addresses working together, each
 * within its own per-address limit, while the mailbox still gets at most `email` messages an hour.
 */
function mailingRoute(name: string): AuthRouteLimits {
  return {
    ip: { name: `auth.${name}.ip`, limit: 10, windowSeconds: HOUR },
    pair: { name: `auth.${name}.pair`, limit: 3, windowSeconds: HOUR },
    email: { name: `auth.${name}.email`, limit: 10, windowSeconds: HOUR },
  };
}

/** Routes that check a password (a signed-in session's, or a reset token's new one). */
function passwordCheck(name: string): AuthRouteLimits {
  return { ip: { name: `auth.${name}.ip`, limit: 10, windowSeconds: 15 * MINUTE } };
}

/**
 * Limits of the auth routes an anonymous visitor can hammer, or that check a password. Paths are
 * Better Auth's, under /api/auth. The per-e-mail limit of sign-in is the account lock: ten
 * failures in 15 minutes, whatever the address they come from.
 */
export const AUTH_RATE_RULES: Record<string, AuthRouteLimits> = {
  '/sign-in/email': {
    ip: { name: 'auth.sign-in.ip', limit: 30, windowSeconds: 15 * MINUTE },
    email: { name: 'auth.sign-in.email', limit: 10, windowSeconds: 15 * MINUTE },
    emailCountsFailuresOnly: true,
  },
  '/sign-up/email': {
    ip: { name: 'auth.sign-up.ip', limit: 10, windowSeconds: HOUR },
    email: { name: 'auth.sign-up.email', limit: 5, windowSeconds: HOUR },
  },
  '/request-password-reset': mailingRoute('reset'),
  '/send-verification-email': mailingRoute('verify'),
  '/change-email': { ...mailingRoute('change-email'), emailField: 'newEmail' },
  '/reset-password': passwordCheck('reset-password'),
  '/verify-password': passwordCheck('verify-password'),
  '/change-password': passwordCheck('change-password'),
  '/delete-user': passwordCheck('delete-user'),
};
