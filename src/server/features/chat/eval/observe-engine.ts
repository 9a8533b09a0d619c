import { quoteAmounts } from '../../../../domain/quote-engine-output';
import type { ChatEngine, ChatTools, EngineReply } from '../engine/chat-engine';

/** What the observer saw of one conversation's turns. */
export interface ConversationRecord {
  /** Every amount the quote engine (or the shop's catalogue) produced for this conversation. */
  amounts: Set<number>;
  /** The engine's latest reply, before the price guard. */
  lastReply: EngineReply | null;
}

export interface ObservedEngine {
  engine: ChatEngine;
  record(conversationId: string): ConversationRecord;
  /** Forget the latest reply (before a turn, so a turn the engine did not answer shows none). */
  clearLastReply(conversationId: string): void;
}

/**
 * Wraps the engine under evaluation without changing what it does: the tools it is handed are
 * the real ones, but every quote they price is noted per conversation, as is the engine's reply
 * before the price guard. That is how "amounts the quote engine produced for this conversation"
 * are known for any engine, built-in or a language model.
 */
export function observeEngine(inner: ChatEngine): ObservedEngine {
  const records = new Map<string, ConversationRecord>();
  const record = (conversationId: string) => {
    let found = records.get(conversationId);
    if (!found) {
      found = { amounts: new Set(), lastReply: null };
      records.set(conversationId, found);
    }
    return found;
  };

  const engine: ChatEngine = {
    name: inner.name,
    async reply(context, tools, options) {
      const seen = record(context.conversationId);
      const note = (amounts: number[]) => {
        for (const amount of amounts) seen.amounts.add(amount);
      };
      const observed: ChatTools = {
        ...tools,
        calculateQuote(request) {
          const result = tools.calculateQuote(request);
          if (result.ok) note(quoteAmounts(result.quote));
          return result;
        },
        async createQuote(request) {
          const created = await tools.createQuote(request);
          note(quoteAmounts(created.quote));
          return created;
        },
      };
      // A shop's product prices come from its catalogue, as a job's price from the quote engine.
      const { catalogue } = tools;
      if (catalogue)
        observed.catalogue = {
          ...catalogue,
          async products() {
            const products = await catalogue.products();
            note(products.map((p) => p.priceCents / 100));
            return products;
          },
        };
      const reply = await inner.reply(context, observed, options);
      seen.lastReply = reply;
      return reply;
    },
  };

  return {
    engine,
    record,
    clearLastReply: (conversationId) => {
      record(conversationId).lastReply = null;
    },
  };
}
