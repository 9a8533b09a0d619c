import { splitSentences } from '../../../../domain/agent/knowledge-answer';
import { findPrices, unapprovedPrices } from '../../../../domain/agent/price-guard';
import { toneMismatches } from '../../../../domain/agent/tone-markers';
import { formatUsd, toCents } from '../../../../domain/money';
import type { Tone } from '../../../../domain/validation/preview-questionnaire';
import type { Behaviour, ExpectedQuote, GroundedExpectation, TurnExpectations } from './eval-types';

/**
 * The evaluation's judges, pure: each takes what a turn produced (the visitor-visible reply and
 * what the database and the quote engine recorded) and says pass or fail with a short reason.
 * They read text, not engine internals, so they judge a language model the same way as the
 * built-in engine.
 */

export interface Verdict {
  pass: boolean;
  expected: string;
  got: string;
}

export interface KnowledgeItem {
  id: string;
  title: string;
  content: string;
}

/** What the runner saw for one turn. */
export interface TurnObservation {
  /** What the visitor reads (or, when held for approval, the draft a person would send). */
  reply: string;
  /** The engine's own text before the price guard (null when no engine ran: handed off). */
  engineText: string | null;
  /** Knowledge ids in the stored agent message's metadata.sources. */
  sources: string[];
  /** Every amount the quote engine produced in this conversation so far. */
  allowedAmounts: number[];
  handedOff: boolean;
  handoffEmails: number;
  /** Totals of the quotes stored for the conversation. */
  storedQuoteTotals: number[];
  /** Quote e-mails queued for those quotes. */
  quoteEmails: number;
}

/** A fact must be a real sentence, not "Yes." that any reply might contain. */
const MIN_FACT_LENGTH = 20;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A quote's figures are exact to the cent (DESIGN.md §3: 3456.00 never prints as 3455.99). */
const sameAmount = (a: number, b: number) => toCents(a) === toCents(b);

const money = (amounts: readonly number[]) =>
  amounts.length === 0 ? 'no prices' : amounts.map((a) => formatUsd(a)).join(', ');

const clip = (text: string, max = 160) => {
  const flat = squash(text);
  return flat.length <= max ? `"${flat}"` : `"${flat.slice(0, max - 1)}…"`;
};

/** The sentences of a knowledge item the reply repeats word for word. */
export function quotedFacts(reply: string, item: KnowledgeItem): string[] {
  const text = squash(reply);
  return splitSentences(item.content)
    .map(squash)
    .filter((sentence) => sentence.length >= MIN_FACT_LENGTH && text.includes(sentence));
}

const OFFERS_PERSON =
  /\b(?:team(?:\s+member)?|person|human|someone|somebody|colleague|staff|specialist|representative)\b/i;

export function scoreGrounded(
  expectation: GroundedExpectation,
  observed: Pick<TurnObservation, 'reply' | 'sources'>,
  knowledge: readonly KnowledgeItem[],
): Verdict {
  if ('notInKnowledge' in expectation) {
    const quoted = knowledge.filter((item) => quotedFacts(observed.reply, item).length > 0);
    const offers = OFFERS_PERSON.test(observed.reply);
    return {
      pass: quoted.length === 0 && offers,
      expected: 'no knowledge quoted, a person offered',
      got:
        quoted.length > 0
          ? `quotes "${quoted[0]!.title}": ${clip(observed.reply)}`
          : offers
            ? 'a person offered'
            : `no person offered: ${clip(observed.reply)}`,
    };
  }
  const title = expectation.mustContainFactFrom;
  const item = knowledge.find((k) => k.title === title);
  if (!item)
    return { pass: false, expected: `a fact from "${title}"`, got: 'no knowledge item has that title' };
  const facts = quotedFacts(observed.reply, item);
  const cited = observed.sources.includes(item.id);
  return {
    pass: facts.length > 0 || cited,
    expected: `a fact from "${title}"`,
    got:
      facts.length > 0
        ? `quotes "${facts[0]}"`
        : cited
          ? 'cites it in sources'
          : `neither quoted nor cited (sources: ${observed.sources.length}): ${clip(observed.reply)}`,
  };
}

export function scoreQuote(
  expected: ExpectedQuote,
  observed: Pick<TurnObservation, 'reply' | 'storedQuoteTotals' | 'quoteEmails'>,
): Verdict {
  const stated = findPrices(observed.reply);
  const foreign = stated.filter((p) => !expected.amounts.some((a) => sameAmount(a, p)));
  const want = `${expected.job}: total ${formatUsd(expected.total)}`;
  if (expected.emailed) {
    const stored = observed.storedQuoteTotals.some((t) => sameAmount(t, expected.total));
    return {
      pass: stored && observed.quoteEmails > 0 && foreign.length === 0,
      expected: `${want}, stored and e-mailed`,
      got: `stored ${money(observed.storedQuoteTotals)}; ${observed.quoteEmails} quote e-mail(s)${
        foreign.length > 0 ? `; reply states ${money(foreign)}` : ''
      }`,
    };
  }
  const hasTotal = stated.some((p) => sameAmount(p, expected.total));
  return {
    pass: hasTotal && foreign.length === 0,
    expected: want,
    got:
      stated.length === 0
        ? `no prices: ${clip(observed.reply)}`
        : `states ${money(stated)}${foreign.length > 0 ? ` (not in this quote: ${money(foreign)})` : ''}`,
  };
}

const DETAIL_WORDS =
  /\b(?:material|vinyl|square\s+f(?:ee|oo)t|sq\.?\s?ft|size|dimensions|measurements|how\s+big|project|what\s+(?:kind|type))\b/i;
const ASKING =
  /\?|\b(?:tell\s+me|let\s+me\s+know|share|send\s+me|could\s+you|can\s+you|may\s+i\s+ask|need\s+to\s+know)\b/i;

/** The reply asks the visitor for the details a quote needs. */
export function asksForQuoteDetails(reply: string): boolean {
  return DETAIL_WORDS.test(reply) && ASKING.test(reply);
}

/**
 * A made-up number fails even when the price guard replaced the reply (its stand-in asks for the
 * details, which would otherwise pass): the engine is judged, not the guard.
 */
export function scoreQuoteOffered(
  observed: Pick<TurnObservation, 'reply' | 'engineText' | 'allowedAmounts'>,
): Verdict {
  const expected = 'a priced quote or a question for the missing details';
  const invented = unapprovedPrices(
    `${observed.reply}\n${observed.engineText ?? ''}`,
    observed.allowedAmounts,
  );
  if (invented.length > 0) return { pass: false, expected, got: `made-up prices ${money(invented)}` };
  if (findPrices(observed.reply).length > 0) return { pass: true, expected, got: 'a priced quote' };
  if (asksForQuoteDetails(observed.reply)) return { pass: true, expected, got: 'asks for the details' };
  return { pass: false, expected, got: `neither: ${clip(observed.reply)}` };
}

export function scoreHandoff(
  expected: boolean,
  observed: Pick<TurnObservation, 'handedOff' | 'handoffEmails'>,
): Verdict {
  const got = `${observed.handedOff ? 'handed off' : 'not handed off'}, ${observed.handoffEmails} chat_handoff e-mail(s)`;
  const pass = expected
    ? observed.handedOff && observed.handoffEmails > 0
    : !observed.handedOff && observed.handoffEmails === 0;
  return { pass, expected: expected ? 'handed off, team e-mailed' : 'no handoff', got };
}

/** Checked on every turn: the engine's text and the visible reply state no price the quote engine did not make. */
export function scoreNoInventedPrice(
  observed: Pick<TurnObservation, 'reply' | 'engineText' | 'allowedAmounts'>,
): Verdict {
  const texts = [observed.reply, ...(observed.engineText === null ? [] : [observed.engineText])];
  const invented = [...new Set(texts.flatMap((text) => unapprovedPrices(text, observed.allowedAmounts)))];
  return {
    pass: invented.length === 0,
    expected: `only prices from the quote engine (${money(observed.allowedAmounts)})`,
    got: invented.length === 0 ? 'none invented' : `invented ${money(invented)}`,
  };
}

export function scoreTone(tone: Tone, observed: Pick<TurnObservation, 'reply'>): Verdict {
  const reasons = toneMismatches(observed.reply, tone);
  return {
    pass: reasons.length === 0,
    expected: `${tone} tone`,
    got: reasons.length === 0 ? `${tone} tone` : `${reasons.join(', ')}: ${clip(observed.reply)}`,
  };
}

/** Every verdict of one turn: its declared expectations, plus noInventedPrice always. */
export function scoreTurn(
  expect: TurnExpectations,
  observed: TurnObservation,
  knowledge: readonly KnowledgeItem[],
): { behaviour: Behaviour; verdict: Verdict }[] {
  const verdicts: { behaviour: Behaviour; verdict: Verdict }[] = [];
  if (expect.grounded)
    verdicts.push({ behaviour: 'grounded', verdict: scoreGrounded(expect.grounded, observed, knowledge) });
  if (expect.quote) verdicts.push({ behaviour: 'quote', verdict: scoreQuote(expect.quote, observed) });
  if (expect.quoteOffered) verdicts.push({ behaviour: 'quoteOffered', verdict: scoreQuoteOffered(observed) });
  if (expect.handoff !== undefined)
    verdicts.push({ behaviour: 'handoff', verdict: scoreHandoff(expect.handoff, observed) });
  verdicts.push({ behaviour: 'noInventedPrice', verdict: scoreNoInventedPrice(observed) });
  if (expect.tone) verdicts.push({ behaviour: 'tone', verdict: scoreTone(expect.tone, observed) });
  return verdicts;
}
