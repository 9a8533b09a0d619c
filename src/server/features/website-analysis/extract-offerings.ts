import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import {
  collapseWhitespace,
  findPrices,
  isShippingFeeName,
  type PriceMatch,
} from '../../../domain/website/text-patterns';
import type { Offering } from '../../../domain/website/website-analysis';
import { lineOf } from './page-text';

/** Longer text is a section or a page, not one product or service. */
const MAX_ITEM_TEXT = 600;
const MAX_CLIMB = 5;
const MAX_PER_PAGE = 50;
const ITEM_TAGS = new Set(['li', 'tr', 'article', 'dd']);
// Class names are judged by their first segment: 'product-card' and 'card__info' are items,
// 'price-item' and 'grid__item' are parts or wrappers of one.
const ITEM_CLASS_ROOTS = new Set([
  'product',
  'card',
  'item',
  'service',
  'plan',
  'package',
  'tier',
  'offer',
  'menu',
]);
const NAME_SELECTOR =
  'h1, h2, h3, h4, h5, h6, [itemprop="name"], [class*="title"], [class*="name"], strong, b, dt, th';
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5']);
// 'Free shipping on orders over $50', 'save $20': amounts that are conditions, not prices.
const CONDITION_BEFORE =
  /\b(?:over|under|above|below|than|save|saving|off|spend|orders?|minimum|min\.?|up to|discount)\s*$/i;
const QUALIFIER_AFTER_NAME =
  /[\s:|–—·•.,-]*(?:\b(?:from|starting(?: at| from)?|starts(?: at| from)?|as low as|only|just|costs?|is|are|price|prices|pricing|for)\b[\s:]*)*$/i;
// '… design consultation. From' once the price is taken out of 'From $2,800'.
const QUALIFIER_BEFORE_PRICE =
  /\s*\b(?:from|starting(?: at| from)?|starts(?: at| from)?|as low as|only|just)[\s:]*$/i;
const CALLS_TO_ACTION =
  /\b(?:add to (?:cart|bag|basket)|buy now|order now|book now|learn more|read more|view details|shop now|get a quote|request a quote|select options)\b/gi;

interface ElementText {
  text: string;
  long: boolean;
}

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag';
}

/** Each element's text (only when short) and the elements that directly hold a whole price. */
function findPriceElements(root: Element): { texts: Map<Element, ElementText>; priced: Element[] } {
  const texts = new Map<Element, ElementText>();
  const priced: Element[] = [];
  const hasPrice = new Set<Element>();
  const visit = (element: Element): void => {
    let childHasPrice = false;
    for (const child of element.children) {
      if (!isElement(child)) continue;
      visit(child);
      if (hasPrice.has(child)) childHasPrice = true;
    }
    const childrenLong = element.children.some((c) => isElement(c) && texts.get(c)?.long);
    const text = childrenLong ? '' : lineOf(element);
    const long = childrenLong || text.length > MAX_ITEM_TEXT;
    texts.set(element, { text: long ? '' : text, long });
    if (childHasPrice) hasPrice.add(element);
    else if (!long && findPrices(text).length > 0) {
      hasPrice.add(element);
      priced.push(element);
    }
  };
  visit(root);
  return { texts, priced };
}

function isItemBlock(element: Element): boolean {
  const classRoots = (element.attribs.class ?? '')
    .split(/\s+/)
    .map((token) => token.split(/__|-|_/)[0]!.toLowerCase());
  return (
    ITEM_TAGS.has(element.name) ||
    classRoots.some((root) => ITEM_CLASS_ROOTS.has(root)) ||
    'itemtype' in element.attribs
  );
}

/** How many price-holding elements each ancestor contains, to tell an item from a list of items. */
function priceCounts(priced: readonly Element[]): Map<Element, number> {
  const counts = new Map<Element, number>();
  for (const element of priced) {
    for (let node = element.parent; node && isElement(node); node = node.parent)
      counts.set(node, (counts.get(node) ?? 0) + 1);
  }
  return counts;
}

/** The smallest element around a price that describes one product or service. */
function itemBlockOf(
  price: Element,
  texts: Map<Element, ElementText>,
  counts: Map<Element, number>,
): Element {
  let block = price;
  const priceOnly = (element: Element) => {
    const text = texts.get(element)?.text ?? '';
    return text.replace(findPrices(text)[0]?.priceText ?? '', '').trim().length < 2;
  };
  for (let i = 0; i < MAX_CLIMB && (priceOnly(block) || !isItemBlock(block)); i++) {
    const parent = block.parent;
    if (!parent || !isElement(parent) || parent.name === 'body' || parent.name === 'main') break;
    if (texts.get(parent)?.long || (counts.get(parent) ?? 0) > 1) break;
    block = parent;
  }
  return block;
}

function cleanName(text: string): string | null {
  const name = collapseWhitespace(text.replace(QUALIFIER_AFTER_NAME, '').replace(/^[\s:|–—·•-]+/, ''));
  if (name.length < 2 || name.length > 120 || !/\p{L}/u.test(name)) return null;
  if (findPrices(name).length > 0) return null;
  return name;
}

const INLINE_NAME_TAGS = new Set(['strong', 'b']);

/** The item's name, and whether it is bold text that may sit inside a sentence (not a label). */
function nameInside($: CheerioAPI, block: Element): { name: string; inline: boolean } | null {
  for (const candidate of $(block).find(NAME_SELECTOR).toArray()) {
    const name = cleanName(lineOf(candidate));
    if (name) return { name, inline: INLINE_NAME_TAGS.has(candidate.name) };
  }
  return null;
}

function precedingHeading(block: Element): string | null {
  for (let node: AnyNode | null = block, level = 0; node && level < 2; node = node.parent, level++) {
    for (let sibling = node.prev; sibling; sibling = sibling.prev) {
      if (isElement(sibling) && HEADING_TAGS.has(sibling.name)) return cleanName(lineOf(sibling));
    }
  }
  return null;
}

function withoutCallsToAction(text: string): string {
  return collapseWhitespace(text.replace(CALLS_TO_ACTION, ' '));
}

function hasWords(text: string, count: number): boolean {
  return (text.match(/\p{L}+/gu)?.length ?? 0) >= count;
}

function offeringOf($: CheerioAPI, block: Element, blockText: string, price: PriceMatch): Offering | null {
  const before = blockText.slice(0, price.index);
  if (CONDITION_BEFORE.test(before.trim())) return null;
  const text = withoutCallsToAction(blockText);
  const label = nameInside($, block);
  const labelled = label?.name ?? null;
  const shortBefore =
    labelled === null && before.length <= 60 && before.trim().split(/\s+/).length <= 8
      ? cleanName(before)
      : null;
  const name = labelled ?? shortBefore ?? precedingHeading(block);
  // A shipping table's rows are charges; the shipping policy carries them as text.
  if (!name || isShippingFeeName(name)) return null;

  const rest = collapseWhitespace(text.replace(price.priceText, ' ').replace(name, ' '))
    .replace(/^[\s:|–—·•,.-]+/, '')
    .replace(QUALIFIER_BEFORE_PRICE, '');
  // A name inside a sentence ('Custom cakes start from $45 for a 6-inch round') makes the
  // sentence the description; a card's name (a heading, a title) is a label, and what is left
  // beside it, before or after the price, describes it.
  const isLabel = label !== null && !label.inline;
  const inSentence = shortBefore !== null || (!isLabel && hasWords(before.replace(name, ' '), 1));
  const description = inSentence ? (hasWords(rest, 3) ? text : null) : hasWords(rest, 1) ? rest : null;
  return { name, price: price.price, priceText: price.priceText, description };
}

/**
 * Products and services with the prices a page shows: each price pattern ('$1,299.00', 'from
 * $45') is read with the heading, list item, table row or card around it.
 */
export function extractPricedItems($: CheerioAPI, root: Element): Offering[] {
  const { texts, priced } = findPriceElements(root);
  const counts = priceCounts(priced);
  const offerings: Offering[] = [];
  const usedBlocks = new Set<Element>();
  for (const element of priced) {
    if (offerings.length >= MAX_PER_PAGE) break;
    const block = itemBlockOf(element, texts, counts);
    if (usedBlocks.has(block)) continue;
    usedBlocks.add(block);
    const blockText = texts.get(block)?.text || lineOf(block);
    const price = findPrices(blockText)[0];
    if (!price) continue;
    const offering = offeringOf($, block, blockText, price);
    if (offering && !offerings.some((o) => o.name === offering.name && o.priceText === offering.priceText))
      offerings.push(offering);
  }
  return offerings;
}
