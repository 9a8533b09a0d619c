import { unapprovedPrices } from '../../../domain/agent/price-guard';
import type { Logger } from '../../lib/logger';
import type { EngineReply } from './engine/chat-engine';

/** Sent instead of a reply that named a price the quote engine did not produce. */
export const PRICE_WITHHELD_TEXT =
  'I want to give you an exact figure rather than a guess. Tell me the project type, material and size, and I will prepare a quote.';

/**
 * Defence in depth behind every engine (DESIGN.md §5): a price in a reply must be one the quote
 * tools produced this turn. The LLM engine already falls back to the built-in one on such a
 * reply; this catches anything that still gets through, and says so in the log.
 */
export function guardReplyPrices(
  reply: EngineReply,
  context: { logger: Logger; conversationId: string },
): string {
  const invented = unapprovedPrices(reply.text, reply.quotedAmounts);
  if (invented.length === 0) return reply.text;
  context.logger.error(
    { conversationId: context.conversationId, engine: reply.engine, prices: invented },
    'reply withheld: it named a price the quote engine did not produce',
  );
  return PRICE_WITHHELD_TEXT;
}
