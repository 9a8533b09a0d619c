import type { CatalogueProduct } from './catalogue-types';

/**
 * Which products of the catalogue a visitor's message is about, by the words of their names,
 * categories and SKUs. The catalogue of a small shop is a few hundred rows at most, so it is
 * matched in memory; nothing here guesses: a product is named or it is not.
 */

/** Words that name no product on their own ("the", "do you have"), and shop words every item shares. */
const IGNORED = new Set(
  (
    'a an and or the of to in on at for with from by is are do does you your we our i me my it its this that ' +
    'have has any some what which how much many price cost costs stock size sizes colour color colours colors ' +
    'available there still left please can could would like want get buy order one'
  ).split(' '),
);

/** Plural and spelling variants meet: "jackets" → "jacket", "scarves" → "scarf", "colour" → "color". */
export function wordStem(word: string): string {
  let w = word.replace(/our$/, 'or');
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ar|l)ves$/.test(w)) w = `${w.slice(0, -3)}f`;
  else if (/(ss|sh|ch|x)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && w.length > 3) w = w.slice(0, -1);
  return w;
}

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[’']/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !IGNORED.has(w))
    .map(wordStem);
}

export interface ProductMatch {
  product: CatalogueProduct;
  /** Name words the message holds, weighted: a name word 3, a category word 1, the SKU 10. */
  score: number;
}

function scoreOf(product: CatalogueProduct, said: ReadonlySet<string>, rawText: string): number {
  if (product.sku && rawText.toLowerCase().includes(product.sku.toLowerCase())) return 10;
  let score = 0;
  for (const word of new Set(words(product.name))) if (said.has(word)) score += 3;
  for (const word of new Set(words(product.category))) if (said.has(word)) score += 1;
  return score;
}

/**
 * "How long does delivery take", "how big is it", "miles too long on me": the adjective belongs to
 * the question or the complaint, not to a product called "Long-Sleeve" or "Big Tote". So does
 * "on top of the price" (in addition), which names no "Top".
 */
const QUESTION_ADJECTIVES =
  /\b(?:how|too|so)\s+(?:long|big|small|far|soon|fast|quick|quickly|often|old|late|early|heavy|light|wide|tall|short|warm)\b|\b(?:on|over)\s+(?:the\s+)?top(?:\s+of)?\b/gi;

/**
 * The products the message names, best first. Only the best-scoring group is returned ("the rain
 * jacket" gives that jacket, not every jacket), and a match on the category alone returns the
 * whole category ("jackets?" lists them).
 */
export function matchProducts(message: string, products: readonly CatalogueProduct[]): ProductMatch[] {
  const said = new Set(words(message.replace(QUESTION_ADJECTIVES, ' ')));
  if (said.size === 0) return [];
  const scored = products
    .map((product) => ({ product, score: scoreOf(product, said, message) }))
    .filter((m) => m.score > 0);
  if (scored.length === 0) return [];
  const best = Math.max(...scored.map((m) => m.score));
  return scored.filter((m) => m.score === best).sort((a, b) => a.product.name.localeCompare(b.product.name));
}

/**
 * Every product the message names a word of (not only the best match): "the slip dress and the
 * cardigan" names both, though the dress's three name words outscore the cardigan's one.
 */
export function mentionedProducts(
  message: string,
  products: readonly CatalogueProduct[],
): CatalogueProduct[] {
  const said = new Set(words(message.replace(QUESTION_ADJECTIVES, ' ')));
  if (said.size === 0) return [];
  return products.filter((product) => scoreOf(product, said, message) > 0);
}

/** Sizes as visitors write them ("medium", "xl", "size 8") in the catalogue's spelling ("M", "XL", "8"). */
const SIZE_WORDS: Record<string, string> = {
  'extra small': 'XS',
  xs: 'XS',
  small: 'S',
  medium: 'M',
  large: 'L',
  'extra large': 'XL',
  'x-large': 'XL',
  xl: 'XL',
  xxl: 'XXL',
  '2xl': 'XXL',
};

const SIZE_WORD = new RegExp(
  String.raw`\b(?:size\s+)?(?:${Object.keys(SIZE_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})\b`,
  'gi',
);

/** The message without the sizes it names: "hold a medium for me" asks about holding, in any size. */
export function withoutSizes(message: string): string {
  return message.replace(SIZE_WORD, ' ');
}

/** The size the visitor asks about, if it is one of the product's sizes; null otherwise. */
export function requestedSize(message: string, sizes: readonly string[]): string | null {
  const lower = ` ${message.toLowerCase().replace(/[^a-z0-9-]+/g, ' ')} `;
  const known = new Map(sizes.map((s) => [s.toLowerCase(), s]));
  for (const [phrase, size] of Object.entries(SIZE_WORDS).sort((a, b) => b[0].length - a[0].length)) {
    // "I meant small not medium": the size ruled out is not the one asked about.
    if (new RegExp(String.raw` (?:not|instead of|rather than|than)(?: an?| the)? ${phrase} `).test(lower))
      continue;
    if (lower.includes(` ${phrase} `) && known.has(size.toLowerCase())) return known.get(size.toLowerCase())!;
  }
  // "size 8", "in a 9", "in M": a size token the product has, after a word that introduces one.
  const after = lower.match(/ (?:size|sz|in an?|in) ([a-z0-9]{1,4}) /g) ?? [];
  for (const hit of after) {
    const token = hit.trim().split(' ').at(-1)!;
    if (known.has(token)) return known.get(token)!;
  }
  return null;
}
