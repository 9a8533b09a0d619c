import {
  collapseWhitespace,
  formatSchemaOpeningHours,
  normalizeEmail,
  normalizePhone,
  parseAmount,
} from './text-patterns';
import type { Offering } from './website-analysis';

/**
 * Facts from schema.org JSON-LD: what a business tells search engines about itself, usually the
 * most exact statement of its products, prices, address and hours on the whole page.
 */
export interface StructuredFacts {
  businessName: string | null;
  description: string | null;
  offerings: Offering[];
  address: string | null;
  emails: string[];
  phones: string[];
  openingHours: string[];
}

type Node = Record<string, unknown>;

const MAX_NODES = 2000;
const MAX_DEPTH = 8;
const OFFERING_TYPES = new Set([
  'product',
  'service',
  'menuitem',
  'productmodel',
  'individualproduct',
  'vehicle',
  'course',
  'event',
]);
const NOT_BUSINESS_TYPES = new Set([
  ...OFFERING_TYPES,
  'offer',
  'aggregateoffer',
  'offercatalog',
  'postaladdress',
  'person',
  'webpage',
  'website',
  'breadcrumblist',
  'listitem',
  'itemlist',
  'imageobject',
  'openinghoursspecification',
  'pricespecification',
  'unitpricespecification',
  'contactpoint',
  'geocoordinates',
  'review',
  'aggregaterating',
  'rating',
  'searchaction',
  'faqpage',
  'question',
  'answer',
]);
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const CURRENCY_SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', CAD: 'CA$', AUD: 'A$' };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typesOf(node: Node): string[] {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^https?:\/\/schema\.org\//i, '').toLowerCase());
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return collapseWhitespace(value) || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (isNode(value)) return text(value.name ?? value['@value']);
  return null;
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Every object in the JSON-LD, @graph members and nested values included. */
function collectNodes(values: readonly unknown[]): Node[] {
  const nodes: Node[] = [];
  const visit = (value: unknown, depth: number) => {
    if (nodes.length >= MAX_NODES || depth > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isNode(value)) return;
    nodes.push(value);
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  for (const value of values) visit(value, 0);
  return nodes;
}

export function formatPrice(amount: number, currency: string | null): string {
  const code = currency?.trim().toUpperCase() ?? '';
  const digits = Number.isInteger(amount) ? 0 : 2;
  const number = amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 });
  const symbol = CURRENCY_SYMBOLS[code];
  if (symbol) return `${symbol}${number}`;
  return code ? `${number} ${code}` : number;
}

interface OfferPrice {
  price: number;
  priceText: string;
}

function offerPrice(offer: unknown): OfferPrice | null {
  for (const item of list(offer)) {
    if (!isNode(item)) continue;
    const spec = list(item.priceSpecification).find(isNode);
    const currency = text(item.priceCurrency) ?? (spec ? text(spec.priceCurrency) : null);
    const low = text(item.lowPrice);
    const high = text(item.highPrice);
    if (low !== null) {
      const lowAmount = parseAmount(low);
      if (lowAmount === null) continue;
      const highAmount = high === null ? null : parseAmount(high);
      const priceText =
        highAmount !== null && highAmount !== lowAmount
          ? `${formatPrice(lowAmount, currency)}–${formatPrice(highAmount, currency)}`
          : `from ${formatPrice(lowAmount, currency)}`;
      return { price: lowAmount, priceText };
    }
    const raw = text(item.price) ?? (spec ? text(spec.price) : null);
    const amount = raw === null ? null : parseAmount(raw);
    if (amount !== null) return { price: amount, priceText: formatPrice(amount, currency) };
  }
  return null;
}

function offeringOf(node: Node, priceSource: unknown): Offering | null {
  const name = text(node.name);
  if (!name) return null;
  const price = offerPrice(priceSource);
  return {
    name,
    price: price?.price ?? null,
    priceText: price?.priceText ?? null,
    description: text(node.description),
  };
}

function addressOf(value: unknown): string | null {
  if (typeof value === 'string') return collapseWhitespace(value) || null;
  const node = list(value).find(isNode);
  if (!node) return null;
  const parts = [
    node.streetAddress,
    node.addressLocality,
    node.addressRegion,
    node.postalCode,
    node.addressCountry,
  ]
    .map(text)
    .filter((part): part is string => part !== null);
  // "Austin, TX, 78701" reads better as "Austin, TX 78701".
  const region = text(node.addressRegion);
  const postal = text(node.postalCode);
  if (region && postal) {
    const at = parts.indexOf(region);
    if (parts[at + 1] === postal) parts.splice(at, 2, `${region} ${postal}`);
  }
  return parts.length > 0 ? parts.join(', ') : null;
}

function dayName(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  const day = raw.replace(/^https?:\/\/schema\.org\//i, '').toLowerCase();
  return WEEK.includes(day) ? day : null;
}

function time(value: unknown): string | null {
  const raw = text(value);
  const match = raw ? /^(\d{1,2}):(\d{2})/.exec(raw) : null;
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Runs of consecutive days ('Monday–Friday') for days that share the same hours. */
function dayRuns(days: readonly string[]): string {
  const indexes = [...new Set(days.map((d) => WEEK.indexOf(d)))].sort((a, b) => a - b);
  const runs: string[] = [];
  let start = 0;
  for (let i = 1; i <= indexes.length; i++) {
    if (i < indexes.length && indexes[i] === indexes[i - 1]! + 1) continue;
    const first = capitalise(WEEK[indexes[start]!]!);
    const last = capitalise(WEEK[indexes[i - 1]!]!);
    runs.push(i - 1 === start ? first : `${first}–${last}`);
    start = i;
  }
  return runs.join(', ');
}

/** OpeningHoursSpecification entries as lines ('Monday–Friday: 09:00–17:00'), grouped by hours. */
export function formatHoursSpecifications(specs: readonly unknown[]): string[] {
  const byHours = new Map<string, string[]>();
  for (const spec of specs) {
    if (!isNode(spec)) continue;
    const opens = time(spec.opens);
    const closes = time(spec.closes);
    const hours =
      opens && closes ? (opens === '00:00' && closes === '00:00' ? 'closed' : `${opens}–${closes}`) : null;
    if (!hours) continue;
    for (const day of list(spec.dayOfWeek).map(dayName)) {
      if (!day) continue;
      const days = byHours.get(hours) ?? [];
      days.push(day);
      byHours.set(hours, days);
    }
  }
  return [...byHours.entries()]
    .sort(
      ([, a], [, b]) =>
        Math.min(...a.map((d) => WEEK.indexOf(d))) - Math.min(...b.map((d) => WEEK.indexOf(d))),
    )
    .map(([hours, days]) => `${dayRuns(days)}: ${hours}`);
}

function pushUnique(target: string[], value: string | null): void {
  if (value && !target.includes(value)) target.push(value);
}

export function readStructuredData(values: readonly unknown[]): StructuredFacts {
  const facts: StructuredFacts = {
    businessName: null,
    description: null,
    offerings: [],
    address: null,
    emails: [],
    phones: [],
    openingHours: [],
  };
  const nodes = collectNodes(values);
  // An offer in a catalogue names what it sells in itemOffered; that item is read with the offer's
  // price, not again on its own.
  const offered = new Set<Node>();
  for (const node of nodes) {
    const types = typesOf(node);
    if (!(types.includes('offer') || types.includes('aggregateoffer')) || !isNode(node.itemOffered)) continue;
    offered.add(node.itemOffered);
    const offering = offeringOf(node.itemOffered, node);
    if (offering) facts.offerings.push(offering);
  }
  for (const node of nodes) {
    const types = typesOf(node);
    if (types.some((t) => OFFERING_TYPES.has(t))) {
      const offering = offered.has(node) ? null : offeringOf(node, node.offers);
      if (offering) facts.offerings.push(offering);
      continue;
    }
    if (types.length === 0 || types.some((t) => NOT_BUSINESS_TYPES.has(t))) continue;

    facts.businessName ??= text(node.name);
    facts.description ??= text(node.description);
    facts.address ??= addressOf(node.address);
    for (const phone of list(node.telephone)) pushUnique(facts.phones, normalizePhone(text(phone) ?? ''));
    for (const email of list(node.email)) pushUnique(facts.emails, normalizeEmail(text(email) ?? ''));
    for (const line of list(node.openingHours)) {
      const raw = text(line);
      pushUnique(facts.openingHours, raw ? formatSchemaOpeningHours(raw) : null);
    }
    for (const line of formatHoursSpecifications(list(node.openingHoursSpecification)))
      pushUnique(facts.openingHours, line);
  }
  return facts;
}
