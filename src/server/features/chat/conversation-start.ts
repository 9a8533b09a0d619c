import type { AgentType } from '../../../domain/agent-types';
import { CHAT_EVENTS } from '../../../domain/chat';
import {
  FALLBACK_ROUTING,
  NEW_CONVERSATION_SCORING,
  type StoredRouting,
  scoreLead,
} from '../../../domain/lead-routing';
import { type EvaluableRule, routeWithRules } from '../../../domain/routing-rules';
import type { Logger } from '../../lib/logger';

export interface ConversationStartOptions {
  conversationId: string;
  customerId: string;
  agentType: AgentType;
  firstMessage: string;
  at: Date;
  logger: Logger;
  /** The workspace's active saved routing rules, tried before the built-in routing. */
  rules?: readonly EvaluableRule[];
  /** Replaceable so the fallback can be exercised; the spec's scoring by default. */
  score?: (text: string, now: Date) => StoredRouting;
}

/** What starting a conversation writes besides its rows: the routing decision and two events. */
export interface ConversationStartPlan {
  routing: StoredRouting;
  events: { eventType: string; data: Record<string, unknown> }[];
}

/**
 * The lead score of a new conversation (message count 1, duration 0), its routing decision and
 * the analytics events recorded with it (spec dashboard §3, §8). Scoring failing must not lose
 * the conversation, so it falls back to standard_queue with priority 5. No I/O: the chat turn
 * hands the plan to chat_accept_turn, which writes it with the conversation in one statement.
 */
export function planConversationStart(options: ConversationStartOptions): ConversationStartPlan {
  let routing: StoredRouting;
  try {
    routing = options.score
      ? options.score(options.firstMessage, options.at)
      : scoreNewConversation(options.firstMessage, options.at, options.rules ?? []);
  } catch (error) {
    options.logger.warn({ err: error, conversationId: options.conversationId }, 'lead scoring failed');
    routing = FALLBACK_ROUTING;
  }
  return {
    routing,
    events: [
      {
        eventType: CHAT_EVENTS.conversationStarted,
        data: { agent_type: options.agentType, customer_id: options.customerId, platform: 'website' },
      },
      {
        eventType: CHAT_EVENTS.routingDecision,
        data: { ...routing, customer_id: options.customerId, timestamp: options.at.toISOString() },
      },
    ],
  };
}

/** The decision with the score it was taken on, so the dashboard and the export can show both. */
function scoreNewConversation(text: string, now: Date, rules: readonly EvaluableRule[]): StoredRouting {
  const score = scoreLead({
    messageCount: NEW_CONVERSATION_SCORING.messageCount,
    sessionDurationSeconds: NEW_CONVERSATION_SCORING.sessionDurationSeconds,
    hasQuote: false,
    conversationCount: 1,
    updatedAt: now,
    now,
    quoteTotals: [],
    text,
  });
  // A new conversation's visitor has no history here yet: no earlier conversation or order.
  return { ...routeWithRules(rules, { score, priorConversations: 0, priorOrders: 0 }), score };
}
