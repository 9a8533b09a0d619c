/**
 * Sizes and counts in chat text. Each parser returns the last mention in the message (people
 * correct themselves: "150 sq ft, sorry, 180 sq ft"), or undefined when there is none.
 */

import { SINGLE_NUMBER_WORDS, spelledNumbersAsDigits } from '../number-words';
import { allMatches } from '../regex-matches';
import { parseSize } from './sizes';

const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const LENGTH_UNIT = `(?:ft|feet|foot|'|in|inch|inches|"|″|m|cm|mm|met(?:er|re)s?)`;

const toNumber = (digits: string) => Number(digits.replace(/,/g, ''));

/** Square feet per item, from an area ("150 sq ft", "14 m²") or two sides in any units (sizes.ts). */
export function parseSquareFootage(text: string): number | undefined {
  return parseSize(text)?.squareFeet;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...SINGLE_NUMBER_WORDS,
  dozen: 12,
  'a dozen': 12,
  'a couple of': 2,
  'a couple': 2,
  'a pair of': 2,
};
const COUNT = `(?<count>\\d{1,4}|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/ /g, '\\s+'))
  .join('|')})`;
/** Things counted in a quote; the count may stand up to two words before ("3 white cargo vans"). */
const ITEM = String.raw`(?:cars?|(?:mini|camper|cargo)?vans?|(?:box\s?|food\s?|fire\s?)?trucks?|vehicles?|sprinters?|suvs?|pickups?|trailers?|bus(?:es)?|sedans?|coupes?|boats?|signs?|banners?|wraps?|decals?|stickers?|units?|pieces?|copies)`;
// Not the second side of a size ("10 x 15 ft banner"), and no unit between count and item.
const COUNT_BEFORE_ITEM = new RegExp(
  `(?<![\\p{L}\\p{N}.,$€£-])(?<!(?:x|×|\\*|by)\\s?)${COUNT}\\s+(?:(?!${LENGTH_UNIT}\\s|sq\\b|square\\b)[\\p{L}-]+\\s+){0,2}?${ITEM}(?![\\p{L}])`,
  'giu',
);
const COUNT_AFTER = new RegExp(
  `(?:${ITEM}\\s?[x×]\\s?|\\b(?:qty|quantity)\\s*(?:of\\s+|[:=]\\s*)?|\\bfleet\\s+of\\s+)(?<count>\\d{1,4})(?![\\p{N}.,])`,
  'giu',
);

/**
 * A count after a size, as an order list writes it: "6x3 x3", "6x3 x 3", "6 x 3 ft x3", "2x4
 * times 5", "6x3 (x3)". Not a third side ("16x8x8", "16 x 8 x 8"): a third measure is written as
 * the first two are, so the count's "x" is spaced differently from the size's, or in brackets.
 */
const SIDE_NUM = String.raw`\d+(?:\.\d+)?`;
const SIDE_UNIT = `(?:ft|'|"|m|cm|in)`;
const COUNT_AFTER_SIZE = new RegExp(
  String.raw`(?:(?<![\p{L}\p{N}.,])${SIDE_NUM}${SIDE_UNIT}?[x×]${SIDE_NUM}${SIDE_UNIT}?\s+(?:[x×]\s?|times\s+)|(?<![\p{L}\p{N}.,])${SIDE_NUM}\s?${SIDE_UNIT}?\s+[x×]\s+${SIDE_NUM}\s?(?:${SIDE_UNIT}|feet|foot)?\s+(?:[x×]|times\s+)|${SIDE_NUM}\s?(?:${SIDE_UNIT}|feet|foot)?\s*\(\s?[x×]\s?)(?<count>\d{1,3})(?![\p{N}]|[.,]\d|\s?(?:[x×*]|by)(?![\p{L}])|\s?(?:ft|feet|foot|'|"|m|cm|mm|in|inch|inches|sq)(?![\p{L}]))`,
  'giu',
);

const SIZE_WITH_X = /\d\s?(?:ft|'|"|m|cm|in|feet|foot)?\s?[x×]/i;

const MAX_PARSED_QUANTITY = 1000;

/** A digit followed by an article or a possessive is a word in text-speak ("4 a", "2 my"). */
const DIGIT_AS_WORD = /^\d+\s+(?:a|an|the|my|our|your|his|her|their|me|us)\s/iu;

function countValue(word: string): number {
  const key = word.toLowerCase().replace(/\s+/g, ' ');
  return NUMBER_WORDS[key] ?? toNumber(key);
}

/** How many items: "3 vans", "two trucks", "a fleet of 12", "sprinters x2", "qty 4". */
export function parseQuantity(written: string): number | undefined {
  const text = spelledNumbersAsDigits(written);
  const found: { at: number; value: number }[] = [];
  // The count after a size is looked for only after a size written with an "x" (most messages have none).
  const patterns = SIZE_WITH_X.test(text)
    ? [COUNT_BEFORE_ITEM, COUNT_AFTER, COUNT_AFTER_SIZE]
    : [COUNT_BEFORE_ITEM, COUNT_AFTER];
  for (const pattern of patterns) {
    for (const m of allMatches(text, pattern)) {
      // "4 a full wrap", "2 my van": the digit stands for "for" or "to", nothing is counted.
      if (pattern === COUNT_BEFORE_ITEM && DIGIT_AS_WORD.test(m[0])) continue;
      const value = countValue(m.groups!.count!);
      // Years and model numbers ("my 2019 van") are not counts.
      if (Number.isInteger(value) && value >= 1 && value <= MAX_PARSED_QUANTITY)
        found.push({ at: m.index, value });
    }
  }
  return found.sort((a, b) => a.at - b.at).at(-1)?.value;
}

/** A number in digits or in words ("two", "a dozen"), as the counts are written. */
const ANY_NUMBER = `(?:${NUM}|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/ /g, '\\s+'))
  .join('|')})`;

/**
 * A bare number that corrects the one given before ("oops I meant 180", "make it two", "sorry,
 * 180", "I meant 2 not 3", a new estimate: "it's more like 185", "closer to 200"): which detail it replaces (the size or the count) depends on the
 * conversation, so the caller decides (extractQuoteRequest); "not 3" says which. Only read when
 * the message names no size or count itself.
 */
const CORRECTION = new RegExp(
  String.raw`(?<![\p{L}])(?:i\s+meant|meant\s+to\s+(?:say|write|type)|make\s+(?:it|that)|change\s+(?:it|that)\s+to|(?:oops|sorry|actually|correction|typo)\W+(?:i\s+meant\s+|it'?s\s+|make\s+it\s+)?|(?:more|closer)\s+like|closer\s+to|nearer(?:\s+to)?)\s*(?<n>${ANY_NUMBER})(?![\p{L}\p{N}%$€£])(?:\s*(?:,\s*)?(?:not|instead\s+of|rather\s+than)\s+(?:the\s+)?(?<was>${ANY_NUMBER})(?![\p{L}\p{N}]))?`,
  'iu',
);

export interface Correction {
  value: number;
  /** The number it replaces, when the visitor says ("2 not 3"). */
  replaces?: number;
}

export function parseCorrection(text: string): Correction | undefined {
  const match = CORRECTION.exec(spelledNumbersAsDigits(text));
  if (!match) return undefined;
  const value = countValue(match.groups!.n!);
  if (!(value > 0)) return undefined;
  const was = match.groups!.was;
  return was === undefined ? { value } : { value, replaces: countValue(was) };
}

/**
 * A new count for the job already described: "what if I need 3 of them", "we'd want 5", "3 of
 * those", "make it two of them". A bare number after "need"/"want" is a count only when it is
 * small: "need 180" after a size more likely corrects the size, so it is left unread rather than
 * guessed at.
 */
const COUNT_OF_THEM = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,$€£])(?<n>${ANY_NUMBER})\s+of\s+(?:them|those|these|each|it)(?![\p{L}])`,
  'iu',
);
/**
 * A number shared out one to each of something: "make it 3, one for each entrance", "2 please,
 * one per side", "4 - one for every door". Each is one item, so the number counts the items.
 */
const ONE_EACH = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,$€£])(?<n>${ANY_NUMBER})(?![\p{L}\p{N}])[^.?!\p{N}]{0,20}?(?<![\p{L}])one\s+(?:for\s+(?:each|every|both)|each|per|apiece|on\s+(?:each|every))(?![\p{L}])`,
  'iu',
);
const COUNT_NEEDED =
  /(?<![\p{L}])(?:need|needed|want|order|get|buy|take)\s+(?<n>\d{1,2})(?:\s+(?:copies|pieces|units|please|pls))?\s*[?.!]*\s*$/iu;
const MAX_BARE_COUNT = 50;

export function parseFollowUpQuantity(written: string): number | undefined {
  const text = spelledNumbersAsDigits(written);
  const ofThem = COUNT_OF_THEM.exec(text);
  if (ofThem) {
    const value = countValue(ofThem.groups!.n!);
    return Number.isInteger(value) && value >= 1 && value <= MAX_PARSED_QUANTITY ? value : undefined;
  }
  const each = ONE_EACH.exec(text);
  if (each) {
    const value = countValue(each.groups!.n!);
    if (Number.isInteger(value) && value >= 1 && value <= MAX_PARSED_QUANTITY) return value;
  }
  const needed = COUNT_NEEDED.exec(text);
  if (!needed) return undefined;
  const value = Number(needed.groups!.n!);
  return value >= 1 && value <= MAX_BARE_COUNT ? value : undefined;
}
