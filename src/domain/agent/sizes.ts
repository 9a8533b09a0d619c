/**
 * Sizes as customers write them: an area ("150 sq ft", "14 m²") or two sides with units in any
 * mix of feet, inches, yards, metres, centimetres and millimetres ("2ft 6in by 8ft", "3m x 1m",
 * "120 x 80 cm", "four foot by ten foot", "2 por 3 metros", "10 pies por 3 pies", "3 Fuß mal 2 Fuß"). Every size becomes square feet, the
 * quote engine's unit, and keeps how it was written so the reply can say what it was read as.
 * Text is expected after normalizeForMatching (accents dropped: "mètres" is "metres").
 */

import { SINGLE_NUMBER_WORDS, spelledNumbersAsDigits } from '../number-words';
import { allMatches } from '../regex-matches';

export interface ParsedSize {
  /** Square feet per item, two decimals. */
  squareFeet: number;
  /**
   * The area as measured, when squareFeet rounds it (12 ft 6 in x 6 ft 2 in is 77.0833… sq ft,
   * read as 77.08): the price is worked from it (decision 087).
   */
  exactSquareFeet?: number;
  /** The size as read, in its own units ("2 ft 6 in x 8 ft", "3 m x 1 m", "14 m²"). */
  written: string;
  /** Whether the size was given in anything other than square feet. */
  converted: boolean;
  /** Where it starts in the text: the last size mentioned is the one meant. */
  at: number;
  /** The unit both sides were given in, when one was ("3 m x 1 m", "2 por 3 metros"). */
  sideUnit?: Unit;
  /** Two sides written as bare digits ("2.4 by 1.4"), read as feet for want of a unit. */
  unitGuessed?: boolean;
  /**
   * The two sides in feet, with what each was said to measure when said ("30 feet long by 4 feet
   * tall"), so a later "make it 25 long, same height" changes one of them (changedSide).
   */
  sides?: readonly [SideRead, SideRead];
}

export interface SideRead {
  feet: number;
  measures?: string;
}

export type Unit = 'ft' | 'in' | 'yd' | 'm' | 'cm' | 'mm';

const FEET_PER: Readonly<Record<Unit, number>> = {
  ft: 1,
  in: 1 / 12,
  yd: 3,
  m: 1 / 0.3048,
  cm: 1 / 30.48,
  mm: 1 / 304.8,
};
const SQ_FT_PER_SQ_M = 1 / (0.3048 * 0.3048);

const DIGITS = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?`;
// Longest first, so "fourteen" is not read as "four".
const WORDS = Object.keys(SINGLE_NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const NUMBER = `(?:${DIGITS}|${WORDS})`;

/**
 * "in" is a unit only when it is not the preposition: "24 x 36 in poster" is inches, "10x15 in
 * premium" and "3x6 in black" are not.
 */
const PREPOSITION_AFTER_IN = String.raw`\s+(?:standard|premium|perforated|reflective|cast|calendered|vinyl|matte|gloss|glossy|satin|black|white|red|blue|green|yellow|orange|pink|purple|grey|gray|silver|gold|colou?rs?|size|total|the|a|an|my|our|your|one|each|full|time|stock|store|person|\d)(?![\p{L}])`;
const UNIT_WORDS: readonly [Unit, string][] = [
  // Feet and inches in the main European languages too: pies, pieds, piedi, pés, Fuß, voet;
  // pulgadas, pouces, pollici, polegadas, Zoll, duim.
  ['ft', String.raw`ft\.?|feet|foot|pieds?|pies?|piedi|piede|pes|fu(?:ss|ß)e?|voeten|voet|'|’`],
  [
    'in',
    String.raw`inch(?:es)?|pulgadas?|pouces?|pollici|pollice|polegadas?|zoll|duim|in\.?(?!${PREPOSITION_AFTER_IN})|"|″|”`,
  ],
  ['yd', String.raw`yds?|yards?`],
  ['mm', String.raw`mm|millimet(?:er|re)s?|milimetros?`],
  ['cm', String.raw`cms?|centimet(?:er|re)s?|centimetros?`],
  ['m', String.raw`m|mtrs?|mts?|met(?:er|re)s?|metros?|metri|metern?|meters?`],
];
const UNIT = `(?:${UNIT_WORDS.map(([, w]) => `(?:${w})`).join('|')})`;

/** One side: a number and its unit, or feet and inches ("2ft 6in", "2' 6\"", "2ft6"). */
const SIDE = String.raw`(?<NAME>${NUMBER})\s?(?<NAMEu>${UNIT})?(?:\s?(?<NAMEi>\d{1,2}(?:\.\d+)?)\s?(?:inch(?:es)?|in\.?|"|″|”)?)?`;
const side = (name: string) => SIDE.replace(/NAME/g, name);
const BETWEEN = String.raw`\s?(?:x|×|\*|by|por|par|sur|mal|per|bij)\s?`;
/** "3 metres wide and 1 metre tall": two sides each followed by what it measures. */
const MEASURE_WORDS = 'long|wide|tall|high|across|deep|length|width|height';
const DIMENSIONS = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])${side('w')}(?:${BETWEEN}|\s+(?<wm>${MEASURE_WORDS})\s*(?:,|and|&|x|by)\s*)${side('h')}(?:\s+(?<hm>${MEASURE_WORDS}))?(?![\p{L}\p{N}])`,
  'giu',
);

const AREA_UNITS: readonly [string, number, string][] = [
  [
    String.raw`sq\.?\s?(?:ft|feet|foot)\.?|sqft|square\s+(?:feet|foot|ft)|sf|ft²|ft2|feet²|ft\^2|pieds?\s+carres?|pies\s+cuadrados|pes\s+quadrados|quadratfu(?:ss|ß)|piedi\s+quadrati|vierkante\s+voet`,
    1,
    'sq ft',
  ],
  [
    String.raw`m²|m2|sq\.?\s?m|sqm|square\s+met(?:er|re)s?|met(?:er|re)s?\s+squared|metros?\s+quadrados?|metros?\s+cuadrados?|metres?\s+carres?|quadratmeter|metri\s+quadrati|vierkante\s+met(?:er|re)s?`,
    SQ_FT_PER_SQ_M,
    'm²',
  ],
];
const AREAS = AREA_UNITS.map(
  ([unit, factor, label]) =>
    [
      new RegExp(String.raw`(?<![\p{L}\p{N}.,])(?<n>${NUMBER})\s?(?:${unit})(?![\p{L}])`, 'giu'),
      factor,
      label,
    ] as const,
);

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** An area read for the reply (two decimals) and, when that rounds it, as measured. */
export function measured(squareFeet: number): Pick<ParsedSize, 'squareFeet' | 'exactSquareFeet'> {
  const shown = twoDecimals(squareFeet);
  // The key is always set, so an area worked from another (inUnit) never keeps the other's.
  return { squareFeet: shown, exactSquareFeet: shown === squareFeet ? undefined : squareFeet };
}

function numberValue(text: string): number {
  const word = SINGLE_NUMBER_WORDS[text.toLowerCase()];
  if (word !== undefined) return word;
  // "1,200" groups thousands; "2,5" (a decimal comma, as most of Europe writes) is two and a half.
  return /^\d+,\d{1,2}$/.test(text) ? Number(text.replace(',', '.')) : Number(text.replace(/,/g, ''));
}

function unitOf(written: string | undefined): Unit | undefined {
  if (written === undefined) return undefined;
  const lower = written.toLowerCase();
  for (const [unit, words] of UNIT_WORDS) if (new RegExp(`^(?:${words})$`, 'iu').test(lower)) return unit;
  return undefined;
}

interface Side {
  feet: number;
  written: string;
}

function readSide(
  groups: Record<string, string | undefined>,
  name: string,
  fallback: Unit | undefined,
): Side | null {
  const value = numberValue(groups[name]!);
  const unit = unitOf(groups[`${name}u`]) ?? fallback;
  if (unit === undefined) return null;
  const inches = groups[`${name}i`];
  // Inches after a number are only read after feet ("2ft 6in"): "3m 20" is not a size.
  if (inches !== undefined && unit !== 'ft') return null;
  const extra = inches === undefined ? 0 : Number(inches);
  if (extra >= 12) return null;
  const feet = value * FEET_PER[unit] + extra / 12;
  const written = inches === undefined ? `${value} ${unit}` : `${value} ft ${extra} in`;
  return { feet, written };
}

/** A size needs a number; most chat messages have none, and the patterns are costly to try. */
const ANY_NUMBER = new RegExp(String.raw`\d|(?<![\p{L}])(?:${WORDS})(?![\p{L}])`, 'iu');

/** Every size in the text, in order. */
export function findSizes(written: string): ParsedSize[] {
  const found: ParsedSize[] = [];
  const text = spelledNumbersAsDigits(written);
  if (!ANY_NUMBER.test(text)) return found;
  for (const [pattern, factor, label] of AREAS) {
    for (const m of allMatches(text, pattern)) {
      const value = numberValue(m.groups!.n!);
      found.push({
        ...measured(value * factor),
        written: `${value} ${label}`,
        converted: factor !== 1,
        at: m.index,
      });
    }
  }
  for (const m of allMatches(text, DIMENSIONS)) {
    const groups = m.groups!;
    const wUnit = unitOf(groups.wu);
    const hUnit = unitOf(groups.hu);
    // One unit given applies to both sides ("24 x 36 in", "2 por 3 metros"); none at all is feet,
    // but only for digits ("a 3x6 banner"): "two by four" is not a size.
    const digitsOnly = /^\d/.test(groups.w!) && /^\d/.test(groups.h!);
    const shared = hUnit ?? wUnit ?? (digitsOnly ? 'ft' : undefined);
    const w = readSide(groups, 'w', wUnit ?? shared);
    const h = readSide(groups, 'h', hUnit ?? shared);
    if (!w || !h || w.feet <= 0 || h.feet <= 0) continue;
    const area = measured(w.feet * h.feet);
    const unitGuessed = wUnit === undefined && hUnit === undefined;
    const sideUnit = (wUnit ?? shared) === (hUnit ?? shared) && !unitGuessed ? shared : undefined;
    found.push({
      ...area,
      written: `${w.written} x ${h.written}`,
      converted: true,
      at: m.index,
      ...(sideUnit ? { sideUnit } : {}),
      ...(unitGuessed ? { unitGuessed } : {}),
      sides: [
        { feet: w.feet, ...(groups.wm ? { measures: groups.wm.toLowerCase() } : {}) },
        { feet: h.feet, ...(groups.hm ? { measures: groups.hm.toLowerCase() } : {}) },
      ],
    });
  }
  return found.sort((a, b) => a.at - b.at);
}

/**
 * "Make it 25 long, same height", "only 25 ft across", "can we do it 3 feet tall instead": one side
 * of a size given before, said again with what it measures. Lengths along (long, wide, across) and
 * heights (tall, high, deep) are told apart; the side said with the same word before is the one
 * changed, else the first side is the length and the second the height, as sizes are said.
 */
const ONE_SIDE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,x×*])(?<n>${DIGITS})\s?(?<u>${UNIT})?\s+(?:in\s+)?(?<m>${MEASURE_WORDS})(?![\p{L}])(?!\s*(?:,|and|&|x|by)\s*\d)`,
  'giu',
);
const ALONG = new Set(['long', 'wide', 'across', 'length', 'width']);

/** The size with one side changed as the message says, or undefined when it changes none. */
export function changedSide(text: string, before: ParsedSize): ParsedSize | undefined {
  if (before.sides === undefined || !/\d/.test(text)) return undefined;
  // Only a size that is its two sides as said: one counted on several parts ("16 by 8 on both
  // sides") or put in another unit since would lose that with one side changed.
  const [first, second] = before.sides;
  if (Math.abs(first.feet * second.feet - (before.exactSquareFeet ?? before.squareFeet)) > 0.01)
    return undefined;
  const said = allMatches(text, ONE_SIDE).at(-1);
  if (!said) return undefined;
  const { n, u, m } = said.groups!;
  const measures = m!.toLowerCase();
  const unit = unitOf(u) ?? before.sideUnit ?? 'ft';
  const feet = numberValue(n!) * FEET_PER[unit];
  if (!(feet > 0)) return undefined;
  const along = ALONG.has(measures);
  const sameWord = before.sides.findIndex((s) => s.measures === measures);
  const sameKind = before.sides.findIndex((s) => s.measures !== undefined && ALONG.has(s.measures) === along);
  const index = sameWord >= 0 ? sameWord : sameKind >= 0 ? sameKind : along ? 0 : 1;
  const sides: [SideRead, SideRead] =
    index === 0 ? [{ ...first, feet }, second] : [first, { ...second, feet }];
  const shown = (s: SideRead) => `${twoDecimals(s.feet / FEET_PER[unit])} ${unit}`;
  return {
    ...measured(sides[0].feet * sides[1].feet),
    written: `${shown(sides[0])} x ${shown(sides[1])}`,
    converted: true,
    at: said.index,
    sides,
    ...(before.sideUnit ? { sideUnit: before.sideUnit } : {}),
  };
}

/** The last size in the text (people correct themselves: "150 sq ft, sorry, 180 sq ft"). */
export function parseSize(text: string): ParsedSize | undefined {
  return findSizes(text).at(-1);
}

/**
 * "Sorry, it's 2.4 by 1.4 not 1.2" after "2.4m wide and 1.2m high": sides written without a unit
 * in a conversation whose size was given in one are in that unit, not in feet.
 */
/**
 * "Sorry!! I meant metres not feet", "those were inches", "should have said cm": the unit of the
 * last size corrected, without its numbers. Units by name only (a bare ' or " is no word said).
 */
const UNIT_SAID =
  '(?:ft|feet|foot|inch(?:es)?|yds?|yards?|mm|millimet(?:er|re)s?|cms?|centimet(?:er|re)s?|m|mtrs?|met(?:er|re)s?|metros?|metri|metern?)';
const UNIT_MEANT = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:i\s+)?meant(?:\s+to\s+(?:say|write|type))?|should\s+(?:be|have\s+(?:been|said|written))|(?:it'?s|its|it\s+(?:is|was)|(?:those|these|they)\s+(?:are|were)|they'?re|that'?s|that\s+(?:is|was)|sorry|oops|whoops|actually|correction)(?:\s+(?:all|both|actually|really))?\s*,?\s*(?:in\s+)?)\s*(?:in\s+)?(?<u>${UNIT_SAID})(?![\p{L}])(?:\s*,?\s*(?:not|instead\s+of|rather\s+than)\s+(?:in\s+)?(?<was>${UNIT_SAID})(?![\p{L}]))?|(?<![\p{L}])(?<u2>${UNIT_SAID})\s*,?\s*(?:not|instead\s+of|rather\s+than)\s+(?:in\s+)?(?<was2>${UNIT_SAID})(?![\p{L}])`,
  'iu',
);

/**
 * The last size read again in the unit a message without numbers says was meant ("i meant metres
 * not feet" after "3 by 1"): the same numbers, another unit. Undefined when the message corrects
 * no unit, names the unit the size already had, or says it was not one the size was read in.
 */
export function unitCorrected(text: string, before: ParsedSize): ParsedSize | undefined {
  if (/\d/.test(text)) return undefined;
  const said = UNIT_MEANT.exec(text);
  if (!said) return undefined;
  const unit = unitOf(said.groups!.u ?? said.groups!.u2);
  const was = unitOf(said.groups!.was ?? said.groups!.was2);
  const old = before.unitGuessed ? 'ft' : before.sideUnit;
  if (unit === undefined || old === undefined || unit === old) return undefined;
  if (was !== undefined && was !== old) return undefined;
  if (before.unitGuessed) return inUnit(before, unit);
  const factor = FEET_PER[unit] / FEET_PER[old];
  return {
    ...before,
    // Rounded far below a cent's area, so metres back to feet is the whole number it was.
    ...measured(Math.round((before.exactSquareFeet ?? before.squareFeet) * factor * factor * 1e9) / 1e9),
    written: before.written.replace(new RegExp(String.raw`(?<![\p{L}])${old}(?![\p{L}])`, 'gu'), unit),
    converted: true,
    sideUnit: unit,
    sides: before.sides?.map((s) => ({ ...s, feet: s.feet * factor })) as [SideRead, SideRead] | undefined,
  };
}

export function inUnit(size: ParsedSize, unit: Unit): ParsedSize {
  if (!size.unitGuessed || unit === 'ft') return size;
  const factor = FEET_PER[unit] * FEET_PER[unit];
  return {
    ...size,
    ...measured((size.exactSquareFeet ?? size.squareFeet) * factor),
    written: size.written.replace(/ ft\b/g, ` ${unit}`),
    sideUnit: unit,
    unitGuessed: false,
  };
}

/**
 * "Both sides, each one is 16 by 8 feet", "3 panels at 4x8 each": the size of one part of a job
 * said for several parts of it. The parts (sides, panels, doors…) are no items the quote counts,
 * so the size is the parts' together. Only with "each", "apiece" or "per side" said, or the size
 * said straight before the parts it goes on (ON_THE_PARTS).
 */
const PARTS =
  /(?<![\p{L}])(?<count>both|two|three|four|five|six|2|3|4|5|6)\s+(?:(?:of\s+the|the|back|side|front|rear|glass)\s+)?(?:sides|ends|doors|panels|faces|windows|walls|panes|halves)(?![\p{L}])/iu;
const EACH = /(?<![\p{L}])(?:each|apiece|per\s+(?:side|end|door|panel|face|window|wall|pane))(?![\p{L}])/iu;
const PART_COUNTS: Readonly<Record<string, number>> = { both: 2, two: 2, three: 3, four: 4, five: 5, six: 6 };
/**
 * "16 by 8 on both sides", "4x8 for all three panels": the size said straight before the parts it
 * goes on is each one's, as a graphic repeated on both sides of a truck is, unless the visitor
 * says the size is all of them together ("16 by 8 in total across both sides").
 */
const ON_THE_PARTS =
  /\d\s*(?:ft|feet|foot|'|’|m|cm|in|inch|inches|")?\s+(?:on|for|to|across)\s+(?:all\s+)?(?:both|the\s+two|two|three|four|five|six|2|3|4|5|6)\s+(?:of\s+the\s+|the\s+)?(?:(?:back|side|front|rear|glass)\s+)?(?:sides|ends|doors|panels|faces|windows|walls|panes|halves)(?![\p{L}])/iu;
const TOGETHER =
  /(?<![\p{L}])(?:total|totals|totalling|totaling|altogether|combined|together|in\s+all|overall)(?![\p{L}])/iu;

/** The size times the parts it is said for, or the size unchanged. */
export function forEachPart(size: ParsedSize, text: string): ParsedSize {
  if (!EACH.test(text) && !(ON_THE_PARTS.test(text) && !TOGETHER.test(text))) return size;
  const count = text.match(PARTS)?.groups?.count?.toLowerCase();
  if (count === undefined) return size;
  const parts = PART_COUNTS[count] ?? Number(count);
  return { ...size, squareFeet: twoDecimals(size.squareFeet * parts), written: `${parts} × ${size.written}` };
}

/**
 * Parts of a job named one by one, each with its own size: "the side is 4m x 1.8m and the back
 * doors together are 6ft by 5ft", "both sides are 14 x 7 ft and the back doors are 7 x 7". Every
 * size is said of a part named just before it, so the job is all of them together; "both sides
 * are 14 x 7" gives each side that size. Not when a later size corrects or offers another
 * ("12x4, sorry, 10x4", "8x3 or 10x3"), nor sizes said of no part ("a 3x6 banner and a 2x4 sign"),
 * where the last size stays the one meant (parseSize).
 */
const PART_NOUN =
  /(?<![\p{L}])(?:sides?|doors?|back|rear|front|tailgate|hood|bonnet|roof|panels?|windows?|walls?|ends?|faces?|bumpers?|boot|trunk|cab|tail|bed)(?![\p{L}])/iu;
const CORRECTS =
  /(?<![\p{L}])(?:sorry|meant|mean|actually|correction|oops|typo|not|instead|rather|or|wait|no)(?![\p{L}])/iu;
/** The parts are what the size is said of: "both sides are", "two doors at", "both panels:". */
const PARTS_ARE =
  /(?:are|measure|measuring|at|each|:|=)\s*(?:about|around|roughly|approx\.?|approximately)?\s*$/iu;

export function partsTogether(text: string): ParsedSize | undefined {
  const sizes = findSizes(text);
  if (sizes.length < 2) return undefined;
  let squareFeet = 0;
  const written: string[] = [];
  let unit: Unit | undefined;
  for (const [i, found] of sizes.entries()) {
    const segment = text.slice(i === 0 ? 0 : sizes[i - 1]!.at, found.at);
    // The first part's words may say what is left out ("not the whole thing"); a later one's may not.
    if (
      !PART_NOUN.test(segment) ||
      (i > 0 && CORRECTS.test(segment.replace(/^\S+(?:\s?(?:x|×|by)\s?\S+)?/iu, '')))
    )
      return undefined;
    const size = unit !== undefined ? inUnit(found, unit) : found;
    if (size.sideUnit !== undefined) unit = size.sideUnit;
    const count = PARTS_ARE.test(segment) ? segment.match(PARTS)?.groups?.count?.toLowerCase() : undefined;
    const parts = count === undefined ? 1 : (PART_COUNTS[count] ?? Number(count));
    squareFeet += size.squareFeet * parts;
    written.push(parts > 1 ? `${parts} × ${size.written}` : size.written);
  }
  return {
    squareFeet: twoDecimals(squareFeet),
    written: written.join(' + '),
    converted: true,
    at: sizes[0]!.at,
  };
}
