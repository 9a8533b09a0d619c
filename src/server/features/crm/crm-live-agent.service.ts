import type { Executor } from '../../db/client';
import { saveLiveAgent } from './crm.repository';

/**
 * Deploy Live Agent with GoHighLevel connected: notes on the connection which agent now feeds its
 * location. Nothing is sent to the provider (it documents no endpoint for installing an agent,
 * decision 034): the agent's leads reach the location through the sync every change already
 * takes. Returns the location, or null when no CRM is connected. Runs in the caller's transaction.
 */
export async function recordLiveAgentForCrm(
  tx: Executor,
  input: { workspaceId: string; agentId: string; at: Date },
): Promise<{ locationId: string | null } | null> {
  return saveLiveAgent(tx, input);
}
