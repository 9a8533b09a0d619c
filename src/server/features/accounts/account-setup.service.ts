import type { Database, Executor } from '../../db/client';
import { lockUntilCommit } from '../../db/transaction-lock';
import { startTrial } from '../billing';
import {
  findOwnedWorkspaceId,
  findProfile,
  insertProfile,
  insertWorkspaceWithOwner,
  listMemberWorkspaceIds,
  markEmailVerified,
} from './accounts.repository';

/**
 * Whether a new user is waiting to join a workspace by invitation: at sign-up, by that link's
 * token; later, by any open invitation to their address. The team feature owns invitations; the
 * composition wires its rule in (AppDeps.hooks.awaitsInvitation), so accounts never imports team.
 */
export type AwaitsInvitation = (
  tx: Executor,
  who: { email: string; now: Date; via: { token: string } | 'any-open-invitation' },
) => Promise<boolean>;

/**
 * What the previews feature does when a workspace's owner proves their address: the workspace
 * takes over the knowledge a preview made with that address learnt, once. Previews owns the rule
 * and depends on accounts; the composition wires it in (AppDeps.hooks.previews), so accounts
 * never imports previews.
 */
export type AdoptPreview = (
  tx: Executor,
  options: { workspaceId: string; email: string; at: Date },
) => Promise<number>;

/** The previews feature's rules that account set-up and trial sign-up use (AppDeps.hooks.previews). */
export interface PreviewHooks {
  adopt: AdoptPreview;
  /** A trial started from a preview takes that preview, by its id (no proof of address needed). */
  claimForTrial: (
    tx: Executor,
    options: { previewId: string; workspaceId: string; at: Date },
  ) => Promise<boolean>;
}

/**
 * Gives a user their own workspace, membership and profile, all or nothing. Idempotent: a user
 * who already has a profile is left alone, so it is safe to call on every session check. A user
 * whose address is already verified (a repaired account) also gets their preview's knowledge.
 * A new workspace starts its 14-day free trial (decision 017): signing up is starting a trial.
 *
 * A person who signed up from an invitation link is about to join someone else's workspace and
 * never asked for one of their own: `invitation` names that link's token at sign-up, or (the
 * repair on a later session check) any open invitation to their address. While it is open, they
 * get nothing here; accepting it gives them their profile (team feature). Once no invitation is
 * open any more, the next check gives them their own workspace after all. No workspace means no
 * trial either: a person joining a team starts none.
 */
export async function ensureAccountSetup(
  db: Database,
  options: {
    userId: string;
    email: string;
    name?: string | null;
    emailVerified?: boolean;
    /** How the person may have come by invitation, and the rule that says whether it is still open. */
    invitation?: { via: { token: string } | 'any-open-invitation'; awaits: AwaitsInvitation } | null;
    /** Only for an already verified address: its preview's knowledge comes along. */
    adoptPreview: AdoptPreview;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Two first requests of a new session can race here; the lock makes the second wait and
    // then find the profile the first one wrote, instead of creating a second workspace.
    await lockUntilCommit(tx, `account-setup:${options.userId}`);
    if (await findProfile(tx, options.userId)) return;
    // A member of a workspace (e.g. invited) keeps it; only a user with none gets a new one.
    const [existing] = await listMemberWorkspaceIds(tx, options.userId);
    if (existing) {
      await insertProfile(tx, { userId: options.userId, workspaceId: existing, email: options.email });
      return;
    }
    if (
      options.invitation &&
      (await options.invitation.awaits(tx, {
        email: options.email,
        now: new Date(),
        via: options.invitation.via,
      }))
    )
      return;
    const name = options.name?.trim() ? `${options.name.trim()}'s workspace` : 'My workspace';
    const workspaceId = await insertWorkspaceWithOwner(tx, {
      userId: options.userId,
      name,
      email: options.email,
    });
    await startTrial(tx, {
      workspaceId,
      planId: null,
      email: options.email,
      businessName: name,
      now: new Date(),
    });
    if (options.emailVerified) {
      await options.adoptPreview(tx, { workspaceId, email: options.email, at: new Date() });
    }
  });
}

/**
 * Once a user proves their address, their own workspace takes over what a preview made with
 * that address learnt. Not before: anyone can type any address into the preview generator or
 * the sign-up form, and the preview's facts are the business's, not the typist's.
 */
export async function adoptPreviewOnVerifiedEmail(
  db: Database,
  options: { userId: string; email: string; adoptPreview: AdoptPreview },
): Promise<number> {
  return db.transaction(async (tx) => {
    const workspaceId = await findOwnedWorkspaceId(tx, options.userId);
    if (!workspaceId) return 0;
    return options.adoptPreview(tx, { workspaceId, email: options.email, at: new Date() });
  });
}

/**
 * A password set through an e-mailed link (a reset, or the "set your password" link of a plan or
 * trial) proves the address as the verification link does: the address is marked verified, and the
 * owner's workspace adopts their preview, as on verification. Nothing happens for an address
 * verified before. Returns whether this call verified it.
 */
export async function confirmAddressByPasswordLink(
  db: Database,
  options: { userId: string; email: string; adoptPreview: AdoptPreview },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const at = new Date();
    if (!(await markEmailVerified(tx, { userId: options.userId, at }))) return false;
    const workspaceId = await findOwnedWorkspaceId(tx, options.userId);
    if (workspaceId) await options.adoptPreview(tx, { workspaceId, email: options.email, at });
    return true;
  });
}

/**
 * An invitation accepted with its token proves the address as the verification link does: the
 * token was e-mailed to that address only (decision 097). Called in the acceptance's transaction,
 * for a viewer signed in with the invited address; an owner's own workspace adopts their preview,
 * as on verification. Returns whether this call verified the address.
 */
export async function confirmAddressByInvitation(
  tx: Executor,
  options: { userId: string; email: string; at: Date; adoptPreview: AdoptPreview },
): Promise<boolean> {
  if (!(await markEmailVerified(tx, { userId: options.userId, at: options.at }))) return false;
  const workspaceId = await findOwnedWorkspaceId(tx, options.userId);
  if (workspaceId) await options.adoptPreview(tx, { workspaceId, email: options.email, at: options.at });
  return true;
}
