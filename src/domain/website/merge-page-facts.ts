import { phoneKey, truncateText } from './text-patterns';
import { ANALYSIS_CAPS, type Offering, type Policy, type WebsiteAnalysis } from './website-analysis';

/** What one page yielded; the analysis of a site merges these, the start page first. */
export interface PageFacts {
  url: string;
  title: string | null;
  businessName: string | null;
  description: string | null;
  headings: string[];
  offerings: Offering[];
  emails: string[];
  phones: string[];
  address: string | null;
  openingHours: string[];
  policies: Policy[];
}

function capText(text: string | null, max: number): string | null {
  return text ? truncateText(text, max) : null;
}

function firstOf<T>(pages: readonly PageFacts[], pick: (page: PageFacts) => T | null): T | null {
  for (const page of pages) {
    const value = pick(page);
    if (value !== null) return value;
  }
  return null;
}

function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string, max: number): T[] {
  const seen = new Set<string>();
  const result: T[] = [];
  for (const item of items) {
    const key = keyOf(item);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(item);
    if (result.length >= max) break;
  }
  return result;
}

const offeringKey = (o: Offering) =>
  o.name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** One offering per name; a priced mention wins over an unpriced one of the same name. */
function mergeOfferings(pages: readonly PageFacts[]): Offering[] {
  const byName = new Map<string, Offering>();
  for (const offering of pages.flatMap((p) => p.offerings)) {
    const key = offeringKey(offering);
    if (key === '') continue;
    const known = byName.get(key);
    if (!known) {
      if (byName.size < ANALYSIS_CAPS.offerings) byName.set(key, offering);
    } else if (known.price === null && offering.price !== null) {
      byName.set(key, { ...offering, description: offering.description ?? known.description });
    } else if (!known.description && offering.description) {
      byName.set(key, { ...known, description: offering.description });
    }
  }
  return [...byName.values()].map((o) => ({
    name: truncateText(o.name, ANALYSIS_CAPS.offeringNameChars),
    price: o.price,
    priceText: o.priceText,
    description: capText(o.description, ANALYSIS_CAPS.offeringDescriptionChars),
  }));
}

export function mergePageFacts(options: {
  url: string;
  finalUrl: string;
  pages: readonly PageFacts[];
}): WebsiteAnalysis {
  const { pages } = options;
  const policies = uniqueBy(
    pages.flatMap((p) => p.policies).filter((p) => p.text.trim() !== ''),
    (p) => `${p.kind}:${p.title.toLowerCase()}`,
    ANALYSIS_CAPS.policies,
  ).map((p) => ({
    kind: p.kind,
    title: truncateText(p.title, ANALYSIS_CAPS.policyTitleChars),
    text: truncateText(p.text, ANALYSIS_CAPS.policyTextChars),
  }));

  return {
    url: options.url,
    finalUrl: options.finalUrl,
    businessName: capText(
      firstOf(pages, (p) => p.businessName),
      ANALYSIS_CAPS.titleChars,
    ),
    title: capText(pages[0]?.title ?? firstOf(pages, (p) => p.title), ANALYSIS_CAPS.titleChars),
    description: capText(
      pages[0]?.description ?? firstOf(pages, (p) => p.description),
      ANALYSIS_CAPS.descriptionChars,
    ),
    headings: uniqueBy(
      pages.flatMap((p) => p.headings),
      (h) => h.toLowerCase(),
      ANALYSIS_CAPS.headings,
    ).map((h) => truncateText(h, ANALYSIS_CAPS.headingChars)),
    offerings: mergeOfferings(pages),
    contact: {
      emails: uniqueBy(
        pages.flatMap((p) => p.emails),
        (e) => e.toLowerCase(),
        ANALYSIS_CAPS.emails,
      ),
      phones: uniqueBy(
        pages.flatMap((p) => p.phones),
        phoneKey,
        ANALYSIS_CAPS.phones,
      ),
      address: capText(
        firstOf(pages, (p) => p.address),
        ANALYSIS_CAPS.addressChars,
      ),
    },
    openingHours: uniqueBy(
      pages.flatMap((p) => p.openingHours),
      (h) => h.toLowerCase(),
      ANALYSIS_CAPS.openingHours,
    ),
    policies,
    pages: pages.map((p) => ({ url: p.url, title: p.title })),
  };
}
