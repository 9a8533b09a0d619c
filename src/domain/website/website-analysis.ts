/** What the website analysis learns about a business: plain data, stored as JSON on the preview. */
export const POLICY_KINDS = [
  'shipping',
  'returns',
  'warranty',
  'payment',
  'privacy',
  'terms',
  'other',
] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export interface Offering {
  name: string;
  /** The stated amount (the low end of a range) in the page's currency; null when no price is given. */
  price: number | null;
  /** The price as the site words it ('from $45', '$1,299.00'). */
  priceText: string | null;
  description: string | null;
}

export interface Policy {
  kind: PolicyKind;
  title: string;
  text: string;
}

export interface ContactDetails {
  emails: string[];
  phones: string[];
  address: string | null;
}

export interface WebsiteAnalysis {
  /** The normalised start URL. */
  url: string;
  /** The start page's URL after redirects. */
  finalUrl: string;
  /** The business's own name where the site states it (schema.org, og:site_name), else null. */
  businessName: string | null;
  title: string | null;
  description: string | null;
  headings: string[];
  offerings: Offering[];
  contact: ContactDetails;
  openingHours: string[];
  policies: Policy[];
  /** The pages actually read, the start page first. */
  pages: { url: string; title: string | null }[];
}

/** Caps that keep an analysis small enough to store and to hand to a language model. */
export const ANALYSIS_CAPS = {
  titleChars: 200,
  descriptionChars: 500,
  headings: 40,
  headingChars: 150,
  offerings: 50,
  offeringNameChars: 120,
  offeringDescriptionChars: 300,
  emails: 5,
  phones: 5,
  addressChars: 300,
  openingHours: 14,
  policies: 12,
  policyTitleChars: 120,
  policyTextChars: 1500,
} as const;
