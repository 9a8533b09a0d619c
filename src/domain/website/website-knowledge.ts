import type { KnowledgeCategory } from '../validation/knowledge';
import { parseWebUrl } from './site-url';
import type { Offering, WebsiteAnalysis } from './website-analysis';

export interface WebsiteKnowledgeItem {
  title: string;
  content: string;
  category: KnowledgeCategory;
}

const OFFERINGS_PER_ITEM = 10;
const HEADINGS_IN_ABOUT = 15;

/**
 * The business's name as the site gives it: its declared name, else the first part of the page
 * title ('Acme Wraps | Vehicle Wraps in Austin' → 'Acme Wraps'), else the host name.
 */
export function businessNameOf(analysis: WebsiteAnalysis): string {
  if (analysis.businessName) return analysis.businessName;
  const fromTitle = analysis.title?.split(/\s+[|–—·:-]\s+/)[0]?.trim();
  if (fromTitle) return fromTitle;
  const host = parseWebUrl(analysis.finalUrl)?.hostname.replace(/^www\./, '');
  return host || 'This business';
}

function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/**
 * One offering as sentences an agent can quote: what it is, then its price in a sentence of its
 * own (agents never quote prices; they price through the quote engine, so that sentence is for
 * a language model's context and the owner's eyes).
 */
function offeringLine(offering: Offering): string {
  const price = offering.priceText
    ? `Price on the website: ${offering.priceText}.`
    : 'No price is stated on the website.';
  const what = offering.description
    ? `${offering.name}: ${sentence(offering.description)}`
    : sentence(offering.name);
  return `${what} ${price}`;
}

/** Who the business is, in its own words, and what its website covers. */
function aboutItem(analysis: WebsiteAnalysis, name: string): WebsiteKnowledgeItem {
  const lines: string[] = [];
  const ownWords = analysis.description ?? (analysis.title !== name ? analysis.title : null);
  if (ownWords) lines.push(`${name}: ${sentence(ownWords)}`);
  lines.push(`Website: ${analysis.finalUrl}.`);
  if (analysis.headings.length > 0)
    lines.push(`The website covers: ${analysis.headings.slice(0, HEADINGS_IN_ABOUT).join('; ')}.`);
  return { title: `About ${name}`, content: lines.join('\n'), category: 'general' };
}

function offeringItems(offerings: readonly Offering[], name: string): WebsiteKnowledgeItem[] {
  const items: WebsiteKnowledgeItem[] = [];
  const parts = Math.ceil(offerings.length / OFFERINGS_PER_ITEM);
  for (let part = 0; part < parts; part++) {
    const chunk = offerings.slice(part * OFFERINGS_PER_ITEM, (part + 1) * OFFERINGS_PER_ITEM);
    const priced = chunk.some((o) => o.price !== null);
    const base = priced ? `Products, services and prices at ${name}` : `Products and services of ${name}`;
    items.push({
      title: parts > 1 ? `${base} (part ${part + 1} of ${parts})` : base,
      content: [`What ${name} offers, as its website lists it.`, ...chunk.map(offeringLine)].join('\n'),
      category: priced ? 'pricing' : 'services',
    });
  }
  return items;
}

function contactItem(analysis: WebsiteAnalysis, name: string): WebsiteKnowledgeItem | null {
  const { emails, phones, address } = analysis.contact;
  const lines: string[] = [];
  if (emails.length > 0) lines.push(`E-mail: ${emails.join(', ')}.`);
  if (phones.length > 0) lines.push(`Phone: ${phones.join(', ')}.`);
  if (address) lines.push(`Address: ${sentence(address)}`);
  if (lines.length === 0) return null;
  return {
    title: `Contact ${name}`,
    content: [`How to reach ${name}, as stated on its website:`, ...lines].join('\n'),
    category: 'general',
  };
}

/** An item with the section of the site it states, stable across reads of the same site. */
export interface SectionedKnowledgeItem extends WebsiteKnowledgeItem {
  /** 'about', 'offerings-1', 'contact', 'hours', 'policy-returns-returns-and-refunds', … */
  section: string;
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'item'
  );
}

/**
 * The items of knowledgeFromAnalysis, each with its section: a re-read of the site finds the item
 * it wrote before under the same section (the About item stays 'about' whatever the site now
 * says), so it updates rather than duplicates.
 */
export function sectionedKnowledgeFromAnalysis(analysis: WebsiteAnalysis): SectionedKnowledgeItem[] {
  const name = businessNameOf(analysis);
  const items: SectionedKnowledgeItem[] = [
    { ...aboutItem(analysis, name), section: 'about' },
    ...offeringItems(analysis.offerings, name).map((item, index) => ({
      ...item,
      section: `offerings-${index + 1}`,
    })),
  ];
  const contact = contactItem(analysis, name);
  if (contact) items.push({ ...contact, section: 'contact' });
  if (analysis.openingHours.length > 0)
    items.push({
      title: `Opening hours of ${name}`,
      content: `Opening hours of ${name}, as its website states them: ${analysis.openingHours.join('; ')}.`,
      category: 'general',
      section: 'hours',
    });
  for (const policy of analysis.policies)
    items.push({
      title: `${name}: ${policy.title}`,
      content: policy.text,
      category: 'policies',
      section: `policy-${policy.kind}-${slug(policy.title)}`,
    });
  return items;
}

/**
 * Knowledge items a preview agent or a workspace can answer from: only what the site states,
 * quoted, never a guess. An empty analysis still yields the About item with the site's address.
 */
export function knowledgeFromAnalysis(analysis: WebsiteAnalysis): WebsiteKnowledgeItem[] {
  return sectionedKnowledgeFromAnalysis(analysis).map(({ section: _section, ...item }) => item);
}
