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

function offeringLine(offering: Offering): string {
  const price = offering.priceText ?? 'no price stated on the website';
  const description = offering.description ? ` ${sentence(offering.description)}` : '';
  return `- ${offering.name}: ${price}.${description}`;
}

function aboutItem(analysis: WebsiteAnalysis, name: string): WebsiteKnowledgeItem {
  const lines = [`${name}'s website is ${analysis.finalUrl}.`];
  if (analysis.title) lines.push(`Its home page is titled "${analysis.title}".`);
  if (analysis.description)
    lines.push(`The website describes the business like this: "${analysis.description}"`);
  if (analysis.headings.length > 0)
    lines.push(`Topics on the website: ${analysis.headings.slice(0, HEADINGS_IN_ABOUT).join('; ')}.`);
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
      content: [
        `${name} lists these on its website${priced ? ', with the prices it states' : ''}:`,
        ...chunk.map(offeringLine),
      ].join('\n'),
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

/**
 * Knowledge items a preview agent or a workspace can answer from: only what the site states,
 * quoted, never a guess. An empty analysis still yields the About item with the site's address.
 */
export function knowledgeFromAnalysis(analysis: WebsiteAnalysis): WebsiteKnowledgeItem[] {
  const name = businessNameOf(analysis);
  const items: WebsiteKnowledgeItem[] = [
    aboutItem(analysis, name),
    ...offeringItems(analysis.offerings, name),
  ];
  const contact = contactItem(analysis, name);
  if (contact) items.push(contact);
  if (analysis.openingHours.length > 0)
    items.push({
      title: `Opening hours of ${name}`,
      content: [
        `${name} states these opening hours on its website:`,
        ...analysis.openingHours.map((h) => `- ${h}`),
      ].join('\n'),
      category: 'general',
    });
  for (const policy of analysis.policies)
    items.push({ title: `${name}: ${policy.title}`, content: policy.text, category: 'policies' });
  return items;
}
