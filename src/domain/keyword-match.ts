/**
 * Word-ish keyword matching shared by price intent, urgency, value and stepwise pricing. Plain
 * substring tests misfire on chat text ('fee' in 'feel', 'car' in 'cargo', 'rate' in
 * 'generate'), so a keyword must start and end on a word boundary. What may stand between the
 * boundaries is the keyword's last word in one of its forms: the regular inflections by rule, or
 * a spelled-out list for words the rule gets wrong (see WORD_FORMS).
 */
const ESCAPE = /[.*+?^${}()|[\]\\]/g;
const escapeRegExp = (text: string) => text.replace(ESCAPE, '\\$&');
const anyOf = (texts: readonly string[]) => `(?:${texts.map(escapeRegExp).join('|')})`;

/**
 * Words whose forms are spelled out rather than derived. Each list is complete: derivations the
 * chat clearly means ('quotation', 'pricey', 'urgently', 'this weekend'), and none of the regular
 * forms that mean something else ('rated'/'rating' are reviews, 'fleeting' is not a fleet).
 */
export const WORD_FORMS: Readonly<Record<string, readonly string[]>> = {
  quote: ['quote', 'quotes', 'quoted', 'quoting', 'quotation', 'quotations'],
  estimate: ['estimate', 'estimates', 'estimated', 'estimating', 'estimation', 'estimations'],
  price: ['price', 'prices', 'priced', 'pricing', 'pricey', 'pricy', 'overpriced', 'underpriced'],
  cost: ['cost', 'costs', 'costed', 'costing', 'costly'],
  rate: ['rate', 'rates'],
  expense: ['expense', 'expenses', 'expensed', 'expensing', 'expensive', 'inexpensive'],
  afford: [
    'afford',
    'affords',
    'afforded',
    'affording',
    'affordable',
    'affordably',
    'affordability',
    'unaffordable',
  ],
  urgent: ['urgent', 'urgently', 'urgency'],
  week: ['week', 'weeks', 'weekend', 'weekends'],
  fleet: ['fleet', 'fleets', 'fleetwide'],
  commercial: ['commercial', 'commercials', 'commercially'],
};

/**
 * The regular inflections of a word: plural or third person, past and -ing. Words of three
 * letters or fewer take only a plural ('fees', 'cars'): 'feed' and 'cared' are other words. A
 * final 'e' drops before -ing ('charging') and takes a bare 'd' ('charged'), never an 'r'
 * ('charger' is a product, not a price).
 */
function regularForms(word: string): string[] {
  if (word.length <= 3) return [word, `${word}s`];
  if (word.endsWith('e')) return [word, `${word}s`, `${word}d`, `${word.slice(0, -1)}ing`];
  if (/[^aeiou]y$/.test(word)) {
    const stem = word.slice(0, -1);
    return [word, `${stem}ies`, `${stem}ied`, `${word}ing`];
  }
  const plural = /(?:s|x|z|ch|sh)$/.test(word) ? `${word}es` : `${word}s`;
  return [word, plural, `${word}ed`, `${word}ing`];
}

/** Every spelling that counts as the given word. */
export function wordForms(word: string): readonly string[] {
  const lower = word.toLowerCase();
  return Object.hasOwn(WORD_FORMS, lower) ? (WORD_FORMS[lower] as readonly string[]) : regularForms(lower);
}

export interface KeywordShape {
  /** Letters that may be joined to the front of the first word: 'mini' + 'van'. */
  prefixes?: readonly string[];
  /** Any letters or hyphens may follow the keyword: 'multi' → 'multiple', 'multi-vehicle'. */
  open?: boolean;
}

/**
 * Case-insensitive pattern for text already passed through normalizeForMatching. The words of a
 * multi-word keyword may be split by spaces or hyphens; only the last word is inflected
 * ('total costs', 'this weekend').
 */
export function keywordPattern(keyword: string, shape: KeywordShape = {}): RegExp {
  const words = keyword.trim().toLowerCase().split(/\s+/);
  const last = words.pop();
  if (!last) throw new Error('A keyword cannot be blank');
  const lastPart = shape.open ? `${escapeRegExp(last)}[\\p{L}-]*` : anyOf(wordForms(last));
  const body = [...words.map(escapeRegExp), lastPart].join('[\\s-]+');
  const prefix = shape.prefixes?.length ? `${anyOf(shape.prefixes)}?` : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])${prefix}${body}(?![\\p{L}\\p{N}])`, 'iu');
}

// A dotted initialism: single letters joined by dots, with or without the final dot.
const INITIALISM = /(?<![\p{L}\p{N}.])\p{L}(?:\.\p{L})+\.?(?![\p{L}\p{N}])/gu;

/**
 * Prepares chat text for keyword patterns: accents are dropped ('coupé' → 'coupe') and dotted
 * initialisms are joined ('A.S.A.P.' → 'ASAP'), so the keyword lists need no spelling variants.
 */
export function normalizeForMatching(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(INITIALISM, (initialism) => initialism.replace(/\./g, ''));
}

const defaultPatterns = new Map<string, RegExp>();

function defaultPattern(keyword: string): RegExp {
  let pattern = defaultPatterns.get(keyword);
  if (!pattern) {
    pattern = keywordPattern(keyword);
    defaultPatterns.set(keyword, pattern);
  }
  return pattern;
}

export function containsKeyword(text: string, keyword: string): boolean {
  return defaultPattern(keyword).test(normalizeForMatching(text));
}

export function containsAnyKeyword(text: string, keywords: readonly string[]): boolean {
  const normalized = normalizeForMatching(text);
  return keywords.some((keyword) => defaultPattern(keyword).test(normalized));
}

/** The keywords found in the text, in the order of the list, each once. */
export function matchedKeywords(text: string, keywords: readonly string[]): string[] {
  const normalized = normalizeForMatching(text);
  return keywords.filter((keyword) => defaultPattern(keyword).test(normalized));
}
