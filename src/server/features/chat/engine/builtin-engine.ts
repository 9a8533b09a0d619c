import { composeReply } from '../../../../domain/agent/compose-reply';
import { withTopicCarried } from '../../../../domain/agent/follow-up';
import { englishGloss, jobRendering } from '../../../../domain/agent/foreign-words';
import { handoffReason } from '../../../../domain/agent/handoff-reason';
import { detectIntents } from '../../../../domain/agent/intents';
import { askedParts, type KnowledgeHit } from '../../../../domain/agent/knowledge-answer';
import { detectLanguage } from '../../../../domain/agent/language';
import { endsWithHandoffOffer } from '../../../../domain/agent/persona';
import { extractQuoteRequest, sizeAsWritten } from '../../../../domain/agent/quote-request';
import type { QuoteCalculation } from '../../../../domain/quote-engine';
import { answerFromCatalogue } from './catalogue-answerer';
import type { ChatEngine, ChatTools, EngineOptions } from './chat-engine';

/**
 * Knowledge items the built-in engine reads per turn. More than it quotes: the composer weighs a
 * question's words by how many of these items hold them, so it needs a few to compare.
 */
export const BUILTIN_KNOWLEDGE_HITS = 10;

/**
 * What "what do you do?" is looked up with: the business's own name (its "About" item names it)
 * and the words a services item uses.
 */
const capabilitiesQuery = (businessName: string) => `${businessName} services products`;

/**
 * Several questions in one message ("what's postage and do you take PayPal?"): the search for the
 * whole message ranks the items that match most of its words, which may leave out the one item a
 * single question needs. Each question is also searched on its own and its items added (a search
 * per question, only for a message that asks two or more).
 */
async function withEachQuestionsItems(
  hits: KnowledgeHit[],
  questions: readonly string[],
  tools: ChatTools,
): Promise<KnowledgeHit[]> {
  if (questions.length < 2) return hits;
  const merged = new Map(hits.map((hit) => [hit.id, hit] as const));
  for (const found of await Promise.all(
    questions.slice(0, MAX_SEARCHED_QUESTIONS).map((q) => tools.searchKnowledge(q, QUESTION_HITS)),
  ))
    for (const hit of found) if (!merged.has(hit.id)) merged.set(hit.id, hit);
  return [...merged.values()];
}
const MAX_SEARCHED_QUESTIONS = 3;
const QUESTION_HITS = 4;

/**
 * "Which one is bigger then?", "which of them lasts longer?": a short question choosing between
 * things the previous message named. It is read, and looked up, with that message before it, as
 * the visitor means it; on its own it names nothing to look up.
 */
const CHOOSES_BETWEEN =
  /(?<![\p{L}])(?:which|what)\s+(?:one|ones|of\s+(?:them|those|these|the\s+two))(?![\p{L}])|(?<![\p{L}])which\s+(?:is|'s|lasts|works|gives|saves)\s+(?:the\s+)?(?:better|best|bigger|biggest|cheaper|cheapest|more|most|less|longer|stronger|larger)(?![\p{L}])/iu;
const MAX_CHOOSING_WORDS = 10;

function withWhatItChoosesFrom(message: string, visitorMessages: readonly string[]): string {
  const previous = visitorMessages.at(-2);
  if (!previous || !CHOOSES_BETWEEN.test(message)) return withTopicCarried(message, previous);
  if (message.split(/\s+/).length > MAX_CHOOSING_WORDS) return message;
  return `${previous}\n${message}`;
}

/** Streams a finished text word by word, so the chat shows it growing like a model's reply. */
function emitInPieces(text: string, options: EngineOptions | undefined): void {
  if (!options?.onDelta) return;
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) options.onDelta(piece);
}

/**
 * The built-in engine (DESIGN.md §5): no network. It recognises the visitor's intents, retrieves
 * the workspace's knowledge with Postgres full-text search, prices through the deterministic
 * quote engine, and lets the pure composer (src/domain/agent/compose-reply.ts) word the reply in
 * the agent's persona and the workspace's tone. It then carries out what the reply promises:
 * creating and e-mailing the quote, or handing the conversation to a person.
 */
export function createBuiltinEngine(): ChatEngine {
  return {
    name: 'builtin',
    async reply(context, tools, options) {
      const visitorMessages = context.history.filter((m) => m.role === 'user').map((m) => m.content);
      const latest = visitorMessages.at(-1) ?? '';
      // What the knowledge is searched for and the reply answers (with the previous message's
      // topic when this one leans on it: follow-up.ts); what the visitor intends is read from
      // their latest message alone.
      const message = withWhatItChoosesFrom(latest, visitorMessages);
      const previousReply = context.history.slice(0, -1).findLast((m) => m.role === 'assistant');
      const intents = detectIntents(latest);
      const language = detectLanguage(latest);
      const asksCapabilities = intents.includes('capabilities') && !intents.includes('price_quote');
      // The knowledge is English: a question in another language is looked up by what it asks about.
      const gloss = language === 'en' ? '' : englishGloss(message, language);
      const knowledge = await withEachQuestionsItems(
        await tools.searchKnowledge(
          asksCapabilities ? capabilitiesQuery(context.workspace.name) : gloss || message,
          BUILTIN_KNOWLEDGE_HITS,
        ),
        language === 'en' && !asksCapabilities ? askedParts(message) : [],
        tools,
      );
      // A shop's products and orders are answered from its catalogue first (catalogue-answerer.ts),
      // in English; a visitor writing in another language is answered by the composer, in theirs.
      const fromCatalogue =
        language === 'en' &&
        (await answerFromCatalogue({
          context,
          tools,
          visitorMessages,
          message,
          previousReply: previousReply?.content ?? null,
          intents,
          knowledge,
        }));
      if (fromCatalogue) {
        emitInPieces(fromCatalogue.text, options);
        return fromCatalogue;
      }
      const quoteOptions = {
        upsells: context.workspace.pricing?.upsells,
        materialPrices: context.workspace.pricing?.materials,
      };
      // A job described in another language is read from its words put in English (numbers and
      // units as written); an English conversation is read as written.
      const jobMessages =
        language === 'en' ? visitorMessages : visitorMessages.map((m) => jobRendering(m, language));
      const request = extractQuoteRequest(jobMessages, quoteOptions);
      // The new message changed a job already described ("oops I meant 180", "and in reflective?").
      const before = extractQuoteRequest(jobMessages.slice(0, -1), quoteOptions);
      const quoteUpdated =
        Object.keys(before).length > 0 && JSON.stringify(before) !== JSON.stringify(request);
      const asksForPrice = intents.includes('price_quote') || Object.keys(request).length > 0;
      const quote: QuoteCalculation | null = asksForPrice ? tools.calculateQuote(request) : null;

      const compose = (seed: number) =>
        composeReply({
          agentType: context.agent.agentType,
          tone: context.workspace.tone,
          seed,
          message,
          intents,
          knowledge,
          quote,
          customerEmailKnown: context.customer.email !== null,
          quoteAlreadyCreated: context.quoted === true,
          quoteUpdated,
          offeredHandoff: previousReply !== undefined && endsWithHandoffOffer(previousReply.content),
          language,
          pricesJobs: context.workspace.pricing !== null,
          businessName: context.workspace.name,
          sizeAsWritten: sizeAsWritten(jobMessages, quoteOptions),
        });
      // One seed per visitor message, so consecutive replies take alternate variants; and never
      // the very same reply twice in a row.
      const seed = visitorMessages.length;
      const first = compose(seed);
      const composed = first.text === previousReply?.content ? compose(seed + 1) : first;

      if (composed.action === 'email_quote') {
        const created = await tools.createQuote(request);
        await tools.sendQuoteEmail(created.quoteId);
      }
      if (composed.handoff) await tools.handOff(handoffReason(intents));
      emitInPieces(composed.text, options);
      return {
        text: composed.text,
        engine: 'builtin',
        quotedAmounts: composed.quotedAmounts,
        handoff: composed.handoff,
        sources: composed.sources,
      };
    },
  };
}
