import type { AgentType } from '../../../domain/agent-types';
import { CHAT_EVENTS } from '../../../domain/chat';
import {
  FALLBACK_ROUTING,
  NEW_CONVERSATION_SCORING,
  type RoutingDecision,
  routeLead,
  scoreLead,
} from '../../../domain/lead-routing';
import type { Executor } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { recordEvent } from '../analytics/analytics.repository';
import { insertVisitorCustomer, setConversationRouting } from './chat.repository';

/**
 * What happens once per conversation, on its first message, in the turn's transaction: the
 * spec's 'Website Visitor' customer, the lead score of a new conversation (message count 1,
 * duration 0) and the routing decision with its analytics event. Scoring failing must not lose
 * the conversation, so it falls back to standard_queue with priority 5 (spec §8).
 */
export async function startConversation(
  tx: Executor,
  options: {
    workspaceId: string;
    conversationId: string;
    agentType: AgentType;
    firstMessage: string;
    at: Date;
    logger: Logger;
    /** Replaceable so the fallback can be exercised; the spec's scoring by default. */
    score?: (text: string, now: Date) => RoutingDecision;
  },
): Promise<{ customerId: string; routing: RoutingDecision }> {
  const customerId = await insertVisitorCustomer(tx, options);
  let routing: RoutingDecision;
  try {
    routing = (options.score ?? scoreNewConversation)(options.firstMessage, options.at);
  } catch (error) {
    options.logger.warn({ err: error, conversationId: options.conversationId }, 'lead scoring failed');
    routing = FALLBACK_ROUTING;
  }
  await setConversationRouting(tx, { conversationId: options.conversationId, routing });
  const base = { workspaceId: options.workspaceId, entityId: options.conversationId, at: options.at };
  await recordEvent(tx, {
    ...base,
    eventType: CHAT_EVENTS.conversationStarted,
    data: { agent_type: options.agentType, customer_id: customerId, platform: 'website' },
  });
  await recordEvent(tx, {
    ...base,
    eventType: CHAT_EVENTS.routingDecision,
    data: { ...routing, customer_id: customerId, timestamp: options.at.toISOString() },
  });
  return { customerId, routing };
}

function scoreNewConversation(text: string, now: Date): RoutingDecision {
  return routeLead(
    scoreLead({
      messageCount: NEW_CONVERSATION_SCORING.messageCount,
      sessionDurationSeconds: NEW_CONVERSATION_SCORING.sessionDurationSeconds,
      hasQuote: false,
      conversationCount: 1,
      updatedAt: now,
      now,
      quoteTotals: [],
      text,
    }),
  );
}
