import { formatUsd } from '../money';
import type { ProductFacet } from './catalogue-question';
import type { CatalogueProduct } from './catalogue-types';
import { totalStock, UNCOUNTED_STOCK } from './catalogue-types';

/**
 * Product answers worded from catalogue rows only: every name, price, size and stock figure in
 * the text comes from the row, and `amounts` lists each price written, for the reply's price guard.
 */

export interface CatalogueReply {
  text: string;
  /** Every money amount (dollars) the text states; all of them are catalogue prices. */
  amounts: number[];
}

const price = (p: CatalogueProduct) => formatUsd(p.priceCents / 100);
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Sizes in stock, and sizes sold out, in the catalogue's order. */
function sizeStock(p: CatalogueProduct): { inStock: string[]; soldOut: string[] } {
  const inStock = p.sizes.filter((s) => (p.stockBySize[s] ?? 0) > 0);
  return { inStock, soldOut: p.sizes.filter((s) => !inStock.includes(s)) };
}

const oneSize = (p: CatalogueProduct) => p.sizes.length <= 1;

/** " (8 left)", or nothing when the shop sells it without counting its stock (UNCOUNTED_STOCK). */
const leftText = (count: number) => (count >= UNCOUNTED_STOCK ? '' : ` (${count} left)`);

function stockSentence(p: CatalogueProduct, size: string | null): string {
  if (size) {
    const count = p.stockBySize[size] ?? 0;
    if (count === 0) {
      const others = sizeStock(p).inStock;
      return `The ${p.name} in size ${size} is sold out right now${others.length ? `; it is in stock in ${list(others)}` : ''}.`;
    }
    return `Yes, the ${p.name} is in stock in size ${size}${leftText(count)}.`;
  }
  const total = totalStock(p);
  if (total === 0) return `The ${p.name} is sold out right now.`;
  if (oneSize(p)) return `Yes, the ${p.name} is in stock${leftText(total)}.`;
  const { inStock, soldOut } = sizeStock(p);
  return `Yes, the ${p.name} is in stock in ${list(inStock)}${soldOut.length ? ` (sold out in ${list(soldOut)})` : ''}.`;
}

function facetSentence(p: CatalogueProduct, facet: ProductFacet, size: string | null): string | null {
  switch (facet) {
    case 'price':
      return `The ${p.name} is ${price(p)}.`;
    case 'stock':
      return stockSentence(p, size);
    case 'sizes':
      return oneSize(p)
        ? `The ${p.name} comes in one size.`
        : `The ${p.name} comes in sizes ${list(p.sizes)}.`;
    case 'colours':
      return p.colours.length ? `The ${p.name} comes in ${list(p.colours)}.` : null;
    case 'material':
      return p.material ? `The ${p.name} is made of ${p.material}.` : null;
    case 'care':
      return p.care ? `Care for the ${p.name}: ${p.care}` : null;
  }
}

/** One product: the asked facets, or a short summary when the message asked nothing in particular. */
export function productReply(
  p: CatalogueProduct,
  facets: readonly ProductFacet[],
  size: string | null,
): CatalogueReply {
  const asked: ProductFacet[] = facets.length ? [...facets] : [];
  // A size named without another question ("the rain jacket in M?") asks whether it is in stock.
  if (size && !asked.includes('stock')) asked.push('stock');
  if (asked.length === 0) {
    const colours = p.colours.length ? ` It comes in ${list(p.colours)}` : '';
    const sizes = oneSize(p) ? '' : `${colours ? ',' : ' It comes'} in sizes ${list(p.sizes)}`;
    const text = `The ${p.name} is ${price(p)}. ${p.description}${colours || sizes ? `${colours}${sizes}.` : ''} ${stockSentence(p, null)}`;
    return { text, amounts: [p.priceCents / 100] };
  }
  const sentences = asked.map((facet) => facetSentence(p, facet, size));
  const missing = sentences.some((s) => s === null);
  const text = sentences.filter((s): s is string => s !== null).join(' ');
  const unknown = missing
    ? ' I do not have more detail on that in our catalogue; a team member can tell you.'
    : '';
  return {
    text: (text || `Here is what I have on the ${p.name}: ${p.description}`) + unknown,
    amounts: asked.includes('price') ? [p.priceCents / 100] : [],
  };
}

/** Several products matched ("jackets?", "the hoodie" with two hoodies): name each with its price. */
export function productListReply(products: readonly CatalogueProduct[], max = 6): CatalogueReply {
  const shown = products.slice(0, max);
  const lines = shown.map((p) => `${p.name}, ${price(p)}${totalStock(p) === 0 ? ' (sold out)' : ''}`);
  const more = products.length > shown.length ? ` and ${products.length - shown.length} more` : '';
  return {
    text: `We have ${list(lines)}${more}. Which one would you like to know more about?`,
    amounts: shown.map((p) => p.priceCents / 100),
  };
}

/** "What do you sell?": the categories with a few product names, from the catalogue itself. */
export function overviewReply(businessName: string, products: readonly CatalogueProduct[]): CatalogueReply {
  const byCategory = new Map<string, string[]>();
  for (const p of products) byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), p.name]);
  const parts = [...byCategory].map(
    ([category, names]) => `${category.toLowerCase()} (such as the ${list(names.slice(0, 2))})`,
  );
  return {
    text: `${businessName} sells ${list(parts)}. Ask me about any item's price, sizes, colours or stock.`,
    amounts: [],
  };
}

export function unknownProductReply(products: readonly CatalogueProduct[]): CatalogueReply {
  const categories = [...new Set(products.map((p) => p.category.toLowerCase()))];
  return {
    text: `I could not find that item in our catalogue. We sell ${list(categories)}; which item do you mean?`,
    amounts: [],
  };
}
