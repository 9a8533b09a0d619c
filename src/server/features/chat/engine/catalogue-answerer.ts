import { rewritePhrases } from '../../../../domain/agent/concepts';
import { ORDER_COMPLAINT_REASON } from '../../../../domain/agent/handoff-reason';
import {
  type KnowledgeHit,
  lookUpAnswers,
  lookUpKnowledge,
  lookUpOverview,
  queryTerms,
  questionParts,
  splitSentences,
} from '../../../../domain/agent/knowledge-answer';
import { personaLine, presentKnowledge, unknownLine } from '../../../../domain/agent/persona';
import { findPrices } from '../../../../domain/agent/price-guard';
import { matchesTone } from '../../../../domain/agent/tone-markers';
import {
  asksForAService,
  asksPrice,
  asksUnstatedQuality,
  ORDER_PROMPT_PHRASE,
  readCatalogueQuestion,
  statesClaim,
  unstatedClaim,
  withoutNames,
} from '../../../../domain/catalogue/catalogue-question';
import {
  type CatalogueReply,
  overviewReply,
  productListReply,
  productReply,
  unknownProductReply,
} from '../../../../domain/catalogue/catalogue-reply';
import type { CatalogueProduct } from '../../../../domain/catalogue/catalogue-types';
import { askForOrderDetails, orderLookupText } from '../../../../domain/catalogue/order-status';
import { mentionedProducts, withoutSizes } from '../../../../domain/catalogue/product-match';
import type { ChatTools, ChatTurnContext, EngineReply } from './chat-engine';

/**
 * The built-in engine's answers from a shop's catalogue and orders, tried before the knowledge
 * answers. Only a workspace that sells products (its catalogue is not empty) is answered here;
 * every other turn, and every turn of a workspace without products, returns null and goes on
 * to the general composer unchanged.
 */

export interface CatalogueAnswerInput {
  context: ChatTurnContext;
  tools: ChatTools;
  visitorMessages: string[];
  /**
   * What the knowledge is looked up with: the latest message, with the previous message's topic
   * when it leans on it ("and if I pay for the fast one"); the catalogue reads the messages.
   */
  message: string;
  previousReply: string | null;
  /** The general intents of the message; a visitor asking for a person is the composer's. */
  intents: readonly string[];
  knowledge: readonly KnowledgeHit[];
}

/** The visitor's own latest message (`message` may carry the previous one's topic). */
const visitorSaid = (input: CatalogueAnswerInput) => input.visitorMessages.at(-1) ?? input.message;

const asReply = (reply: CatalogueReply, sources: string[] = []): EngineReply => ({
  text: reply.text,
  engine: 'builtin',
  quotedAmounts: reply.amounts,
  handoff: false,
  sources,
});

/**
 * A shop's prices of delivery, gift wrap and the like are facts it publishes, not quotes: the
 * general composer sends priced knowledge to the quote flow, which a shop does not have. Here
 * the sentences that state prices and share the question's words are given as they are written,
 * and their amounts are the only ones the reply may carry.
 */
function pricedKnowledgeReply(message: string, knowledge: readonly KnowledgeHit[]): EngineReply | null {
  const found = lookUpKnowledge(message, knowledge);
  const sourceId =
    found.kind === 'answer' ? found.answer.sourceId : found.kind === 'prices_only' ? found.sourceId : null;
  const hit = knowledge.find((k) => k.id === sourceId);
  if (!hit) return null;
  const terms = queryTerms(message);
  const priced = splitSentences(hit.content).filter((sentence) => findPrices(sentence).length > 0);
  const sharing = priced.filter((sentence) => [...queryTerms(sentence)].some((t) => terms.has(t)));
  // The item answers the question; its priced sentences may say "costs" where the visitor said "shipping".
  const sentences = sharing.length > 0 ? sharing : priced;
  if (sentences.length === 0) return null;
  const text = sentences.slice(0, 2).join(' ');
  return asReply({ text, amounts: findPrices(text) }, [hit.id]);
}

const asksPriceOf = (part: string, knowledge: readonly KnowledgeHit[]) =>
  asksPrice(part) || lookUpKnowledge(part, knowledge).kind === 'prices_only';

/**
 * "Do you take Klarna? Also what's the minimum for free shipping": each question answered from
 * its own item, the priced ones as written. Only when one of them is priced; the general composer
 * answers several unpriced questions itself.
 */
function severalQuestionsReply(message: string, knowledge: readonly KnowledgeHit[]): EngineReply | null {
  const parts = questionParts(message);
  if (parts.length < 2) return null;
  const pieces: { text: string; sources: string[]; priced: boolean }[] = [];
  for (const part of parts) {
    const found = lookUpKnowledge(part, knowledge);
    const priced = pricedKnowledgeReply(part, knowledge);
    // The priced sentence is the answer when asked for a price, or when it holds more of the
    // question ("the minimum for free shipping" → "free on orders over $100").
    const terms = queryTerms(part);
    const held = (text: string) => [...queryTerms(text)].filter((t) => terms.has(t)).length;
    const usePriced =
      priced !== null &&
      (asksPriceOf(part, knowledge) ||
        found.kind !== 'answer' ||
        held(priced.text) > held(found.answer.facts));
    const piece = usePriced
      ? { text: priced.text, sources: priced.sources, priced: true }
      : found.kind === 'answer'
        ? { text: found.answer.facts, sources: [found.answer.sourceId], priced: false }
        : null;
    if (piece && !pieces.some((p) => p.text === piece.text)) pieces.push(piece);
  }
  if (pieces.length < 2 || !pieces.some((p) => p.priced)) return null;
  const text = pieces.map((p) => p.text).join(' ');
  return asReply({ text, amounts: findPrices(text) }, [...new Set(pieces.flatMap((p) => p.sources))]);
}

function offersReply(input: CatalogueAnswerInput): EngineReply | null {
  const found = lookUpKnowledge(input.message, input.knowledge);
  if (found.kind !== 'answer') return null;
  const { tone } = input.context.workspace;
  return asReply(
    {
      text: presentKnowledge(tone, input.context.history.length, found.answer.facts, visitorSaid(input)),
      amounts: [],
    },
    [found.answer.sourceId],
  );
}

/**
 * A product named in a question that asks none of what its card says (price, stock, sizes,
 * colours, material, care): "can I get the chinos hemmed?", "can you hold a medium for me?", or
 * a policy question that names one ("can I return the linen dress if I wore it once?"). The rest
 * of the message, without the names of every product it mentions, is looked up in the
 * knowledge, each of its questions on its own; when an item answers, that is the answer, and
 * the card is left for a question about the product itself.
 */
function besideNames(message: string, products: readonly CatalogueProduct[]): string {
  // The lexicon's phrases are read first: in "a shorter leg" the word "leg" asks about hemming,
  // though it also names the Straight Leg jeans.
  return withoutSizes(
    withoutNames(rewritePhrases(message.toLowerCase()), mentionedProducts(message, products), {
      keepConcepts: true,
    }),
  );
}

/**
 * "How wide is the chest on a medium, and can the merino sweaters go in the washing machine?":
 * one question a product's card answers and another the knowledge answers; each is answered, the
 * card's part from the card and the other from its item.
 */
function cardAndKnowledgeReply(
  message: string,
  products: readonly CatalogueProduct[],
  input: CatalogueAnswerInput,
): EngineReply | null {
  const parts = questionParts(message);
  if (parts.length < 2) return null;
  const texts: string[] = [];
  const sources: string[] = [];
  const amounts: number[] = [];
  let fromCard = false;
  for (const part of parts) {
    const asked = readCatalogueQuestion([part], products);
    if (asked?.kind === 'products' && asked.facets.length > 0 && asked.products.length === 1) {
      const card = productReply(asked.products[0]!, asked.facets, asked.size);
      texts.push(card.text);
      amounts.push(...card.amounts);
      fromCard = true;
      continue;
    }
    const [answer] = lookUpAnswers(besideNames(part, products), input.knowledge);
    if (answer && !sources.includes(answer.sourceId)) {
      texts.push(answer.facts);
      sources.push(answer.sourceId);
    }
  }
  if (!fromCard || sources.length === 0) return null;
  return { ...asReply({ text: texts.join(' '), amounts }), sources };
}

function askedBesideProducts(
  message: string,
  products: readonly CatalogueProduct[],
  input: CatalogueAnswerInput,
): EngineReply | null {
  const rest = besideNames(message, products);
  const answers = lookUpAnswers(rest, input.knowledge);
  // "…can I still split that with Klarna": the answering item states it with its price.
  if (answers.length === 0) return pricedKnowledgeReply(rest, input.knowledge);
  const { tone } = input.context.workspace;
  return asReply(
    {
      text: presentKnowledge(
        tone,
        input.context.history.length,
        answers.map((a) => a.facts).join(' '),
        visitorSaid(input),
      ),
      amounts: [],
    },
    answers.map((a) => a.sourceId),
  );
}

/**
 * "Does the organic tee fade? What's the best way to wash it so the colour stays?": the card gives
 * the product's own care line, and the shop's care advice (the knowledge's item on it, which
 * says how to keep the colour) answers the rest; both are given, the card first.
 */
function withCareAdvice(
  card: CatalogueReply,
  message: string,
  products: readonly CatalogueProduct[],
  input: CatalogueAnswerInput,
): EngineReply {
  const [advice] = lookUpAnswers(besideNames(message, products), input.knowledge);
  if (!advice || card.text.includes(advice.facts)) return asReply(card);
  return asReply({ text: `${card.text} ${advice.facts}`, amounts: card.amounts }, [advice.sourceId]);
}

/**
 * "How much is a styling session?": no product, but the one knowledge item about the thing asked
 * (distinctive) says what it costs in words ("the first consultation is free").
 */
function serviceReply(input: CatalogueAnswerInput): EngineReply | null {
  const found = lookUpKnowledge(input.message, input.knowledge);
  if (found.kind !== 'answer' || !found.answer.distinctive) return null;
  const { tone } = input.context.workspace;
  return asReply(
    {
      text: presentKnowledge(tone, input.context.history.length, found.answer.facts, visitorSaid(input)),
      amounts: [],
    },
    [found.answer.sourceId],
  );
}

/**
 * "Never got any tracking email, how am I supposed to know where it is?": an order asked after
 * that speaks of how orders are followed (tracking) is told how, from the knowledge, before its
 * details are asked for; the visitor learns why no e-mail came and what to do.
 */
const TRACKING = [...queryTerms('tracking')][0]!;

function trackingExplained(input: CatalogueAnswerInput): { facts: string; sourceId: string } | null {
  if (!queryTerms(input.message).has(TRACKING)) return null;
  const found = lookUpKnowledge(input.message, input.knowledge);
  if (found.kind !== 'answer') return null;
  // The request for the order's details follows: a sentence of the item saying the same is left out.
  const facts = splitSentences(found.answer.facts)
    .filter((sentence) => !sentence.includes(ORDER_PROMPT_PHRASE))
    .join(' ');
  return facts === '' ? null : { facts, sourceId: found.answer.sourceId };
}

/**
 * A card's plain sentence ("The Breton top in size S is in stock.") carries no tone: in a
 * workspace whose tone it misses (casual, premium, urgent), it is framed by the persona's words
 * for an answer, so the shop sounds the same whether the card or the knowledge answers.
 */
export async function answerFromCatalogue(input: CatalogueAnswerInput): Promise<EngineReply | null> {
  const answer = await catalogueAnswer(input);
  const { tone } = input.context.workspace;
  if (!answer) return answer;
  // "Is there a minimum spend for that?" after "do you take Klarna?": the sentence that answered
  // the first question answers the second too ("…with Klarna on orders over $50"). Said again
  // word for word it reads as a stuck bot; framed, it is an answer to the new question.
  if (answer.text === input.previousReply) {
    const seed = input.context.history.length;
    const framed = [seed + 1, seed + 2]
      .map((s) => presentKnowledge(tone, s, answer.text, visitorSaid(input)))
      .find((text) => text !== input.previousReply);
    if (framed) return { ...answer, text: framed };
  }
  if (matchesTone(answer.text, tone)) return answer;
  const framed = presentKnowledge(tone, input.context.history.length, answer.text, visitorSaid(input));
  return matchesTone(framed, tone) ? { ...answer, text: framed } : answer;
}

const ABOUT_TITLE = /(?<![\p{L}])about(?![\p{L}])/iu;

async function catalogueAnswer(input: CatalogueAnswerInput): Promise<EngineReply | null> {
  const { tools, visitorMessages, context } = input;
  if (!tools.catalogue || input.intents.includes('human_request')) return null;
  const products = await tools.catalogue.products();
  if (products.length === 0) return null;
  const { message } = input;
  const question = readCatalogueQuestion(visitorMessages, products, input.previousReply);

  // A wronged customer gets the composer's apology and a person, whatever product they name; an
  // order they name with its address is still looked up, and a person takes over as well: the
  // apology comes first, so a parcel marked delivered but missing is never answered by its status alone.
  if (input.intents.includes('complaint')) {
    if (question?.kind !== 'order_status' || !question.orderNumber || !question.email) return null;
    const lookup = await tools.catalogue.lookUpOrder(question.orderNumber, question.email);
    await tools.handOff(ORDER_COMPLAINT_REASON);
    const apology = personaLine(context.workspace.tone, 'apology', context.history.length);
    return { ...asReply({ text: `${apology}\n${orderLookupText(lookup)}`, amounts: [] }), handoff: true };
  }

  switch (question?.kind) {
    case 'order_status': {
      const { orderNumber, email } = question;
      if (!orderNumber || !email) {
        const ask = askForOrderDetails({ orderNumber: !orderNumber, email: !email });
        const told = trackingExplained(input);
        return told
          ? asReply({ text: `${told.facts}\n${ask}`, amounts: [] }, [told.sourceId])
          : asReply({ text: ask, amounts: [] });
      }
      const lookup = await tools.catalogue.lookUpOrder(orderNumber, email);
      return asReply({ text: orderLookupText(lookup), amounts: [] });
    }
    case 'products': {
      // "Is the linen dress see-through?" and the card does not say: a person answers, not the card.
      if (question.facets.length === 0 && asksUnstatedQuality(message, question.products))
        return asReply({ text: unknownLine(context.workspace.tone, context.history.length), amounts: [] });
      // "Is the rain jacket PFAS free?", "does the linen dress shrink?": a claim the card does not
      // make, asked of the product itself. The knowledge answers it beside the product only where
      // the answering item speaks of the claim ("…come in recycled packaging?"), not by a chance
      // word ("wears" against the About item's "everyday wear").
      const claim = question.facets.every((f) => f === 'material' || f === 'care')
        ? unstatedClaim(message, question.products)
        : [];
      const unknown = () =>
        asReply({ text: unknownLine(context.workspace.tone, context.history.length), amounts: [] });
      if (question.facets.length === 0) {
        const asked = askedBesideProducts(message, products, input);
        if (asked && (claim.length === 0 || statesClaim(asked.text, claim))) return asked;
        if (claim.length > 0) return unknown();
        // A service the knowledge does not mention (printing a logo on them): a person decides,
        // the product card would answer something else.
        if (asksForAService(message))
          return asReply({
            text: unknownLine(context.workspace.tone, context.history.length),
            amounts: [],
          });
      }
      if (claim.length > 0) return unknown();
      const both = cardAndKnowledgeReply(message, products, input);
      if (both) return both;
      const [only, ...others] = question.products;
      if (others.length > 0) return asReply(productListReply(question.products));
      const card = productReply(only!, question.facets, question.size);
      return question.facets.includes('care')
        ? withCareAdvice(card, message, products, input)
        : asReply(card);
    }
    case 'overview': {
      // "What do you sell besides dresses?": the shop's own words on what it is lead, when its
      // About item was found for the question, then the range from the catalogue.
      const range = overviewReply(context.workspace.name, products);
      const about = lookUpOverview(
        input.knowledge.filter((hit) => ABOUT_TITLE.test(hit.title)),
        context.workspace.name,
      );
      return about
        ? asReply({ ...range, text: `${about.facts} ${range.text}` }, [about.sourceId])
        : asReply(range);
    }
    case 'unknown_product':
      return (
        pricedKnowledgeReply(message, input.knowledge) ??
        serviceReply(input) ??
        asReply(unknownProductReply(products))
      );
    default:
      // Only what something costs is answered here (asked, or all the answering item says is
      // priced); other questions are the knowledge composer's, but for one kind: a shop's
      // "discount?" is a question about its offers, which the composer would read as haggling
      // over a quote.
      {
        const several = severalQuestionsReply(message, input.knowledge);
        if (several) return several;
      }
      if (asksPriceOf(message, input.knowledge)) return pricedKnowledgeReply(message, input.knowledge);
      if (input.intents.includes('objection')) return offersReply(input);
      // A policy question, size advice or after-sales question that names a product: the names
      // would pull the answer towards the item describing the range ("About …").
      return mentionedProducts(message, products).length > 0
        ? askedBesideProducts(message, products, input)
        : null;
  }
}
