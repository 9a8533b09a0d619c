import type { AgentType } from '../agent-types';
import type { QuoteCalculation } from '../quote-engine';
import { formatSquareFeet, missingDetailsText } from '../quote-engine-messages';
import { allMatches } from '../regex-matches';
import type { Tone } from '../validation/preview-questionnaire';
import { MATERIALS } from '../validation/secure-quote';
import { isTopic } from './concepts';
import { englishGloss, glossAsksPrice, jobRendering } from './foreign-words';
import { detectIntents, type Intent, primaryIntent } from './intents';
import {
  askedParts,
  type KnowledgeAnswer,
  type KnowledgeHit,
  lookUpAnswers,
  lookUpKnowledge,
  lookUpOverview,
  lookUpTopic,
  MAX_FACT_SENTENCES,
  queryTerms,
  questionParts,
  splitSentences,
  withStatedPrices,
} from './knowledge-answer';
import { onlySmallTalk, type ReplyLanguage, saysThanks } from './language';
import { foreignAnswer, foreignQuote, foreignReply } from './language-replies';
import {
  askForQuoteDetails,
  bookingLine,
  greetingLine,
  handoffLine,
  objectionLine,
  offerQuoteEmail,
  orderStatusLine,
  personaLine,
  presentKnowledge,
  presentQuote,
  unknownLine,
} from './persona';
import { findPrices } from './price-guard';
import { extractQuoteRequest } from './quote-request';

/**
 * The built-in engine's brain, pure: given what the server already knows about the turn (the
 * intents, retrieved knowledge, the quote calculation), it decides what to do and words the
 * reply. The server carries out the action (hand off, create and e-mail the quote).
 */

export interface ComposeReplyInput {
  agentType: AgentType;
  tone: Tone;
  /** Picks wording variants; e.g. the number of messages so far. */
  seed: number;
  /** The visitor's latest message: knowledge sentences are chosen by the words they share with it. */
  message: string;
  intents: readonly Intent[];
  knowledge: readonly KnowledgeHit[];
  /** The engine's result for this conversation's request so far; null when nothing was priced. */
  quote: QuoteCalculation | null;
  customerEmailKnown: boolean;
  quoteAlreadyCreated: boolean;
  /**
   * The latest message changed the details of a job described earlier ("oops I meant 180", "what
   * if I need 3 of them", "and in reflective?"): the quote is worked out again from them.
   */
  quoteUpdated?: boolean;
  /** The agent's previous reply offered to bring in a person (see endsWithHandoffOffer). */
  offeredHandoff?: boolean;
  /** False when the workspace has no job pricing set up (a shop): it quotes no jobs. */
  pricesJobs?: boolean;
  /** The visitor's language (detectLanguage); English when unset. */
  language?: ReplyLanguage;
  /** The workspace's name, to find the knowledge item that says what the business does. */
  businessName?: string;
  /** The job's size as the visitor wrote it, when not in square feet (sizeAsWritten). */
  sizeAsWritten?: { written: string; squareFeet: number };
}

export type ReplyAction =
  | 'greet'
  | 'answer'
  | 'ask_quote_details'
  | 'present_quote'
  /** The server creates the quote and e-mails it to the known address. */
  | 'email_quote'
  | 'ask_email'
  | 'acknowledge_contact'
  | 'acknowledge'
  | 'booking'
  | 'objection'
  | 'offer_handoff'
  | 'handoff';

export interface ComposedReply {
  text: string;
  action: ReplyAction;
  /** Ids of the knowledge items quoted. */
  sources: string[];
  /** Every amount written in the text; all of them come from the quote calculation. */
  quotedAmounts: number[];
  /** The server should hand the conversation to a person. */
  handoff: boolean;
}

const reply = (text: string, action: ReplyAction, extra: Partial<ComposedReply> = {}): ComposedReply => ({
  text,
  action,
  sources: [],
  quotedAmounts: [],
  handoff: false,
  ...extra,
});

const ALL_DETAILS = ['projectType', 'material', 'squareFootage'] as const;

/** Price questions are only ever answered from the calculation: ask, explain a refusal, or present. */
function quoteReply(input: ComposeReplyInput, lead = ''): ComposedReply {
  const { tone, seed, quote } = input;
  const prefix = lead ? `${lead} ` : '';
  if (quote === null) {
    return reply(
      prefix + askForQuoteDetails(tone, seed, missingDetailsText(ALL_DETAILS, MATERIALS)),
      'ask_quote_details',
    );
  }
  if (!quote.ok && quote.missing.length > 0) {
    const details = quote.details ?? missingDetailsText(quote.missing, MATERIALS);
    return reply(prefix + askForQuoteDetails(tone, seed, details), 'ask_quote_details');
  }
  if (!quote.ok) {
    // Details the visitor can fix (a material or add-on we do not sell, an odd size) are asked
    // again; a job too large or a business without pricing needs a person.
    const fixable = [
      'unknown_project_type',
      'unknown_material',
      'unknown_upsell',
      'invalid_size',
      'invalid_quantity',
    ];
    if (quote.problem && fixable.includes(quote.problem))
      return reply(prefix + quote.message, 'ask_quote_details');
    // The message says why already ("larger than I can quote", no prices yet): only the offer follows.
    return reply(`${prefix}${quote.message} ${personaLine(tone, 'offerPerson', seed)}`, 'offer_handoff');
  }
  const presented = presentQuote(tone, seed, quote.quote);
  const closing = input.quoteAlreadyCreated
    ? personaLine(tone, 'quoteReady', seed)
    : offerQuoteEmail(tone, seed, input.customerEmailKnown);
  return reply(`${prefix}${sizeRead(input)}${presented.text}\n${closing}`, 'present_quote', {
    quotedAmounts: presented.amounts,
  });
}

/**
 * "3 m x 1 m works out to 32.29 sq ft.": a size given in other units is priced in square feet, and
 * the visitor sees what it was read as.
 */
function sizeRead(input: ComposeReplyInput): string {
  const size = input.sizeAsWritten;
  if (!size || !input.quote?.ok || input.quote.quote.squareFootage !== size.squareFeet) return '';
  return `${size.written} works out to ${formatSquareFeet(size.squareFeet)}. `;
}

/**
 * "How much is window tint on top of a wrap?", "what's the minimum order?": the price of a thing
 * the knowledge states itself, found in the one item about it (distinctive), is that price, as
 * written, while the job is not described yet; the quote for a described job is the quote
 * engine's. The next step asks for what the job's quote still needs.
 */
function statedPriceReply(input: ComposeReplyInput): ComposedReply | null {
  if (input.quote?.ok || givesJobDetails(input.message)) return null;
  const stated = statedPriceOf(input);
  if (stated === null) return null;
  const { tone, seed, quote } = input;
  const next =
    input.agentType === 'quote' && quote && !quote.ok && quote.missing.length > 0
      ? askForQuoteDetails(tone, seed, quote.details ?? missingDetailsText(quote.missing, MATERIALS))
      : nextStep(input);
  return reply(`${presentKnowledge(tone, seed, stated.facts, input.message)} ${next}`, 'answer', {
    sources: [stated.sourceId],
    quotedAmounts: findPrices(stated.facts),
  });
}

/**
 * The price sentences of the one item about the thing asked: those the look-up found priced
 * only, or else, where the owner's prices may be quoted (statedPricesOf), its answer when that
 * states a price ("Every job has a one-time setup fee of $400.00…" for "is there a setup
 * charge?", an item that also says something in words).
 */
function statedPriceOf(input: ComposeReplyInput): { facts: string; sourceId: string } | null {
  const found = lookUpKnowledge(input.message, input.knowledge);
  if (found.kind === 'prices_only' && found.distinctive && found.facts !== '') return found;
  const which = statedPricesOf(input);
  if (which === null) return null;
  const said = withStatedPrices(which, () => lookUpKnowledge(input.message, input.knowledge));
  return said.kind === 'answer' && said.answer.distinctive && findPrices(said.answer.facts).length > 0
    ? said.answer
    : null;
}

/**
 * "How much to strip the old wrap off before…?", "does your price include tax?": a price word,
 * but asked about a topic an item is titled with (removal, tax), and no job described (no size,
 * count or material, nor a project beside another question). The price words only frame it, and a clause opening with "before",
 * "after"… only says when: each clause is looked up without them. The item's answer comes first,
 * then what the quote still needs.
 */
function topicOfPriceReply(input: ComposeReplyInput): ComposedReply | null {
  const { projectType, squareFootage, quantity, material } = extractQuoteRequest([input.message]);
  if (input.quote?.ok || squareFootage !== undefined || quantity !== undefined || material !== undefined)
    return null;
  // "How much is a van wrap, and what's the warranty?" asks the job's price too.
  // "Got a quote last week for the box truck, how long is it good for?" names the job in a statement.
  const parts = questionParts(input.message);
  if (projectType !== undefined && parts.length > 1 && parts.some(asksJobPrice)) return null;
  const unframed = input.message.replace(PRICE_FRAME, ' ');
  const clauses = unframed.split(CLAUSE_OPENING);
  const answered = (answer: KnowledgeAnswer) =>
    reply(
      `${presentKnowledge(input.tone, input.seed, answer.facts, input.message)} ${nextStep(input)}`,
      'answer',
      {
        sources: [answer.sourceId],
      },
    );
  for (const clause of clauses) {
    const answer = lookUpTopic(clause, input.knowledge);
    if (answer) return answered(answer);
  }
  // "How long is the quote good for?": a topic no item is titled with, but which the answering
  // sentence states ("Quotes are valid for 30 days.").
  const topics = [...queryTerms(input.message)].filter(isTopic);
  if (topics.length === 0) return null;
  for (const asked of [...askedParts(input.message), unframed]) {
    const found = lookUpKnowledge(asked, input.knowledge);
    if (found.kind === 'answer' && topics.some((t) => queryTerms(found.answer.facts).has(t)))
      return answered(found.answer);
  }
  // Asked how long a quote holds and the knowledge does not say: a person confirms, rather than
  // a pitch for a new quote.
  if (topics.includes(VALIDITY)) return reply(unknownLine(input.tone, input.seed), 'offer_handoff');
  return null;
}
const VALIDITY = [...queryTerms('valid')][0]!;
/**
 * A part that asks what a named job costs ("how much is a van wrap"), not a statement about one,
 * nor the price of a topic done to the thing it names ("what do you charge to take off an old
 * wrap?" asks the removal's price: the wrap is what is removed).
 */
const asksJobPrice = (part: string) =>
  QUESTION_OPENING.test(part) &&
  asksPrice(part) &&
  extractQuoteRequest([part]).projectType !== undefined &&
  ![...queryTerms(part.replace(PRICE_FRAME, ' '))].some(isTopic);
const QUESTION_OPENING = /^(?:how|what|whats|what's|can|could|do|does|is|are|would|will)\b|\?\s*$/i;
const PRICE_FRAME = /\b(?:how\s+much|prices?|pricing|costs?|quotes?|quoted|charges?|fees?|rates?)\b/gi;
const CLAUSE_OPENING = /\s+(?=(?:before|after|once|while|because|so\s+that)\s)/i;

/** The quote, and the knowledge's answers to the message's other questions after it. */
function quoteWithAnswers(input: ComposeReplyInput): ComposedReply {
  const quoted = quoteReply(input);
  const answers = sideAnswers(input);
  if (answers.length === 0) return quoted;
  const facts = answers.map((a) => a.facts).join(' ');
  return {
    ...quoted,
    text: `${quoted.text}\n${personaLine(input.tone, 'alsoAnswer', input.seed, { facts })}`,
    sources: [...quoted.sources, ...answers.map((a) => a.sourceId)],
  };
}

/** The message itself names a project type, material, size, count or add-on. */
function givesQuoteDetails(message: string): boolean {
  return Object.keys(extractQuoteRequest([message])).length > 0;
}

/**
 * The message gives the job's size or count: it describes a job to price. A material or a vehicle
 * named in a question ("does reflective show at night?") may be asking about it instead.
 */
function givesJobDetails(message: string): boolean {
  const { squareFootage, quantity } = extractQuoteRequest([message]);
  return squareFootage !== undefined || quantity !== undefined;
}

/**
 * What the agent offers next after an answer: the quote agent its quote, the others more help. A
 * quote agent without prices (an owner who has not set them yet) cannot make the quote it offers.
 */
function nextStep(input: ComposeReplyInput): string {
  const offersQuote = input.agentType === 'quote' && input.pricesJobs !== false;
  return personaLine(input.tone, 'nextStep', offersQuote ? 0 : 1);
}

/** A part of a message that asks a price, which only the quote engine answers. */
const asksPrice = (part: string) => detectIntents(part).includes('price_quote');

/**
 * The knowledge's answers to the questions of a message that are not price questions ("how much
 * for a 3x5 banner, and how fast can you print it?" → how fast), to go with the quote.
 */
function sideAnswers(input: ComposeReplyInput): KnowledgeAnswer[] {
  const parts = questionParts(input.message);
  if (parts.length < 2) return [];
  const answers: KnowledgeAnswer[] = [];
  for (const part of parts) {
    if (asksPrice(part)) continue;
    const found = lookUpKnowledge(part, input.knowledge);
    if (found.kind === 'answer' && !answers.some((a) => a.sourceId === found.answer.sourceId))
      answers.push(found.answer);
  }
  return answers.slice(0, 2);
}

/**
 * Which of the owner's written prices an answer may quote, verbatim (withStatedPrices): a business
 * that prices no jobs states them all; a quote agent those of fixed things (delivery, a fee), and
 * none while the visitor describes a job, whose price is the quote engine's alone.
 */
function statedPricesOf(input: ComposeReplyInput): 'all' | 'fixed' | null {
  if (input.pricesJobs === false && input.agentType !== 'quote') return 'all';
  return givesQuoteDetails(input.message) ? null : 'fixed';
}

function knowledgeReply(input: ComposeReplyInput): ComposedReply | null {
  const which = statedPricesOf(input);
  const lookUp = <T>(look: () => T): T => (which ? withStatedPrices(which, look) : look());
  // Several questions in one message are each answered (lookUpAnswers), one item each.
  const all = lookUp(() => lookUpAnswers(input.message, input.knowledge));
  const found = all.length > 0 ? null : lookUp(() => lookUpKnowledge(input.message, input.knowledge));
  if (all.length > 0) {
    const facts = all.map((a) => a.facts).join(' ');
    const text = presentKnowledge(input.tone, input.seed, facts, input.message);
    const { quote } = input;
    // The quote agent steers a visitor who describes a project towards the quote.
    const steer =
      input.agentType === 'quote' &&
      quote &&
      !quote.ok &&
      quote.missing.length > 0 &&
      givesQuoteDetails(input.message)
        ? ` ${askForQuoteDetails(input.tone, input.seed, quote.details ?? missingDetailsText(quote.missing, MATERIALS))}`
        : ` ${nextStep(input)}`;
    // The amounts are the owner's, quoted as written in the facts.
    return reply(text + steer, 'answer', {
      sources: all.map((a) => a.sourceId),
      quotedAmounts: findPrices(facts),
    });
  }
  if (found?.kind === 'prices_only') {
    const stated = statedPriceReply(input);
    if (stated) return stated;
    const lead = personaLine(input.tone, 'pricesViaQuote', input.seed);
    return { ...quoteReply(input, lead), sources: [found.sourceId] };
  }
  return null;
}

/**
 * The message answers the quote questions: it names a material, size, count or add-on, or it is
 * not a question ("a van wrap"). "Do you sell car parts?" names a vehicle but asks about
 * something else; pricing a car wrap would pretend to know.
 */
function answersQuoteQuestions(message: string, intents: readonly Intent[]): boolean {
  const { projectType, ...details } = extractQuoteRequest([message]);
  if (details.squareFootage !== undefined || details.quantity !== undefined) return true;
  // A material named in a question ("calendered is as good as cast, what do you use?") may be
  // what is asked about; one named in a short reply ("premium, please") answers the quote's question.
  if (Object.keys(details).length > 0)
    return !intents.includes('product_question') || message.split(/\s+/).length <= QUOTE_ANSWER_MAX_WORDS;
  // Naming a vehicle in a question or a story ("got my van wrapped last month, it's fine") is not
  // a request for a quote; a short answer ("a van wrap", "full wrap for my sprinter") is.
  return (
    projectType !== undefined &&
    !intents.includes('product_question') &&
    message.split(/\s+/).length <= QUOTE_ANSWER_MAX_WORDS
  );
}

const QUOTE_ANSWER_MAX_WORDS = 8;

/** What the agent can do for the visitor, by agent type (a clause after "I can"). */
const CAPABILITIES: Readonly<Record<AgentType, string>> = {
  quote:
    'prepare an instant, itemised quote for your project, answer questions about our work and bring in a team member whenever you like',
  shop: 'help you find the right product, check on an order and answer questions about delivery and returns',
  social: 'answer your questions about our business and put you in touch with our team',
};

/**
 * "Hello, anyone there?": a greeting back and what the agent can help with, so the visitor knows
 * what to ask, in every workspace, whatever its knowledge holds. The persona's greeting opens (its
 * first sentence) and its line on what the agent can do follows.
 */
function greetingReply(input: ComposeReplyInput): ComposedReply {
  const hello = greetingLine(input.tone, input.seed).split(/(?<=[.!?])\s+/)[0]!;
  const offer = personaLine(input.tone, 'capabilities', input.seed, {
    details: CAPABILITIES[input.agentType],
  });
  return reply(`${hello} ${offer}`, 'greet');
}

/** "What can you do?": what the business does (its own words, when the knowledge says), then the agent. */
function capabilitiesReply(input: ComposeReplyInput): ComposedReply {
  const about = lookUpOverview(input.knowledge, input.businessName);
  const lead = about ? `${about.facts} ` : '';
  const text =
    lead + personaLine(input.tone, 'capabilities', input.seed, { details: CAPABILITIES[input.agentType] });
  return reply(text, 'greet', { sources: about ? [about.sourceId] : [] });
}

/**
 * The answers to a question in another language: each of its questions ("¿aceptan Afterpay? y
 * ¿cuánto cuesta el envío?") is rendered and looked up on its own, as English questions are
 * (lookUpAnswers), then the whole message's rendering when no single question was answered.
 */
function foreignAnswers(input: ComposeReplyInput, language: ReplyLanguage): KnowledgeAnswer[] {
  const found = new Map<string, KnowledgeAnswer>();
  const parts = input.message.split(/[?¿!¡.;\n]+/u).filter((part) => part.trim() !== '');
  for (const part of parts.length > 1 ? parts : []) {
    const gloss = englishGloss(part, language);
    if (gloss === '') continue;
    for (const answer of [...publishedPrice(gloss, input), ...lookUpAnswers(gloss, input.knowledge)])
      if (!found.has(answer.sourceId)) found.set(answer.sourceId, answer);
  }
  if (found.size > 0) return [...found.values()];
  const gloss = englishGloss(input.message, language);
  const priced = publishedPrice(gloss, input);
  return priced.length > 0 ? priced : lookUpAnswers(gloss, input.knowledge);
}

/**
 * "¿Cuánto cuesta el envío?" to a shop: what it charges for delivery is a price it publishes
 * (decision 042's knowledge prices), quoted as written when the business prices no jobs; a
 * business that does keeps every other amount for the quote engine.
 */
function publishedPrice(gloss: string, input: ComposeReplyInput): KnowledgeAnswer[] {
  if (input.pricesJobs !== false || !glossAsksPrice(gloss)) return [];
  // What the price is of ("shipping"), looked up without the price words, and that item's
  // sentences stating prices.
  const topic = gloss
    .split(' ')
    .filter((w) => w !== 'price' && w !== 'quote')
    .join(' ');
  const found = topic === '' ? null : lookUpKnowledge(topic, input.knowledge);
  const sourceId =
    found?.kind === 'answer' ? found.answer.sourceId : found?.kind === 'prices_only' ? found.sourceId : null;
  const item = input.knowledge.find((hit) => hit.id === sourceId);
  const priced = item ? splitSentences(item.content).filter((s) => findPrices(s).length > 0) : [];
  return item && priced.length > 0
    ? [{ facts: priced.slice(0, MAX_FACT_SENTENCES).join(' '), sourceId: item.id }]
    : [];
}

/** A visitor writing in another language: small talk answered in it, anything else for a person. */
function foreignLanguageReply(input: ComposeReplyInput, primary: Intent | null): ComposedReply | null {
  const language = input.language ?? 'en';
  if (language === 'en') return null;
  // "Combien coûte une banderole de 3 mètres sur 1 ? Merci": thanks closing a question or a job
  // described is politeness; what is asked is answered.
  const asksBeside =
    input.message.includes('?') ||
    (input.quote !== null && givesJobDetails(jobRendering(input.message, language)));
  if (primary === 'thanks' || (saysThanks(input.message) && !asksBeside))
    return reply(foreignReply(language, 'thanks', input.agentType)!, 'acknowledge');
  const greeting = () => reply(foreignReply(language, 'greeting', input.agentType)!, 'greet');
  const smallTalk = primary === null || primary === 'greeting' || primary === 'capabilities';
  if ((smallTalk || onlySmallTalk(input.message, language)) && englishGloss(input.message, language) === '')
    return greeting();
  // A question the knowledge answers is answered, framed in the visitor's language; a job to
  // price is quoted (or its missing details asked) by the quote engine, framed the same way; a
  // complaint or a question the knowledge does not answer goes to a person who writes in it.
  const gloss = englishGloss(input.message, language);
  const quotesJobs =
    input.agentType === 'quote' &&
    (glossAsksPrice(gloss) ||
      (input.quote !== null && givesJobDetails(jobRendering(input.message, language))));
  if (quotesJobs && input.quote !== null && !input.quoteAlreadyCreated) {
    const quoted = quoteReply(input);
    if (quoted.action !== 'offer_handoff' && quoted.action !== 'handoff')
      return { ...quoted, text: foreignQuote(language, quoted.text) };
  }
  const answers = gloss === '' || quotesJobs ? [] : foreignAnswers(input, language);
  if (answers.length > 0) {
    const facts = answers.map((a) => a.facts).join(' ');
    return reply(foreignAnswer(language, facts), 'answer', {
      sources: answers.map((a) => a.sourceId),
      quotedAmounts: findPrices(facts),
    });
  }
  // A greeting that also names a topic the knowledge does not answer is still a greeting.
  if (smallTalk) return greeting();
  return reply(foreignReply(language, 'followUp', input.agentType)!, 'handoff', { handoff: true });
}

/** Nothing in the knowledge: a visitor answering the quote questions gets the quote flow, others a person. */
const noAnswer = (input: ComposeReplyInput) =>
  answersQuoteQuestions(input.message, input.intents)
    ? quoteReply(input)
    : reply(unknownLine(input.tone, input.seed), 'offer_handoff');

/** What a message that changes the job may otherwise be: not a complaint, a booking or a yes. */
const REPRICED_AFTER: readonly (Intent | null)[] = [
  null,
  'price_quote',
  'objection',
  'product_question',
  'thanks',
];

/** Faults a customer reports of work or goods delivered ("bubbles all over", "peeling at the edges"). */
const DEFECTS =
  /(?<![\p{L}])(?:peel(?:s|ed|ing)?|bubbl(?:e|es|ed|ing)|lift(?:s|ed|ing)|fad(?:e|es|ed|ing)|crack(?:s|ed|ing)?|scratch(?:es|ed)?|torn|tears?|rip(?:s|ped)?|dent(?:s|ed)?|discolou?r(?:ed|ing)?|shr(?:ank|unk)|stain(?:s|ed)?)(?![\p{L}])/giu;

/**
 * What the knowledge says of the fault a complaint reports (the warranty on peeling, say), so the
 * wronged customer reads where they stand while a person takes over. Only the fault's own words
 * are looked up: the rest of a complaint ("my van", "last month") would find unrelated items.
 */
function defectAnswers(input: ComposeReplyInput): KnowledgeAnswer[] {
  const defects = allMatches(input.message, DEFECTS).map((m) => m[0]);
  if (defects.length === 0) return [];
  const found = lookUpKnowledge(defects.join(' '), input.knowledge);
  return found.kind === 'answer' ? [found.answer] : [];
}

/**
 * Decides by the primary intent (see INTENT_PRECEDENCE), with one exception: a visitor who says
 * yes to the quote or gives the address for it gets it e-mailed, whatever else the message holds,
 * unless they object or ask for a person.
 */
export function composeReply(input: ComposeReplyInput): ComposedReply {
  const { tone, seed, intents } = input;
  const primary = primaryIntent(intents);
  const priced = input.quote?.ok === true && !input.quoteAlreadyCreated;
  const wantsQuoteSent = intents.includes('confirm') || intents.includes('contact_given');

  // An angry or wronged visitor gets an apology and a person, whatever else the message asks.
  // When it also asks something the knowledge answers ("is that covered by the warranty?"), the
  // answer comes with the apology.
  if (intents.includes('complaint')) {
    const asked = intents.includes('product_question') ? lookUpAnswers(input.message, input.knowledge) : [];
    const answers = asked.length > 0 ? asked : defectAnswers(input);
    const facts = answers.map((a) => a.facts).join(' ');
    const apology = personaLine(tone, 'apology', seed);
    return reply(
      facts ? `${apology}\n${personaLine(tone, 'alsoAnswer', seed, { facts })}` : apology,
      'handoff',
      { handoff: true, sources: answers.map((a) => a.sourceId) },
    );
  }
  if (primary === 'human_request') return reply(handoffLine(tone, seed), 'handoff', { handoff: true });
  const foreign = foreignLanguageReply(input, primary);
  if (foreign) return foreign;
  if (primary === 'order_status') return reply(orderStatusLine(tone, seed), 'handoff', { handoff: true });
  // "Yes please" to "Would you like me to bring in a team member?" is asking for a person.
  if (input.offeredHandoff && primary === 'confirm')
    return reply(handoffLine(tone, seed), 'handoff', { handoff: true });
  if (priced && wantsQuoteSent && primary !== 'objection' && primary !== 'booking') {
    // Asked the price in this very message ("I'm Tom, tom@… How much for …?"): show it too.
    const askedPrice = intents.includes('price_quote');
    if (!input.customerEmailKnown)
      return askedPrice ? quoteReply(input) : reply(personaLine(tone, 'askEmail', seed), 'ask_email');
    const { quote } = input;
    if (!askedPrice || !quote?.ok) return reply(personaLine(tone, 'emailQuote', seed), 'email_quote');
    const presented = presentQuote(tone, seed, quote.quote);
    return reply(`${presented.text}\n${personaLine(tone, 'emailQuote', seed)}`, 'email_quote', {
      quotedAmounts: presented.amounts,
    });
  }

  if (primary === 'confirm' && input.quote) {
    // A yes with a quote under way: the quote was already sent, or details are still missing.
    return input.quote.ok && input.quoteAlreadyCreated
      ? reply(personaLine(tone, 'quoteReady', seed), 'acknowledge')
      : quoteReply(input);
  }

  // A change to the job already priced or being priced is answered with the new figures, before
  // any knowledge the message also touches ("and in reflective, so it shows at night?").
  // So is a message that itself describes the job in full ("car wrap standard vinyl 180 sq ft with
  // tinting, total?"), whatever knowledge its words also touch.
  if (
    input.quote?.ok &&
    (input.quoteUpdated || givesJobDetails(input.message)) &&
    REPRICED_AFTER.includes(primary)
  )
    return quoteWithAnswers(input);

  // "How much notice do I need to reschedule?", "is there a cheaper option for just the sides?":
  // a question about the policy or the options, answered from the knowledge when it can be.
  if ((primary === 'booking' || primary === 'objection') && intents.includes('product_question')) {
    const answered = knowledgeReply(input);
    if (answered?.action === 'answer') return answered;
  }

  switch (primary) {
    case 'objection':
      // "Do you price match?" to a business without job pricing: no material or size to change;
      // the knowledge answers, or a person does.
      if (input.pricesJobs === false && input.agentType !== 'quote')
        return knowledgeReply(input) ?? noAnswer(input);
      // "Is it cheaper in standard vinyl?" already says what to change: show the new price.
      if (input.quote?.ok && givesQuoteDetails(input.message)) return quoteReply(input);
      return reply(objectionLine(tone, seed), 'objection');
    case 'price_quote': {
      // A business without job pricing (a shop, a boutique) quotes no jobs: its price questions
      // ("how much is shipping if I spend 90 bucks?") are about what it publishes, and an amount
      // in them is an order's value. A quote agent whose owner has not set prices yet is still
      // asked about jobs: it says it cannot price one here and offers a person (quoteReply), rather
      // than answering from whichever item shares a word with the job.
      if (input.pricesJobs === false && input.agentType !== 'quote') {
        const answered = knowledgeReply(input);
        if (answered?.action === 'answer') return answered;
        // No job to price and nothing published on it ("do you price-match Amazon?"): a person.
        return statedPriceReply(input) ?? reply(unknownLine(tone, seed), 'offer_handoff');
      }
      return statedPriceReply(input) ?? topicOfPriceReply(input) ?? quoteWithAnswers(input);
    }
    case 'booking':
      // The team confirms dates in this conversation, so no contact details are needed here.
      return reply(bookingLine(tone, seed), 'booking');
    case 'product_question':
      return knowledgeReply(input) ?? noAnswer(input);
    case 'contact_given':
      return reply(personaLine(tone, 'contactThanks', seed), 'acknowledge_contact');
    case 'capabilities':
      return capabilitiesReply(input);
    case 'greeting':
      return greetingReply(input);
    case 'thanks':
      return reply(personaLine(tone, 'thanksReply', seed), 'acknowledge');
    default:
      // No intent: most often an answer to the quote questions ("premium, 150 sq ft"); otherwise
      // a statement the knowledge may still answer.
      return answersQuoteQuestions(input.message, intents)
        ? quoteReply(input)
        : (knowledgeReply(input) ?? noAnswer(input));
  }
}
