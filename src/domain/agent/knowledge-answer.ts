import { findPrices } from './price-guard';

/** A knowledge item the server retrieved for the visitor's message (same shape as the chat engine's). */
export interface KnowledgeHit {
  id: string;
  title: string;
  content: string;
  category: string;
  /** Full-text rank; higher is better. */
  rank: number;
}

export interface KnowledgeAnswer {
  /** Sentences copied from one item, in their original order. */
  facts: string;
  sourceId: string;
}

export type KnowledgeLookup =
  | { kind: 'answer'; answer: KnowledgeAnswer }
  /** Only sentences stating prices matched: the question is answered with a quote instead. */
  | { kind: 'prices_only'; sourceId: string }
  | { kind: 'none' };

export const MAX_FACT_SENTENCES = 2;
export const MAX_FACTS_LENGTH = 500;

const STOP_WORDS = new Set(
  (
    'a an and or but of to in on at for with from by about as is are was were be been do does did ' +
    'you your yours we our us i me my it its this that these those there here what which who whom ' +
    'how when where why can could would will should shall may might must have has had any some ' +
    'much many please hi hello hey thanks thank tell know want need like get got just also so ' +
    'if then than not no yes ok okay too very really more most one'
  ).split(' '),
);

/** A crude stem, so "wraps", "wrapping" and "wrap" meet; only ever compared with itself. */
function stem(word: string): string {
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}

export function queryTerms(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !STOP_WORDS.has(w));
  return new Set(words.map(stem));
}

/** Sentences end at . ! ? followed by a space and a capital, digit or quote ("$2,800.00" stays whole). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“(])/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function score(sentence: string, terms: ReadonlySet<string>): number {
  const words = queryTerms(sentence);
  let hits = 0;
  for (const term of terms) if (words.has(term)) hits++;
  return hits;
}

function cap(text: string): string {
  if (text.length <= MAX_FACTS_LENGTH) return text;
  const cut = text.slice(0, MAX_FACTS_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * The sentences of the best-ranked item that share words with the question, verbatim: the one
 * or two that match best, in the item's own order. Items are tried from the highest rank down;
 * an item none of whose sentences match is skipped. Sentences stating a price are never quoted
 * (every amount an agent says must come from the quote engine), so when the best matching
 * item's matching sentences all carry prices the answer is 'prices_only'.
 */
export function lookUpKnowledge(question: string, hits: readonly KnowledgeHit[]): KnowledgeLookup {
  const terms = queryTerms(question);
  if (terms.size === 0) return { kind: 'none' };
  const ranked = [...hits].sort((a, b) => b.rank - a.rank);

  for (const hit of ranked) {
    const scored = splitSentences(hit.content)
      .map((sentence, index) => ({ sentence, index, score: score(sentence, terms) }))
      .filter((s) => s.score > 0);
    if (scored.length === 0) continue;
    const quotable = scored.filter((s) => findPrices(s.sentence).length === 0);
    if (quotable.length === 0) return { kind: 'prices_only', sourceId: hit.id };
    const best = [...quotable]
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, MAX_FACT_SENTENCES)
      .sort((a, b) => a.index - b.index);
    return {
      kind: 'answer',
      answer: { facts: cap(best.map((s) => s.sentence).join(' ')), sourceId: hit.id },
    };
  }
  return { kind: 'none' };
}
