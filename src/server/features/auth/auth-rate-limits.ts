import type { RateRule } from '../rate-limit/rate-limit.service';

/** The limits of one auth route: per client address, and per e-mail named in the body. */
export interface AuthRouteLimits {
  ip: RateRule;
  email?: RateRule;
  /** The body field holding the e-mail the route acts on. */
  emailField?: 'email' | 'newEmail';
}

/**
 * Limits of the auth routes an anonymous visitor can hammer, or that check a password. Paths are
 * Better Auth's, under /api/auth. The per-e-mail limit of sign-in is the account lock: ten
 * failures in 15 minutes, whatever the address they come from.
 */
export const AUTH_RATE_RULES: Record<string, AuthRouteLimits> = {
  '/sign-in/email': {
    ip: { name: 'auth.sign-in.ip', limit: 30, windowSeconds: 15 * 60 },
    email: { name: 'auth.sign-in.email', limit: 10, windowSeconds: 15 * 60 },
  },
  '/sign-up/email': {
    ip: { name: 'auth.sign-up.ip', limit: 10, windowSeconds: 60 * 60 },
    email: { name: 'auth.sign-up.email', limit: 5, windowSeconds: 60 * 60 },
  },
  '/request-password-reset': {
    ip: { name: 'auth.reset.ip', limit: 10, windowSeconds: 60 * 60 },
    email: { name: 'auth.reset.email', limit: 5, windowSeconds: 60 * 60 },
  },
};
