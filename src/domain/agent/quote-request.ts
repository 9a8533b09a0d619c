import { distance } from 'fastest-levenshtein';
import { BoundedCache } from '../bounded-cache';
import { keywordPattern, normalizeForMatching } from '../keyword-match';
import { spelledNumbersAsDigits } from '../number-words';
import type { QuoteRequest } from '../quote-engine';
import { allMatches } from '../regex-matches';
import { MATERIALS, type Material, type ProjectType } from '../validation/secure-quote';
import { negatedAt } from './negation';
import {
  type Correction,
  parseCorrection,
  parseFollowUpQuantity,
  parseQuantity,
} from './quote-request-numbers';
import { sizeOnItsParts } from './size-parts';
import {
  changedSide,
  inUnit,
  type ParsedSize,
  parseSize,
  partsTogether,
  type Unit,
  unitCorrected,
} from './sizes';

/**
 * Reads a QuoteRequest out of what the visitor wrote, oldest message first; a detail given later
 * replaces the same detail given earlier ("actually make it standard vinyl"). The engine, not
 * this parser, decides whether the request can be priced: what is not found stays undefined and
 * the agent asks for it.
 */

const VEHICLE_NOUNS = [
  keywordPattern('car'),
  keywordPattern('van', { prefixes: ['mini', 'camper', 'cara', 'cargo'] }),
  keywordPattern('truck', { prefixes: ['fire', 'food', 'tow', 'dump', 'mini', 'box'] }),
  keywordPattern('fleet'),
  keywordPattern('sprinter'),
  keywordPattern('suv'),
  keywordPattern('pickup'),
  keywordPattern('vehicle'),
  keywordPattern('trailer'),
  keywordPattern('sedan'),
  keywordPattern('coupe'),
  keywordPattern('boat'),
  /(?<![\p{L}\p{N}])bus(?:es)?(?![\p{L}\p{N}])/iu,
];

/** Products a visitor asks for; the first named in a message decides ("banner for my truck"). */
const PRODUCTS: readonly { type: ProjectType; pattern: RegExp }[] = [
  // Not the idioms "wrap (this) up", "sign up", "sign in" (but "a sign in premium vinyl" is a sign).
  {
    type: 'vehicle-wrap',
    pattern: /(?<![\p{L}])wrap(?:s|ped|ping)?(?![\p{L}])(?!\s+(?:(?:it|this|that|things)\s+)?up\b)/giu,
  },
  {
    type: 'storefront-sign',
    pattern:
      /(?<![\p{L}])(?:signs?(?![\p{L}])(?!\s+(?:up|in|me|off|here)\b(?!\s+(?:standard|premium|reflective|perforated|vinyl|\p{N})))|signage|store\s?fronts?|shop\s?fronts?|(?:shop|store)\s+windows?|window\s+(?:lettering|graphics)|(?:graphics|lettering|decals?)\s+(?:on|for)\s+(?:the|our|my)\s+(?:(?:front|shop|store|studio)\s+)?windows?)(?![\p{L}])/giu,
  },
  { type: 'banner', pattern: /(?<![\p{L}])banners?(?![\p{L}])/giu },
];

/** Work that is a project but none of the named types (priced as custom unless on a vehicle). */
const CUSTOM_WORK =
  /(?<![\p{L}])(?:decals?|stickers?|murals?|lettering|graphics|wall\s+(?:art|graphics)|floor\s+graphics|window\s+film)(?![\p{L}])/iu;

const MATERIAL_WORDS: readonly { material: Material; pattern: RegExp }[] = [
  { material: 'premium-vinyl', pattern: /(?<![\p{L}])(?:premium|cast\s+vinyl)(?![\p{L}])/giu },
  {
    material: 'perforated-vinyl',
    // Or what it does: graphics that "still let light through", that staff can "see out" of.
    pattern:
      /(?<![\p{L}])(?:perforated|perf|see[\s-]through|one[\s-]way\s+vision|let(?:s|ting)?\s+(?:the\s+)?(?:day)?light\s+(?:in|through)|(?:still\s+)?see\s+out(?:\s+of\s+(?:it|them|the\s+window))?)(?![\p{L}])/giu,
  },
  { material: 'reflective-vinyl', pattern: /(?<![\p{L}])reflective(?![\p{L}])/giu },
  // 'standard' and 'basic' mean many things ("standard turnaround"), so only next to a material
  // word, "in standard", closing a part of a job's description ("banner 3x5 standard pls",
  // "standard, 2 of them"), chosen as it stands ("standard is fine") or in place of the other
  // ("the standard stuff instead", "standard instead?"), never before another word it could describe.
  {
    material: 'standard-vinyl',
    pattern:
      /(?<![\p{L}])(?:(?:standard|basic|economy|calendered)\s+(?:vinyl|material|film|option|one|grade|quality|stuff|kind|type|version|variety)|(?:standard|basic)(?=\s+(?:one\s+)?instead\b)|(?:standard|basic)(?<=(?:make\s+(?:it|that|them)|(?:switch|change)(?:\s+(?:it|that|them))?\s+(?:over\s+)?to|go(?:ing)?\s+(?:with|for))\s+(?:the\s+)?(?:standard|basic))(?=\s+(?:and|then|instead|please|pls|now|for\s+(?:it|both|all|them))(?![\p{L}]))|calendered|in\s+(?:standard|basic)(?!\s+\p{L})|(?:standard|basic)(?=\s*(?:please|pls|plz|thanks|thx)?\s*(?:[,;.!?]|$))|(?:standard|basic)(?=(?:'s|\s+is|\s+would\s+be)\s+(?:fine|good|ok|okay|great|enough|perfect|alright)|\s+(?:will|would)\s+do|\s+works))(?![\p{L}])/giu,
  },
];
/** "Premium or standard, what is the difference?" asks about materials without choosing one. */
const COMPARING =
  /(?<![\p{L}])(?:difference|differences|compare|comparison|vs|versus|better|which)(?![\p{L}])/iu;
const SHORT_STANDARD_ANSWER =
  /^\W*(?:the\s+)?(?:standard|basic)(?:\s+(?:please|thanks|thank you|one))?\W*$/iu;

const DEFAULT_UPSELL_WORDS: Readonly<Record<string, RegExp>> = {
  'window-tinting': /(?<![\p{L}])(?:window\s+)?tint(?:s|ed|ing)?(?![\p{L}])/giu,
  'paint-protection':
    /(?<![\p{L}])(?:paint\s+protection(?:\s+film)?|ppf|clear\s*bra|protection\s+film)(?![\p{L}])/giu,
};
const NO_EXTRAS =
  /(?<![\p{L}])(?:no|without|skip\s+the|none\s+of\s+the)\s+(?:add[\s-]?ons?|extras|upsells)(?![\p{L}])/iu;

/**
 * "The windows came tinted from the dealer", "it's already tinted": an add-on said as what the
 * vehicle has (a participle after "came", "already", "factory", "is/are"…) is one not wanted.
 */
const HAS_ALREADY_BEFORE =
  /(?<![\p{L}])(?:came|come|comes|already|factory|dealer|were|are|is|was|been|'re|'s)\s+(?:(?:already|all|both|fully|factory|dealer|professionally)\s+)?$/iu;

function alreadyHas(text: string, at: number, said: string): boolean {
  return /ed$/i.test(said) && HAS_ALREADY_BEFORE.test(text.slice(Math.max(0, at - 40), at));
}

export interface QuoteRequestOptions {
  /** The workspace's upsells: only these ids are returned, and their labels are matched too. */
  upsells?: readonly { id: string; label: string }[];
  /** The workspace's price per square foot by material: "the cheapest vinyl" is the lowest. */
  materialPrices?: Partial<Record<Material, number>>;
}

/** "Whatever the cheapest vinyl is", "the least expensive option": the material priced lowest. */
const CHEAPEST =
  /(?<![\p{L}])(?:cheapest|least\s+expensive|most\s+affordable|lowest[\s-]+(?:cost|price|priced))(?:\s+(?:vinyl|material|film|option|one|kind|type|stuff))?(?![\p{L}])/iu;

function cheapestMaterial(prices: QuoteRequestOptions['materialPrices']): Material | undefined {
  const price = (material: Material) => prices?.[material] ?? 0;
  return MATERIALS.filter((m) => price(m) > 0).sort((a, b) => price(a) - price(b))[0];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function upsellPatterns(options: QuoteRequestOptions): [string, RegExp][] {
  const known = options.upsells;
  const defaults = Object.entries(DEFAULT_UPSELL_WORDS).filter(
    ([id]) => !known || known.some((u) => u.id === id),
  );
  const byLabel = (known ?? []).map((u): [string, RegExp] => {
    const words = u.label.trim().split(/\s+/).map(escapeRegExp).join('[\\s-]+');
    return [u.id, new RegExp(`(?<![\\p{L}])${words}(?![\\p{L}])`, 'giu')];
  });
  return [...defaults, ...byLabel];
}

function firstIndex(text: string, pattern: RegExp): number | undefined {
  const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text);
  return match?.index;
}

function projectTypeIn(text: string): ProjectType | undefined {
  const named = PRODUCTS.map(({ type, pattern }) => ({ type, at: firstIndex(text, pattern) }))
    .filter((p): p is { type: ProjectType; at: number } => p.at !== undefined && !negatedAt(text, p.at))
    .sort((a, b) => a.at - b.at);
  if (named[0]) return named[0].type;
  if (VEHICLE_NOUNS.some((p) => p.test(text))) return 'vehicle-wrap';
  return undefined;
}

/** The material named without a 'not' before it; none when the message names several. */
function materialIn(text: string, options: QuoteRequestOptions): Material | undefined {
  if (text.includes('?') && COMPARING.test(text)) return undefined;
  const cheapest = CHEAPEST.exec(text);
  if (cheapest && !negatedAt(text, cheapest.index)) {
    const lowest = cheapestMaterial(options.materialPrices);
    if (lowest) return lowest;
  }
  const named = new Set<Material>();
  for (const { material, pattern } of MATERIAL_WORDS) {
    for (const match of allMatches(text, pattern)) {
      if (!negatedAt(text, match.index)) named.add(material);
    }
  }
  if (named.size === 0 && SHORT_STANDARD_ANSWER.test(text)) return 'standard-vinyl';
  if (named.size > 1) return materialChosen(text, named);
  return named.size === 1 ? [...named][0] : undefined;
}

/**
 * "Actually make it standard, premium is too pricey", "switch to reflective, not the perforated":
 * a message naming two materials names one to take and one to drop. The one turned down (priced
 * too high, "over the budget") is left out; of the rest, the one the visitor picks ("make it X",
 * "X instead", "switch to X", "I'll take X") is the choice. None when that leaves more than one.
 */
const TURNED_DOWN = String.raw`(?:'s|\s+is|\s+was|\s+seems|\s+sounds|\s+feels|\s+would\s+be)?\s+(?:(?:a\s+(?:bit|little)|bit|kinda|way|just|far|much)\s+)?(?:too\s+(?:pricey|expensive|much|dear|costly|steep|high|rich)|over\s+(?:my|our|the)\s+budget|out\s+of\s+(?:my|our|the)\s+(?:budget|price\s+range)|overkill)`;
const PICKED_BEFORE = String.raw`(?:make\s+(?:it|that|them|mine)|switch(?:\s+(?:it|that|them))?\s+(?:to|over\s+to)|change(?:\s+(?:it|that|them))?\s+to|go(?:ing)?\s+(?:with|for)|(?:let'?s|we'?ll|i'?ll|i'?d|we'?d)\s+(?:do|take|have|go\s+(?:with|for)|prefer)|prefer|rather\s+have|do\s+it\s+in)\s+(?:the\s+|a\s+)?$`;
const PICKED_AFTER = String.raw`^(?:\s+(?:vinyl|material|film|one|option|stuff))?\s*(?:instead|then|please|pls|is\s+fine|will\s+do|works)(?![\p{L}])`;

const TURNED_DOWN_AFTER = new RegExp(`^${TURNED_DOWN}`, 'iu');
const PICKED_BEFORE_IT = new RegExp(PICKED_BEFORE, 'iu');
const PICKED_AFTER_IT = new RegExp(PICKED_AFTER, 'iu');

function materialChosen(text: string, named: ReadonlySet<Material>): Material | undefined {
  const kept: { material: Material; picked: boolean }[] = [];
  for (const { material, pattern } of MATERIAL_WORDS) {
    if (!named.has(material)) continue;
    let turnedDown = false;
    let picked = false;
    for (const match of allMatches(text, pattern)) {
      const after = text.slice(match.index + match[0].length);
      if (TURNED_DOWN_AFTER.test(after)) turnedDown = true;
      else if (
        PICKED_BEFORE_IT.test(text.slice(Math.max(0, match.index - 40), match.index)) ||
        PICKED_AFTER_IT.test(after)
      )
        picked = true;
    }
    if (!turnedDown) kept.push({ material, picked });
  }
  if (kept.length === 1) return kept[0]!.material;
  const picked = kept.filter((k) => k.picked);
  return picked.length === 1 ? picked[0]!.material : undefined;
}

export function extractQuoteRequest(
  messages: readonly string[],
  options: QuoteRequestOptions = {},
): QuoteRequest {
  const factsOf = messageFactsReader(options);
  const upsells = new Set<string>();
  let projectType: ProjectType | undefined;
  let material: Material | undefined;
  let squareFootage: number | undefined;
  // The size as measured when squareFootage rounds it (sizes.ts): the price is worked from it.
  let exactSquareFootage: number | undefined;
  let quantity: number | undefined;
  let described = false;
  // The number the visitor gave last, which a bare correction ("I meant 180") replaces.
  let lastNumber: 'size' | 'count' | undefined;

  const sizes = sizesAsMeant(messages, factsOf);
  for (const [index, message] of messages.entries()) {
    const facts = factsOf(message);
    projectType = facts.projectType ?? projectType;
    material = facts.material ?? material;
    if (facts.squareFootage !== undefined) lastNumber = 'size';
    if (facts.quantity !== undefined) lastNumber = 'count';
    const size = sizes[index];
    if (size) [squareFootage, exactSquareFootage] = [size.squareFeet, size.exactSquareFeet];
    quantity = facts.quantity ?? quantity;
    if (facts.size === undefined) {
      const fixed = withPartFixed(message, messages.slice(0, index));
      if (fixed !== undefined) [squareFootage, exactSquareFootage] = [fixed, undefined];
    }
    // "Make it 25 long, same height": a side changed (sizesAsMeant) is no bare number to correct with.
    const sideChanged = size !== undefined && facts.size === undefined;
    if (sideChanged) lastNumber = 'size';
    const corrects = sideChanged
      ? undefined
      : correctedDetail(facts.correction, { squareFootage, quantity, lastNumber });
    if (corrects === 'size') [squareFootage, exactSquareFootage] = [facts.correction!.value, undefined];
    if (corrects === 'count') quantity = facts.correction!.value;
    if (facts.clearsUpsells) upsells.clear();
    for (const [id, chosen] of facts.upsells) {
      if (chosen) upsells.add(id);
      else upsells.delete(id);
    }
    described ||= facts.described;
  }
  described ||= material !== undefined || squareFootage !== undefined;

  const request: QuoteRequest = {};
  const type = projectType ?? (described ? 'custom' : undefined);
  if (type) request.projectType = type;
  if (material) request.material = material;
  if (squareFootage !== undefined) request.squareFootage = squareFootage;
  if (squareFootage !== undefined && exactSquareFootage !== undefined)
    request.exactSquareFootage = exactSquareFootage;
  if (quantity !== undefined) request.quantity = quantity;
  if (upsells.size > 0) request.upsellIds = [...upsells];
  return request;
}

/**
 * "Back doors are 6 wide not 7, sides same": one side of one part corrected, after the parts were
 * each given a size (partsTogether). The parts are read again with that side changed, in the
 * message that sized them; the other parts stay as they were.
 */
const PART_SIDE_FIX =
  /(?<![\p{L}])(?<part>sides?|doors?|back|rear|front|tailgate|hood|bonnet|roof|panels?|windows?|walls?)\s+(?:are|is|were|was|should\s+be)\s+(?:actually\s+|only\s+|really\s+)?(?<n>\d+(?:\.\d+)?)\s*(?:ft|feet|foot|m|cm|in|inches|')?\s*(?:wide|high|tall|long|across|deep|by\s+\d+(?:\.\d+)?)?\s*,?\s*(?:not|instead\s+of|rather\s+than)\s+(?<was>\d+(?:\.\d+)?)(?![\p{N}])/iu;

function withPartFixed(message: string, earlier: readonly string[]): number | undefined {
  // Most messages hold no digit (and spelled numbers are no side corrected here): no further work.
  if (!/\d/.test(message)) return undefined;
  const text = normalizeForMatching(message);
  const fix = PART_SIDE_FIX.exec(text);
  if (!fix) return undefined;
  const { part, n, was } = fix.groups!;
  const sized = earlier.map((m) => normalizeForMatching(m)).findLast((m) => partsTogether(m) !== undefined);
  if (sized === undefined) return undefined;
  // The part as named before ("the back doors are 7 x 7"): its size is the first after its name.
  const named = new RegExp(String.raw`(?<![\p{L}])${part!.replace(/s$/, '')}s?(?![\p{L}])`, 'iu').exec(sized);
  if (!named) return undefined;
  const after = sized.slice(named.index);
  const side = new RegExp(String.raw`(?<![\p{N}.])${was!.replace('.', '\\.')}(?![\p{N}])`, 'u').exec(after);
  if (!side) return undefined;
  const changed =
    sized.slice(0, named.index) + after.slice(0, side.index) + n + after.slice(side.index + was!.length);
  return partsTogether(changed)?.squareFeet;
}

/**
 * The size the request holds, as the visitor wrote it, when it was not in square feet ("3 m x 1 m"
 * is 32.29 sq ft): the reply says what it was read as, so a misreading shows at once.
 */
export function sizeAsWritten(
  messages: readonly string[],
  options: QuoteRequestOptions = {},
): ParsedSize | undefined {
  const factsOf = messageFactsReader(options);
  let size: ParsedSize | undefined;
  for (const meant of sizesAsMeant(messages, factsOf)) if (meant) size = meant;
  // A bare number that replaced the size since ("I meant 180") leaves it in square feet.
  const meant = size?.converted ? extractQuoteRequest(messages, options).squareFootage : undefined;
  return meant !== undefined && meant === size?.squareFeet ? size : undefined;
}

/**
 * Each message's size as the conversation means it: sides written without a unit take the unit
 * the last size was given in ("2.4m wide and 1.2m high", then "its 2.4 by 1.4 not 1.2").
 */
function sizesAsMeant(
  messages: readonly string[],
  factsOf: (message: string) => MessageFacts,
): (ParsedSize | undefined)[] {
  let unit: Unit | undefined;
  let last: ParsedSize | undefined;
  return messages.map((message) => {
    const size = factsOf(message).size;
    if (size === undefined) {
      // One side of the last size said again ("make it 25 long, same height"): that side changes;
      // its unit said again ("i meant metres not feet"): the same numbers in that unit.
      const changed =
        last?.sides && /\d/.test(message)
          ? changedSide(spelledNumbersAsDigits(normalizeForMatching(message)), last)
          : last
            ? unitCorrected(normalizeForMatching(message), last)
            : undefined;
      if (changed) {
        last = changed;
        if (changed.sideUnit !== undefined) unit = changed.sideUnit;
      }
      return changed;
    }
    const meant = unit !== undefined ? inUnit(size, unit) : size;
    if (meant.sideUnit !== undefined) unit = meant.sideUnit;
    last = meant;
    return meant;
  });
}

/**
 * Which detail a bare correction replaces: the one it names ("2 not 3" replaces the count of 3),
 * else the number the visitor gave last. A count is a whole number.
 */
function correctedDetail(
  correction: Correction | undefined,
  so: { squareFootage?: number; quantity?: number; lastNumber?: 'size' | 'count' },
): 'size' | 'count' | undefined {
  if (correction === undefined) return undefined;
  const whole = Number.isInteger(correction.value);
  if (correction.replaces !== undefined) {
    if (correction.replaces === so.quantity && whole) return 'count';
    if (correction.replaces === so.squareFootage) return 'size';
  }
  if (so.lastNumber === 'count' && !whole) return undefined;
  // "make it two" after a 12 x 4 ft banner asks for two banners: a small whole number far below
  // the size it would replace is no typo of that size, so it is read as the count.
  if (
    so.lastNumber === 'size' &&
    whole &&
    correction.value <= MAX_COUNT_NOT_SIZE &&
    so.squareFootage !== undefined &&
    correction.value * 4 < so.squareFootage
  )
    return 'count';
  return so.lastNumber;
}

/** The largest bare correction that may be a count rather than a size (see correctedDetail). */
const MAX_COUNT_NOT_SIZE = 10;

/** What one message says about the request, on its own. */
interface MessageFacts {
  size: ParsedSize | undefined;
  projectType: ProjectType | undefined;
  material: Material | undefined;
  squareFootage: number | undefined;
  quantity: number | undefined;
  /** A bare number correcting the last one given ("oops I meant 180"); see parseCorrection. */
  correction: Correction | undefined;
  described: boolean;
  /** "No extras": the upsells chosen so far are dropped before this message's own. */
  clearsUpsells: boolean;
  /** Upsells named, in order: true chosen, false declined ("no tint"). */
  upsells: readonly (readonly [string, boolean])[];
}

/**
 * Every turn reads the whole conversation's messages again: each message is read once (per set of
 * workspace upsells) and remembered.
 */
const messageFacts = new BoundedCache<MessageFacts>(4096);
/**
 * A short number for each set of upsells and prices, which the messages' keys start with: the
 * options' JSON (hundreds of bytes, more with many upsells) was hashed whole for every message of
 * every turn (decision 078). A set dropped here comes back with a new number; the
 * entries of its old one age out of messageFacts.
 */
const optionsIds = new BoundedCache<number>(1024);
let lastOptionsId = 0;

/** What a message says, for these options: read once, remembered. */
function messageFactsReader(options: QuoteRequestOptions): (message: string) => MessageFacts {
  const id = optionsIds.get(JSON.stringify([options.upsells ?? null, options.materialPrices ?? null]), () => {
    lastOptionsId += 1;
    return lastOptionsId;
  });
  return (message) => messageFacts.get(`${id}\u0000${message}`, () => readMessage(message, options));
}

/**
 * The words a job is described with, which a visitor typing fast misspells ("perforatd",
 * "windw letering"). Not "banner" or "vinyl": one edit turns them into other words ("manner").
 */
const JOB_WORDS = ['premium', 'perforated', 'reflective', 'standard', 'lettering', 'window'];

/**
 * A word one edit from a job word (two for words of nine letters or more) is read as it; words
 * under five letters never are, where one edit makes another word.
 */
function correctJobWords(text: string): string {
  return text.replace(/\p{L}{5,}/gu, (word) => {
    const lower = word.toLowerCase();
    // A job word with an ending ("windows", "standards") is that word as written: read as
    // the bare word, "2 front windows" would no longer count the windows.
    if (JOB_WORDS.some((job) => lower.startsWith(job))) return word;
    const allowed = lower.length >= 9 ? 2 : 1;
    const near = JOB_WORDS.find(
      (job) => Math.abs(job.length - lower.length) <= allowed && distance(job, lower) <= allowed,
    );
    return near ?? word;
  });
}

function readMessage(message: string, options: QuoteRequestOptions): MessageFacts {
  const text = correctJobWords(normalizeForMatching(message));
  const upsells: [string, boolean][] = [];
  for (const [id, pattern] of upsellPatterns(options)) {
    for (const match of allMatches(text, pattern))
      upsells.push([id, !negatedAt(text, match.index) && !alreadyHas(text, match.index, match[0])]);
  }
  const together = partsTogether(text);
  const read = together ?? parseSize(text);
  const counted = parseQuantity(text);
  // "Two vans, both sides, about 90 sq ft each": "each" is said of the vans the quote counts.
  // Parts each given their own size are summed already (partsTogether); one size is read on the
  // parts it is said for (sizeOnItsParts).
  const size = read && !together ? sizeOnItsParts(read, text, counted !== undefined) : read;
  const squareFootage = size?.squareFeet;
  const quantity = counted ?? (squareFootage === undefined ? parseFollowUpQuantity(text) : undefined);
  return {
    size,
    projectType: projectTypeIn(text),
    material: materialIn(text, options),
    squareFootage,
    quantity,
    correction: squareFootage === undefined && quantity === undefined ? parseCorrection(text) : undefined,
    described: CUSTOM_WORK.test(text),
    clearsUpsells: NO_EXTRAS.test(text),
    upsells,
  };
}
