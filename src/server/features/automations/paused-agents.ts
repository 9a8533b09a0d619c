import type { AppDeps } from '../../app-deps';
import { agentsMayRunIn } from '../billing';
import { findFollowUpWorkspaceId } from './automations.repository';

/** A follow-up the workspace's plan held back (canceled, trial over, grace period over). */
export type PausedDecision = { send: false; reason: 'agents_paused' };

/**
 * Follow-up e-mails are the agents acting for the business: a workspace whose plan does not let
 * its agents run (src/domain/billing.ts) sends none. Checked when the timer fires, on the plan as
 * it is then; the timer is spent, as for any other reason not to send.
 */
export async function unlessAgentsPaused<D>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  target: { quoteId: string } | { conversationId: string },
  run: () => Promise<D>,
): Promise<D | PausedDecision> {
  const workspaceId = await findFollowUpWorkspaceId(deps.db, target);
  if (workspaceId && !(await agentsMayRunIn(deps.db, { workspaceId, now: deps.clock() }))) {
    return { send: false, reason: 'agents_paused' };
  }
  return run();
}
