import { type ToolSet, tool } from 'ai';
import { z } from 'zod';
import type { PricedQuote, QuoteRequest } from '../../../../domain/quote-engine';
import { MATERIALS, PROJECT_TYPES } from '../../../../domain/validation/secure-quote';
import { isAppError } from '../../../lib/app-error';
import type { ChatTools } from './chat-engine';
import { createCatalogueLlmTools } from './llm-catalogue-tools';

/** What the tools did this turn; the engine's reply is built from it. */
export interface TurnRecord {
  quotedAmounts: number[];
  sources: string[];
  handoff: boolean;
}

export const KNOWLEDGE_HITS = 4;
/** Characters of one knowledge item given to the model; enough for an answer, bounded for tokens. */
export const KNOWLEDGE_CONTENT_CHARS = 800;

// Models often send null for "not given"; null and undefined mean the same here.
const quoteInput = z.object({
  projectType: z.enum(PROJECT_TYPES).nullish().describe('Kind of project'),
  material: z.enum(MATERIALS).nullish().describe('Material id'),
  squareFootage: z.number().positive().nullish().describe('Area in square feet'),
  quantity: z.number().int().min(1).nullish().describe('How many; default 1'),
  upsellIds: z.array(z.string()).nullish().describe('Ids of extras the visitor wants'),
  description: z.string().max(500).nullish().describe('Short description of the project'),
});
type QuoteInput = z.infer<typeof quoteInput>;

function toQuoteRequest(input: QuoteInput): QuoteRequest {
  const request: QuoteRequest = {};
  if (input.projectType) request.projectType = input.projectType;
  if (input.material) request.material = input.material;
  if (input.squareFootage != null) request.squareFootage = input.squareFootage;
  if (input.quantity != null) request.quantity = input.quantity;
  if (input.upsellIds?.length) request.upsellIds = input.upsellIds;
  if (input.description) request.description = input.description;
  return request;
}

/** Every amount a quote carries: the guard lets the model repeat any of them. */
export function amountsOf(quote: PricedQuote): number[] {
  return [
    quote.totalAmount,
    quote.subtotal,
    quote.taxAmount,
    quote.setupFee,
    quote.materialCost,
    ...quote.lineItems.flatMap((line) =>
      line.unitAmount === undefined ? [line.amount] : [line.amount, line.unitAmount],
    ),
  ];
}

function compactQuote(quote: PricedQuote) {
  return {
    projectType: quote.projectType,
    material: quote.material,
    quantity: quote.quantity,
    squareFootage: quote.squareFootage,
    lineItems: quote.lineItems.map((l) => ({
      label: l.label,
      amount: l.amount,
      ...(l.quantity && l.quantity > 1 ? { quantity: l.quantity, unitAmount: l.unitAmount } : {}),
    })),
    materialCost: quote.materialCost,
    setupFee: quote.setupFee,
    subtotal: quote.subtotal,
    taxAmount: quote.taxAmount,
    totalAmount: quote.totalAmount,
  };
}

/**
 * The ChatTools as AI SDK tools, one to one. Results go back to the model as compact JSON; a
 * failing tool tells the model it failed (AppError messages are written for users, anything
 * else stays in the log) so it can say so instead of the whole turn failing.
 */
export function createLlmTools(
  tools: ChatTools,
  turn: TurnRecord,
  onToolError: (toolName: string, error: unknown) => void,
): ToolSet {
  const record = (amounts: number[]) => {
    for (const amount of amounts) if (!turn.quotedAmounts.includes(amount)) turn.quotedAmounts.push(amount);
  };
  const guarded =
    <I>(name: string, run: (input: I) => Promise<unknown> | unknown) =>
    async (input: I) => {
      try {
        return await run(input);
      } catch (error) {
        onToolError(name, error);
        return {
          ok: false,
          error: isAppError(error)
            ? error.message
            : 'This action failed. Offer to connect the visitor with the team.',
        };
      }
    };

  return {
    ...(tools.catalogue ? createCatalogueLlmTools(tools.catalogue, record, guarded) : {}),
    search_knowledge: tool({
      description:
        "Search the business's knowledge base (services, policies, hours, FAQs). Use before answering any question about the business.",
      inputSchema: z.object({
        query: z.string().min(1).max(200).describe('What to look up, in a few words'),
      }),
      execute: guarded('search_knowledge', async ({ query }: { query: string }) => {
        const hits = await tools.searchKnowledge(query, KNOWLEDGE_HITS);
        for (const hit of hits) if (!turn.sources.includes(hit.id)) turn.sources.push(hit.id);
        return {
          results: hits.map((h) => ({
            title: h.title,
            category: h.category,
            content: h.content.slice(0, KNOWLEDGE_CONTENT_CHARS),
          })),
        };
      }),
    }),
    calculate_quote: tool({
      description:
        "Price a project exactly with the business's pricing rules. Returns the quote, or which details are missing. The only source of prices.",
      inputSchema: quoteInput,
      execute: guarded('calculate_quote', (input: QuoteInput) => {
        const result = tools.calculateQuote(toQuoteRequest(input));
        if (!result.ok) return { ok: false, missing: result.missing, message: result.message };
        record(amountsOf(result.quote));
        return { ok: true, quote: compactQuote(result.quote) };
      }),
    }),
    create_quote: tool({
      description:
        'Save the quote for the visitor (needs their e-mail). Returns the quote number and id for sending it.',
      inputSchema: quoteInput,
      execute: guarded('create_quote', async (input: QuoteInput) => {
        const created = await tools.createQuote(toQuoteRequest(input));
        record(amountsOf(created.quote));
        return {
          ok: true,
          quoteId: created.quoteId,
          quoteNumber: created.quoteNumber,
          quote: compactQuote(created.quote),
        };
      }),
    }),
    send_quote_email: tool({
      description: 'E-mail a saved quote with its payment link to the visitor.',
      inputSchema: z.object({ quoteId: z.string().min(1).describe('quoteId from create_quote') }),
      execute: guarded('send_quote_email', async ({ quoteId }: { quoteId: string }) => {
        await tools.sendQuoteEmail(quoteId);
        return { ok: true };
      }),
    }),
    create_payment_link: tool({
      description: 'Create a payment link for a saved quote.',
      inputSchema: z.object({ quoteId: z.string().min(1).describe('quoteId from create_quote') }),
      execute: guarded('create_payment_link', async ({ quoteId }: { quoteId: string }) => {
        const { url } = await tools.createPaymentLink(quoteId);
        return { ok: true, url };
      }),
    }),
    capture_contact: tool({
      description: "Save the visitor's contact details as soon as they give any.",
      inputSchema: z.object({
        name: z.string().max(100).nullish(),
        email: z.string().max(254).nullish(),
        phone: z.string().max(40).nullish(),
        company: z.string().max(100).nullish(),
      }),
      execute: guarded(
        'capture_contact',
        async (input: {
          name?: string | null;
          email?: string | null;
          phone?: string | null;
          company?: string | null;
        }) => {
          const details = Object.fromEntries(
            Object.entries(input).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
          );
          await tools.captureContact(details);
          return { ok: true };
        },
      ),
    }),
    hand_off: tool({
      description:
        'Hand the conversation to a person on the team (the visitor asked for one, or you cannot help).',
      inputSchema: z.object({ reason: z.string().min(1).max(200).describe('Why, in a few words') }),
      execute: guarded('hand_off', async ({ reason }: { reason: string }) => {
        await tools.handOff(reason);
        turn.handoff = true;
        return { ok: true };
      }),
    }),
  };
}
