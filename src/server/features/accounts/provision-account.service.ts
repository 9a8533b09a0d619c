import { randomBytes } from 'node:crypto';
import { nameForCustomers } from '../../../domain/inbox';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { lockUntilCommit } from '../../db/transaction-lock';
import { queueEmail } from '../email';
import {
  type AccountUser,
  findOwnedWorkspaceId,
  insertPasswordResetToken,
  insertUnverifiedUser,
  insertWorkspaceWithOwner,
  lockUserByEmail,
} from './accounts.repository';
import { type WelcomeFacts, type WelcomeLink, welcomeEmail } from './welcome-email';

// Billing to account (DESIGN.md §8, decision 017): a paid plan or a free trial finds the user by
// e-mail or creates one with a workspace, in the transaction that records the plan, and e-mails the
// way in. Nobody gets into an existing account this way: an existing user is only linked (the
// e-mail goes to their address), a new user has no password until they choose one through the
// e-mailed link, and the address counts as verified only once that link is used.

/** How long the e-mailed link to set a password works (a purchase is not always read at once). */
export const SET_PASSWORD_LINK_HOURS = 72;

export type ProvisionDeps = Pick<AppDeps, 'env' | 'outbox'>;

export interface ProvisionedAccount {
  user: AccountUser;
  workspaceId: string;
  /** This call created the user (no password yet). */
  created: boolean;
}

/**
 * The user of `email` and the workspace their plan belongs to: their own (the one they own), or a
 * new one named after the business when they have none; a new user gets a new workspace. The
 * address is locked for the transaction, so a webhook and a trial form for one address do not
 * create two users.
 */
export async function findOrCreateAccount(
  tx: Executor,
  options: { email: string; name: string | null; businessName: string; now: Date },
): Promise<ProvisionedAccount> {
  await lockUntilCommit(tx, `provision-account:${options.email}`);
  const existing = await lockUserByEmail(tx, options.email);
  const user =
    existing ??
    (await insertUnverifiedUser(tx, {
      email: options.email,
      name: options.name?.trim() || options.email.split('@')[0]!,
      at: options.now,
    }));
  const owned = existing ? await findOwnedWorkspaceId(tx, user.id) : null;
  const workspaceId =
    owned ??
    (await insertWorkspaceWithOwner(tx, {
      userId: user.id,
      name: options.businessName,
      email: user.email,
      businessName: options.businessName,
    }));
  return { user, workspaceId, created: !existing };
}

/**
 * The way in for the e-mail: a link to set a password (Better Auth's reset flow, landing on the
 * dashboard's reset page in its "set your password" wording, then onboarding) for a user who has
 * not proved the address yet; a plain sign-in link for a verified one, whose password stays theirs.
 */
export async function wayInFor(
  tx: Executor,
  deps: ProvisionDeps,
  options: { account: ProvisionedAccount | null; now: Date },
): Promise<WelcomeLink> {
  const dashboard = deps.env.dashboardUrl;
  const signInUrl = `${dashboard}/auth`;
  // No account of the address's own (a signed-in owner bought for their workspace): sign in.
  if (!options.account) return { kind: 'sign-in', url: signInUrl };
  const { user } = options.account;
  if (user.emailVerified) return { kind: 'sign-in', url: signInUrl };
  const token = randomBytes(32).toString('base64url');
  await insertPasswordResetToken(tx, {
    userId: user.id,
    token,
    expiresAt: new Date(options.now.getTime() + SET_PASSWORD_LINK_HOURS * 3600 * 1000),
    at: options.now,
  });
  const landing = `${dashboard}/reset-password?welcome=1&email=${encodeURIComponent(user.email)}`;
  return {
    kind: 'set-password',
    url: `${dashboard}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(landing)}`,
    validHours: SET_PASSWORD_LINK_HOURS,
    signInUrl,
    existing: !options.account.created,
  };
}

export async function queueWelcomeEmail(
  tx: Executor,
  deps: ProvisionDeps,
  facts: Omit<WelcomeFacts, 'link' | 'recipientName'> & { account: ProvisionedAccount | null; now: Date },
): Promise<void> {
  const link = await wayInFor(tx, deps, { account: facts.account, now: facts.now });
  const { account, now: _now, ...rest } = facts;
  // The account's name is the one given on the form (or kept from before); an account made
  // without one is named after its address, which greets nobody.
  const recipientName = account ? nameForCustomers(account.user.name, account.user.email) : null;
  await queueEmail(deps.outbox(), tx, welcomeEmail({ ...rest, recipientName, link }));
}
