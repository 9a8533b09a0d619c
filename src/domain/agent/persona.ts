import type { AgentType } from '../agent-types';
import { formatUsd } from '../money';
import type { PricedQuote, QuoteLine } from '../quote-engine';
import type { Tone } from '../validation/preview-questionnaire';
import { TEMPLATES, type TemplateKey, WELCOME } from './persona-templates';
import { findPrices } from './price-guard';

/**
 * The built-in engine's voice: reply building blocks per tone (and per agent type for the
 * welcome). Deterministic: the caller passes a seed (e.g. the number of messages so far) and the
 * same seed always gives the same variant, so replies are testable and repeatable.
 */

export type TemplateVars = Partial<Record<'business' | 'agent' | 'facts' | 'details', string>>;

/** Any integer (negative, fractional or huge seeds too) picks one of the variants. */
export function pickVariant<T>(variants: readonly [T, ...T[]], seed: number): T {
  const n = Number.isFinite(seed) ? Math.abs(Math.trunc(seed)) : 0;
  return variants[n % variants.length] as T;
}

function fill(template: string, vars: TemplateVars): string {
  // A function replacer: values are inserted literally, so "$&" in a fact stays as typed.
  return template.replace(
    /\{(business|agent|facts|details)\}/g,
    (_m, key: keyof TemplateVars) => vars[key] ?? '',
  );
}

/** One line of the given kind in the tone's voice. */
export function personaLine(tone: Tone, key: TemplateKey, seed: number, vars: TemplateVars = {}): string {
  const variants = (TEMPLATES[tone] ?? TEMPLATES.professional)[key];
  return fill(pickVariant(variants, seed), vars).trim();
}

export function greetingLine(tone: Tone, seed: number): string {
  return personaLine(tone, 'greeting', seed);
}

/** The live chat's opening message (shown before the visitor writes). */
export function welcomeMessage(
  agentType: AgentType,
  tone: Tone,
  options: { businessName?: string } = {},
): string {
  const template = (WELCOME[tone] ?? WELCOME.professional)[agentType];
  return fill(template, { business: options.businessName?.trim() || 'us' });
}

/** An opening that says yes before the facts ("Yes, happy to explain.", "Sure!"). */
const YES_OPENING = /^(?:yes|sure)(?:\s+thing)?\s*[,.!]\s*/iu;
/** Facts opening with their own yes or no: "Yes, gift wrapping is £3.50.", "No, we don't…". */
const ANSWERS_YES_OR_NO = /^\s*(?:yes|no|yep|nope)\b/iu;
/** What may open a message before its question: a greeting, "so", "and", "ok". */
const LEAD_IN = /^(?:(?:hi|hey|hello|hiya|so|and|ok|okay|also|oh|um|quick question)\b[\s,!.:-]*)+/iu;
/** A question answered by yes or no: "do you hem trousers?", "is there parking", "can I book". */
const YES_NO_QUESTION =
  /^(?:do|does|did|is|are|was|were|can|could|will|would|should|shall|may|have|has|any)\b|^r\s+(?:u|you)\b/iu;
/** A request: "tell me about…", "can you explain…", "please send…", "I'd like to know…". */
const REQUEST =
  /\b(?:tell|explain|show|walk)\s+(?:me|us)\b|\b(?:can|could|would)\s+(?:you|u)\s+(?:please\s+)?(?:tell|explain|describe|send|share|give)\b|\b(?:i'?d|i would) like to know\b|^please\b/iu;
const OFFERS_A_CHOICE = /\sor\s/iu;
/** Facts that say no, or only part of yes ("we ship within the US only"): no "Yes" before them. */
const SAYS_NO = /\b(?:not|no|never|only|cannot|none)\b|n['’]t\b/iu;

/**
 * A "Yes"/"Sure" opening fits a request ("can you explain the warranty?") or a yes/no question
 * whose facts do not say no; before "What are your opening hours?" it reads as the answer to a
 * question nobody asked, and before "we ship within the US only" to "do you ship to Mexico?" it
 * says the opposite of the facts.
 */
export function yesOpeningFits(message: string, facts: string): boolean {
  const sentences = message
    .split(/(?<=[.!?\n])\s+/u)
    .map((s) => s.trim().replace(LEAD_IN, ''))
    .filter((s) => s !== '');
  if (sentences.some((s) => REQUEST.test(s))) return true;
  // "For men too or only women?" offers a choice: a "Yes" answers neither.
  return sentences.some((s) => YES_NO_QUESTION.test(s) && !OFFERS_A_CHOICE.test(s)) && !SAYS_NO.test(facts);
}

/**
 * Facts quoted from the knowledge base, introduced in the tone's words; given the visitor's
 * message, a variant opening with "Yes"/"Sure" loses that opening where it does not fit.
 */
export function presentKnowledge(tone: Tone, seed: number, facts: string, message?: string): string {
  const variants = (TEMPLATES[tone] ?? TEMPLATES.professional).knowledge;
  let template = pickVariant(variants, seed);
  // Facts that answer yes or no themselves ("Yes, gift wrapping is…") are not said yes to again.
  if (
    YES_OPENING.test(template) &&
    (ANSWERS_YES_OR_NO.test(facts) || (message !== undefined && !yesOpeningFits(message, facts)))
  ) {
    const rest = template.replace(YES_OPENING, '');
    template = rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  return fill(template, { facts: facts.trim() }).trim();
}

/** `details` is the engine's clause (missingDetailsText): "which material you would like (…)". */
export function askForQuoteDetails(tone: Tone, seed: number, details: string): string {
  return personaLine(tone, 'askDetails', seed, { details });
}

export function offerQuoteEmail(tone: Tone, seed: number, emailKnown: boolean): string {
  return personaLine(tone, emailKnown ? 'offerEmail' : 'askEmail', seed);
}

export function handoffLine(tone: Tone, seed: number): string {
  return personaLine(tone, 'handoff', seed);
}

/** "I don't know; want a person?", for questions the knowledge base does not answer. */
export function unknownLine(tone: Tone, seed: number): string {
  return personaLine(tone, 'unknown', seed);
}

/**
 * The text ends with an offer to bring in a person (the 'unknown' or 'offerPerson' line of any
 * tone), so a "yes" to it asks for one. The built-in engine reads its own previous reply with this.
 */
export function endsWithHandoffOffer(text: string): boolean {
  const trimmed = text.trim();
  return Object.values(TEMPLATES).some((lines) =>
    [...lines.unknown, ...lines.offerPerson].some((line) => trimmed.endsWith(line)),
  );
}

export function orderStatusLine(tone: Tone, seed: number): string {
  return personaLine(tone, 'orderStatus', seed);
}

export function bookingLine(tone: Tone, seed: number): string {
  return personaLine(tone, 'booking', seed);
}

export function objectionLine(tone: Tone, seed: number): string {
  return personaLine(tone, 'objection', seed);
}

export interface PresentedQuote {
  text: string;
  /** Every amount written in the text, each once. */
  amounts: number[];
}

const GENERIC_LABELS: Record<NonNullable<QuoteLine['kind']>, string> = {
  material: 'Material',
  setup: 'Setup fee',
  upsell: 'Add-on',
  minimum: 'Minimum order top-up',
  flat: 'Project',
};

/** A workspace's own label, unless it carries an amount ("Tint ($350 value)") the quote did not price. */
function safeLabel(line: QuoteLine): string {
  return findPrices(line.label).length === 0 ? line.label : GENERIC_LABELS[line.kind ?? 'flat'];
}

function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(3))}%`;
}

/**
 * The itemised quote: an intro in the tone's words, one line per item, then subtotal, tax and
 * total. Amounts are written by formatUsd from the engine's figures and nothing else.
 */
export function presentQuote(tone: Tone, seed: number, quote: PricedQuote): PresentedQuote {
  const amounts: number[] = [];
  const money = (amount: number) => {
    amounts.push(amount);
    return formatUsd(amount);
  };
  const lines = quote.lineItems.map((line) => {
    const count = line.quantity !== undefined && line.quantity > 1 ? ` (× ${line.quantity})` : '';
    return `- ${safeLabel(line)}${count}: ${money(line.amount)}`;
  });
  const tax = quote.taxRate === undefined ? 'Tax' : `Tax (${percent(quote.taxRate)})`;
  const text = [
    personaLine(tone, 'quoteIntro', seed),
    ...lines,
    `Subtotal: ${money(quote.subtotal)}`,
    `${tax}: ${money(quote.taxAmount)}`,
    `Total: ${money(quote.totalAmount)}`,
  ].join('\n');
  return { text, amounts: [...new Set(amounts)] };
}
