import { describe, expect, it } from 'vitest';
import { capturedLogger } from '../../../../test/helpers/llm-turn';
import { CHAT_EVENTS } from '../../../domain/chat';
import { FALLBACK_ROUTING } from '../../../domain/lead-routing';
import { planConversationStart } from './conversation-start';

const base = {
  conversationId: 'c0a80101-0000-4000-8000-000000000001',
  customerId: 'c0a80101-0000-4000-8000-000000000002',
  agentType: 'quote' as const,
  firstMessage: 'hi',
  at: new Date('2026-05-04T09:30:00.000Z'),
};

describe('planConversationStart', () => {
  it('scores the first message and records the start and the routing decision', () => {
    const plan = planConversationStart({ ...base, logger: capturedLogger().logger });
    expect(plan.events.map((e) => e.eventType)).toEqual([
      CHAT_EVENTS.conversationStarted,
      CHAT_EVENTS.routingDecision,
    ]);
    expect(plan.events[0]!.data).toEqual({
      agent_type: 'quote',
      customer_id: base.customerId,
      platform: 'website',
    });
    expect(plan.events[1]!.data).toMatchObject({ ...plan.routing, customer_id: base.customerId });
  });

  it('falls back to standard_queue priority 5 when scoring fails, and logs why', () => {
    const log = capturedLogger();
    const plan = planConversationStart({
      ...base,
      logger: log.logger,
      score: () => {
        throw new Error('scoring service down');
      },
    });
    expect(plan.routing).toEqual(FALLBACK_ROUTING);
    expect(FALLBACK_ROUTING).toMatchObject({ action: 'standard_queue', priority: 5 });
    expect(plan.events[1]!.data).toMatchObject({ action: 'standard_queue', priority: 5 });
    expect(log.lines().map((line) => line.msg)).toContain('lead scoring failed');
  });
});
