import { Writable } from 'node:stream';
import { calculateQuote, type PricingRules, type QuoteRequest } from '../../src/domain/quote-engine';
import type {
  ChatHistoryMessage,
  ChatTools,
  ChatTurnContext,
  ContactDetails,
  KnowledgeHit,
} from '../../src/server/features/chat/engine/chat-engine';
import { createLogger, type Logger } from '../../src/server/lib/logger';

/** Pricing for the chat-engine tests: $12/sq ft premium vinyl, $150 setup, 8 % tax. */
export const TEST_PRICING: PricingRules = {
  currency: 'USD',
  taxRate: 0.08,
  setupFee: 150,
  minimumOrder: 0,
  materialRoundingUsd: 1,
  materials: { 'premium-vinyl': 12, 'standard-vinyl': 8 },
  upsells: [{ id: 'lamination', label: 'Lamination', price: 200 }],
};

export const TEST_KNOWLEDGE: KnowledgeHit[] = [
  {
    id: 'kb-turnaround',
    title: 'Turnaround',
    content: 'Most vehicle wraps are finished within 3 to 5 business days.',
    category: 'services',
    rank: 0.9,
  },
];

export type RecordedToolCall =
  | { tool: 'searchKnowledge'; query: string; limit?: number }
  | { tool: 'calculateQuote' | 'createQuote'; request: QuoteRequest }
  | { tool: 'sendQuoteEmail' | 'createPaymentLink'; quoteId: string }
  | { tool: 'captureContact'; details: ContactDetails }
  | { tool: 'handOff'; reason: string };

/**
 * ChatTools for engine tests: quotes come from the real quote engine, storage is a list of the
 * calls made. It stands in for chat-tools.ts (the database side), not for the engine under test.
 */
export function recordingTools(
  options: { pricing?: PricingRules; failCreateQuote?: Error } = {},
): ChatTools & { calls: RecordedToolCall[] } {
  const pricing = options.pricing ?? TEST_PRICING;
  const calls: RecordedToolCall[] = [];
  return {
    calls,
    async searchKnowledge(query, limit) {
      calls.push({ tool: 'searchKnowledge', query, limit });
      return TEST_KNOWLEDGE;
    },
    calculateQuote(request) {
      calls.push({ tool: 'calculateQuote', request });
      return calculateQuote(pricing, request);
    },
    async createQuote(request) {
      calls.push({ tool: 'createQuote', request });
      if (options.failCreateQuote) throw options.failCreateQuote;
      const result = calculateQuote(pricing, request);
      if (!result.ok) throw new Error(result.message);
      return { quoteId: 'quote-1', quoteNumber: 'Q-2026-0001', quote: result.quote };
    },
    async sendQuoteEmail(quoteId) {
      calls.push({ tool: 'sendQuoteEmail', quoteId });
    },
    async createPaymentLink(quoteId) {
      calls.push({ tool: 'createPaymentLink', quoteId });
      return { url: `http://localhost:3000/pay/${quoteId}` };
    },
    async captureContact(details) {
      calls.push({ tool: 'captureContact', details });
    },
    async handOff(reason) {
      calls.push({ tool: 'handOff', reason });
    },
  };
}

export function turnContext(history: ChatHistoryMessage[] | string): ChatTurnContext {
  return {
    workspace: { id: 'ws-1', name: 'Wrap Masters', tone: 'casual', pricing: TEST_PRICING },
    agent: { id: 'agent-1', agentType: 'quote', name: 'Wendy' },
    history: typeof history === 'string' ? [{ role: 'user', content: history }] : history,
    customer: { id: 'cust-1', name: 'Website Visitor', email: null, phone: null, company: null },
    conversationId: 'conv-1',
  };
}

/** A real pino logger writing JSON lines into memory. */
export function capturedLogger(): {
  logger: Logger;
  lines: () => Record<string, unknown>[];
  raw: () => string;
} {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const raw = () => chunks.join('');
  return {
    logger: createLogger('info', stream),
    raw,
    lines: () =>
      raw()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
