import { fromCents, toCents } from '../money';
import { allMatches } from '../regex-matches';

/**
 * Finds money amounts in agent text so the server can refuse a reply that names a price the
 * quote engine did not produce (DESIGN.md §5). It reads what a customer would read as a price:
 * a number with a currency sign, code or word ("$3,456", "3456 USD", "3.2k dollars", "€500"), a
 * bare number with exactly two decimals ("18.50 per sq ft"), or a bare number right after a money
 * word ("the total is 3456."). Counts, sizes, years, phone and quote numbers and percentages
 * carry none of these marks, so they are never prices.
 */

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+`;
const SCALE = String.raw`(?:\s?(?<scale>k|thousand|million|mn|m)(?![\p{L}\p{N}]))?`;
const NOT_IN_TOKEN = String.raw`(?<![\p{L}\p{N}.,])`;
const SIGN_BEFORE = String.raw`(?:US\s?\$|\$|€|£|(?<![\p{L}])(?:USD|EUR|GBP)\s?)`;
const WORD_AFTER = String.raw`(?:\$|€|£|(?:USD|EUR|GBP|dollars?|bucks?|euros?)(?![\p{L}])|(?<cents>cents?(?![\p{L}])|¢))`;
const RANGE = String.raw`\s?(?:-|–|—|to)\s?`;

const amount = (name: string) => `(?<${name}>${NUMBER})`;
const scaled = (name: string) => `${amount(name)}${SCALE.replace('<scale>', `<${name}Scale>`)}`;

/** "$3,456", "US$ 18.50", "USD 500", "€500"; with a range's second end ("$900-1,200"). */
const SIGN_FIRST = new RegExp(
  `${SIGN_BEFORE}\\s?${scaled('a')}(?:${RANGE}(?:${SIGN_BEFORE}\\s?)?${scaled('b')})?`,
  'giu',
);

/** "3456 USD", "3.2k dollars", "500€", "50 cents"; with a range's first end ("900 to 1,200 dollars"). */
const SIGN_AFTER = new RegExp(
  `${NOT_IN_TOKEN}(?:${scaled('a')}${RANGE})?${scaled('b')}\\s?${WORD_AFTER}`,
  'giu',
);

/** Units after which a two-decimal number is a size or a rate of something else, not money. */
const NOT_MONEY_AFTER = String.raw`\s?(?:%|percent|per\s?cent|x|×|'|"|″|(?:sq|square|ft|feet|foot|in|inch|inches|cm|mm|m|meters?|metres?|lbs?|kg|hours?|hrs?|h|am|pm|a\.m\.|p\.m\.|days?|weeks?|months?|years?|mils?|miles?|mph|dpi|stars?)(?![\p{L}]))`;

/** "18.50", "3,456.00": exactly two decimals, standing alone (not "version 2.10", "no. 4.12"). */
const TWO_DECIMALS = new RegExp(
  `${NOT_IN_TOKEN}(?<!(?<![\\p{L}])(?:v|version|ver|release|rev|no|number|step|section|chapter)\\.?\\s?)(?<a>\\d{1,3}(?:,\\d{3})+\\.\\d{2}|\\d+\\.\\d{2})(?![\\d])(?!\\.\\d)(?!${NOT_MONEY_AFTER})`,
  'giu',
);

/** "total is 3456.", "cost: 2800 plus tax" – a bare number ending a money phrase. */
const AFTER_MONEY_WORD = new RegExp(
  String.raw`(?<![\p{L}])(?:total|subtotal|price|cost|costs|fee|tax|deposit|balance)` +
    String.raw`(?:\s+(?:is|was|of|at|comes\s+to|would\s+be|will\s+be))?\s*[:=]?\s*` +
    String.raw`(?:(?:about|around|roughly|approximately|only|just)\s+)?${NOT_IN_TOKEN}${scaled('a')}` +
    String.raw`(?=\s*(?:$|[.,;!?)](?!\d)|\s(?:plus|including|incl|excluding|before|after|in\s+total)(?![\p{L}])))`,
  'giu',
);

const SCALES: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  mn: 1_000_000,
  million: 1_000_000,
};

function toAmount(digits: string, scale: string | undefined, cents: boolean): number {
  const value = Number(digits.replace(/,/g, '')) * (scale ? (SCALES[scale.toLowerCase()] ?? 1) : 1);
  return fromCents(toCents(cents ? value / 100 : value));
}

interface Found {
  start: number;
  end: number;
  amounts: number[];
}

function scan(text: string, pattern: RegExp, taken: Found[]): Found[] {
  const found: Found[] = [];
  for (const match of allMatches(text, pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (taken.some((f) => start < f.end && f.start < end)) continue;
    const g = match.groups ?? {};
    const cents = g.cents !== undefined;
    const amounts = [
      g.a === undefined ? undefined : toAmount(g.a, g.aScale, cents),
      g.b === undefined ? undefined : toAmount(g.b, g.bScale, cents),
    ].filter((a): a is number => a !== undefined && Number.isFinite(a));
    found.push({ start, end, amounts });
  }
  return found;
}

/** Every money amount in the text, in the order they appear (dollars, rounded to the cent). */
export function findPrices(text: string): number[] {
  const taken: Found[] = [];
  // Most specific first, so "$18.50" is read once, by its sign, and not again as two decimals.
  for (const pattern of [SIGN_FIRST, SIGN_AFTER, TWO_DECIMALS, AFTER_MONEY_WORD]) {
    taken.push(...scan(text, pattern, taken));
  }
  return taken.sort((x, y) => x.start - y.start).flatMap((f) => f.amounts);
}

/** How far a stated price may be from an allowed one: rounding to the cent, nothing more. */
export const PRICE_TOLERANCE_CENTS = 1;

/** The prices in the text that are not among the allowed amounts, each once. */
export function unapprovedPrices(text: string, allowedAmounts: readonly number[]): number[] {
  const allowed = allowedAmounts.map(toCents).filter(Number.isFinite);
  const unapproved = findPrices(text).filter((price) => {
    const cents = toCents(price);
    return !allowed.some((a) => Math.abs(a - cents) <= PRICE_TOLERANCE_CENTS);
  });
  return [...new Set(unapproved)];
}

/** Earlier name of findPrices, kept for callers written against the first version. */
export const statedPrices = findPrices;
