/**
 * A count said of a size, as customers say it (decision 087). Two kinds of count, read apart:
 * - items the quote counts ("three banners 6x3", "6x3 x3", "two signs, each 4 by 2"): the
 *   quantity (quote-request-numbers.ts); the size is one item's;
 * - parts of one item the size is said of ("16 x 7.5 ft, just the two sides", "the sides are
 *   12 ft 6 in x 6'2\"", "each side is 10 by 5", "a 10x4 sign, double-sided"): the item's area is
 *   the size times the parts, and the reply says so ("… on each of the two sides works out to…").
 */

import { spelledNumbersAsDigits } from '../number-words';
import { allMatches } from '../regex-matches';
import { findSizes, forEachPart, measured, type ParsedSize } from './sizes';

/** Cheap gate: most messages with a size name no part at all. */
const ANY_PART = /(?:side|door|panel|face|window|wall|pane|halves|ends)/i;

const COUNT_WORDS: Readonly<Record<string, number>> = { both: 2, two: 2, three: 3, four: 4, five: 5, six: 6 };
const NUMBER_NAMES = ['', 'one', 'two', 'three', 'four', 'five', 'six'];

/** "Both sides", "the two sides", "2 sides", "all three panels", "the two back doors". */
const COUNTED_PARTS =
  /(?<![\p{L}])(?:all\s+)?(?<count>both|two|three|four|five|six|[2-6])\s+(?:of\s+the\s+|the\s+)?(?:(?:back|side|front|rear|glass)\s+)?(?<noun>sides|ends|doors|panels|faces|windows|walls|panes|halves)(?![\p{L}])/giu;
/** "The sides", "each side", "per side", "10 by 5 a side": a thing has two sides to be covered. */
const SIDES = /(?<![\p{L}])(?:sides|(?:each|either|every|per|a)\s+side)(?![\p{L}])/giu;
/** "Double-sided", "printed on both faces": two faces of one sign or banner. */
const TWO_FACED =
  /(?<![\p{L}])(?:(?:double|two|2|both)[\s-]?sided|(?:printed|print)\s+(?:on\s+)?(?:both|two)\s+(?:sides|faces)|both\s+faces)(?![\p{L}])/iu;
/** One part said as one: the size is that part's, nothing is multiplied. */
const ONE_PART =
  /(?<![\p{L}])(?:single[\s-]?sided|one[\s-]sided|(?:just|only)\s+(?:the\s+)?one\s+side)(?![\p{L}])/iu;
const TOGETHER =
  /(?<![\p{L}])(?:total|totals|totalling|totaling|altogether|combined|together|in\s+all|overall)(?![\p{L}])/iu;
const EACH = /(?<![\p{L}])(?:each|apiece|per\s+(?:side|end|door|panel|face|window|wall|pane))(?![\p{L}])/iu;
/**
 * "Grommets on both sides", "hemmed on all four sides": a banner's finishing said of its edges,
 * which covers no area.
 */
const FINISHING_BEFORE =
  /(?<![\p{L}])(?:grommets?|eyelets?|hems?|hemmed|borders?|bleed|margins?|pockets?|holes?|ties|stitch(?:ed|ing)?|edges?|trim|welded|tape)\s+(?:\S+\s+){0,2}$/iu;
/** "Both sides and the back doors": more than the sides share the one size, which is unclear. */
const OTHER_PARTS_JOINED =
  /^\s*(?:and|&|\+|,|plus)\s+(?:the\s+)?(?:back|rear|roof|hood|bonnet|front|tailgate|doors?|windows?|bumpers?|cab)(?![\p{L}])/iu;
/** "Seen from both sides of the street": the sides of something else than the job. */
const SIDES_OF_ELSEWHERE =
  /^\s+of\s+(?:the\s+|a\s+|our\s+|my\s+)?(?:street|road|highway|freeway|lot|car\s+park|parking\s+lot|river|counter|aisle)(?![\p{L}])/iu;
const OTHER_PARTS_BEFORE =
  /(?<![\p{L}])(?:back|rear|roof|hood|bonnet|front|tailgate|doors?|bumpers?|cab)\s+(?:and|&|\+|plus)\s+(?:the\s+)?$/iu;

interface PartsSaid {
  count: number;
  noun: string;
}

/** The parts named nearest the size, with no other size between them; none when unclear. */
function partsOfTheSize(text: string, size: ParsedSize): PartsSaid | undefined {
  const sizes = findSizes(text);
  const others = sizes.filter((s) => s.at !== size.at).map((s) => s.at);
  let nearest: (PartsSaid & { distance: number }) | undefined;
  const consider = (at: number, length: number, said: PartsSaid) => {
    const before = text.slice(Math.max(0, at - 30), at);
    if (FINISHING_BEFORE.test(before)) return;
    const after = text.slice(at + length);
    if (OTHER_PARTS_JOINED.test(after) || OTHER_PARTS_BEFORE.test(before) || SIDES_OF_ELSEWHERE.test(after))
      return;
    const [from, to] = at < size.at ? [at, size.at] : [size.at, at];
    if (others.some((o) => o > from && o < to)) return;
    const distance = to - from;
    if (!nearest || distance < nearest.distance) nearest = { ...said, distance };
  };
  for (const m of allMatches(text, COUNTED_PARTS)) {
    const word = m.groups!.count!.toLowerCase();
    consider(m.index, m[0].length, {
      count: COUNT_WORDS[word] ?? Number(word),
      noun: m.groups!.noun!.toLowerCase(),
    });
  }
  for (const m of allMatches(text, SIDES)) consider(m.index, m[0].length, { count: 2, noun: 'sides' });
  return nearest;
}

function onEachPart(size: ParsedSize, parts: PartsSaid): ParsedSize {
  const count = NUMBER_NAMES[parts.count] ?? String(parts.count);
  return {
    ...size,
    ...measured((size.exactSquareFeet ?? size.squareFeet) * parts.count),
    written: `${size.written} on each of the ${count} ${parts.noun}`,
    converted: true,
  };
}

/** The parts counted with "each" or said straight after the size (forEachPart), as said here. */
function eachOfTheParts(size: ParsedSize, text: string): ParsedSize {
  const counted = forEachPart(size, text);
  if (counted === size) return size;
  const times = Math.round(counted.squareFeet / size.squareFeet);
  const parts = partsOfTheSize(text, size);
  return onEachPart(size, parts?.count === times ? parts : { count: times, noun: 'parts' });
}

/**
 * The size as the area of one item: times the parts it is said for. Sides measured ("16 by 8")
 * are one part's, so "both sides" counts both unless the visitor says the size is all of them
 * ("…in total"); an area ("90 sq ft") said beside sides may be theirs together, so it counts
 * every part only with "each" said of the parts, and never when "each" goes to items counted
 * ("two vans, both sides, 90 sq ft each").
 */
export function sizeOnItsParts(size: ParsedSize, message: string, itemsCounted: boolean): ParsedSize {
  if (!ANY_PART.test(message)) return size;
  const text = spelledNumbersAsDigits(message);
  if (ONE_PART.test(text)) return size;
  const together = TOGETHER.test(text) && !EACH.test(text);
  if (TWO_FACED.test(text)) return together ? size : onEachPart(size, { count: 2, noun: 'sides' });
  if (itemsCounted && !size.written.includes(' x ')) return size;
  if (!size.written.includes(' x ')) return eachOfTheParts(size, text);
  if (together) return size;
  const parts = partsOfTheSize(text, size);
  if (parts) return onEachPart(size, parts);
  return itemsCounted ? size : eachOfTheParts(size, text);
}
