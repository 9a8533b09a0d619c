import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { invitationTokenFromUrl } from '../../../domain/team';
import type { Database } from '../../db/client';
import { authAccounts, authSessions, authUsers, authVerifications } from '../../db/schema/auth';
import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';
import {
  type AdoptPreview,
  type AwaitsInvitation,
  adoptPreviewOnVerifiedEmail,
  confirmAddressByPasswordLink,
  ensureAccountSetup,
} from '../accounts';
import { type OutboxDeps, queueEmail } from '../email';
import { passwordResetEmail, verifyEmailEmail } from './auth-emails';

export const AUTH_BASE_PATH = '/api/auth';
export const PRODUCT_NAME = 'Sales Agent Suite';

/**
 * Origins allowed to post to the API with cookies (CSRF check, Better Auth's redirect checks):
 * the main site and the dashboard, the brand hosts listed in TRUSTED_ORIGINS or BRAND_SETTINGS, and, outside
 * production, localhost on both ports with its brand and app.* sub-hosts and the Vite dev server.
 * Production lists exact origins only: a wildcard would trust any sub-domain, taken over or not.
 */
export function trustedOrigins(env: Env): string[] {
  const origins = new Set<string>([new URL(env.publicUrl).origin, new URL(env.dashboardUrl).origin]);
  for (const origin of env.TRUSTED_ORIGINS) origins.add(origin);
  // A brand's configured hosts (BRAND_SETTINGS) are ours: its dashboard is where its visitors sign in.
  for (const brand of Object.values(env.brands)) {
    for (const host of [brand.domains.main, brand.domains.dashboard])
      if (host) origins.add(`https://${host}`);
  }
  if (env.NODE_ENV !== 'production') {
    for (const port of [env.PORT, env.DASHBOARD_PORT, 5173]) {
      origins.add(`http://localhost:${port}`);
      origins.add(`http://127.0.0.1:${port}`);
      origins.add(`http://*.localhost:${port}`);
    }
  }
  return [...origins];
}

/**
 * In production the dashboard is usually a sub-host of the main site (app.example.com and
 * example.com). A sign-in on the main site must then be seen on the dashboard host, so the
 * session cookie is set for the parent domain. Hosts like localhost need nothing: cookies
 * ignore ports.
 */
export function sharedCookieDomain(env: Env): string | undefined {
  const main = new URL(env.publicUrl).hostname;
  const dashboard = new URL(env.dashboardUrl).hostname;
  if (main === dashboard || main === 'localhost' || /^[\d.]+$/.test(main)) return undefined;
  return dashboard.endsWith(`.${main}`) ? main : undefined;
}

export function createAuth(deps: {
  env: Env;
  db: Database;
  logger: Logger;
  secret: string;
  outbox: () => OutboxDeps;
  /** Whether a person who signs up from an invitation link waits for it (AppDeps.hooks). */
  awaitsInvitation: AwaitsInvitation;
  /** A verified address takes over its preview's knowledge (AppDeps.hooks.previews). */
  adoptPreview: AdoptPreview;
}) {
  const { env, db, logger } = deps;
  const cookieDomain = sharedCookieDomain(env);
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: env.dashboardUrl,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
      },
    }),
    trustedOrigins: trustedOrigins(env),
    // Our own Postgres-backed limiter (per address and per e-mail) guards these routes.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      // The link came to the address: using it proves the address is theirs (decision 017).
      onPasswordReset: async ({ user }) => {
        try {
          await confirmAddressByPasswordLink(db, {
            userId: user.id,
            email: user.email,
            adoptPreview: deps.adoptPreview,
          });
        } catch (error) {
          logger.error(
            { err: error, userId: user.id },
            'confirming the address after a password reset failed',
          );
        }
      },
      sendResetPassword: async ({ user, url }) => {
        await db.transaction((tx) =>
          queueEmail(
            deps.outbox(),
            tx,
            passwordResetEmail({ to: user.email, url, productName: PRODUCT_NAME }),
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await db.transaction((tx) =>
          queueEmail(deps.outbox(), tx, verifyEmailEmail({ to: user.email, url, productName: PRODUCT_NAME })),
        );
      },
      // Proof that the address is theirs: only now does a preview made with it become theirs.
      afterEmailVerification: async (user) => {
        try {
          await adoptPreviewOnVerifiedEmail(db, {
            userId: user.id,
            email: user.email,
            adoptPreview: deps.adoptPreview,
          });
        } catch (error) {
          logger.error({ err: error, userId: user.id }, 'adopting the preview after verification failed');
        }
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      // Better Auth skips its origin and callback-URL checks when it sees NODE_ENV=test; tests
      // must run the checks production runs (an untrusted callbackURL was a 500 only there).
      disableOriginCheck: false,
      useSecureCookies: env.NODE_ENV === 'production',
      crossSubDomainCookies: cookieDomain ? { enabled: true, domain: cookieDomain } : { enabled: false },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: env.TRUST_PROXY ? ['x-forwarded-for'] : [] },
      // A session is read with its user in one statement (the schema's relations), not two one
      // after the other: every signed-in request waits for one round trip less (decision 070).
      database: { joins: true },
    },
    databaseHooks: {
      user: {
        create: {
          // Every new account gets its own workspace; /api/me repeats this idempotently in
          // case the process died between the two writes. A sign-up from an invitation page
          // carries that page as its callback: the invitation is then what the person wants.
          after: async (user, context) => {
            const token = invitationTokenFromUrl(context?.body?.callbackURL);
            try {
              await ensureAccountSetup(db, {
                userId: user.id,
                email: user.email,
                name: user.name,
                emailVerified: user.emailVerified,
                invitation: token ? { via: { token }, awaits: deps.awaitsInvitation } : null,
                adoptPreview: deps.adoptPreview,
              });
            } catch (error) {
              logger.error({ err: error, userId: user.id }, 'account setup after sign-up failed');
            }
          },
        },
      },
    },
    logger: {
      log: (level, message) => {
        if (level === 'error') logger.error({ source: 'auth' }, message);
        else if (level === 'warn') logger.warn({ source: 'auth' }, message);
        else logger.debug({ source: 'auth' }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
