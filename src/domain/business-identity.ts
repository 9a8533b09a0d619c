import { type BrandConfig, brandContactLine, brandReplyTo } from './brands';
import { parseUrl } from './url';

/**
 * Who a workspace's customers hear from: the name, header, footer and contact lines every
 * customer-facing e-mail and page carries (quote e-mail, follow-ups, receipt).
 *
 * The platform's demo workspace speaks as the brand it is shown under, with the contact details
 * the deployment configured for it (BRAND_SETTINGS; none are made up). Every other workspace speaks as its own
 * business: its name and the contact details its owner saved in Settings. A detail that is not
 * known, or that is only a placeholder, is left out: a customer must never read `{phone}` or
 * `support@example.com` as if it were a way to reach the business.
 */
export interface BusinessContact {
  phone?: string;
  email?: string;
  website?: string;
  address?: string;
  hours?: string;
}

export interface BusinessIdentity {
  name: string;
  /** The quote e-mail's big header line. */
  headerTitle: string;
  /** Under the header; null when the business has none. */
  tagline: string | null;
  footerMessage: string;
  /** The real contact details only (placeholders removed). */
  contact: BusinessContact;
  /** The footer's contact lines, ready to print; empty when nothing is known. */
  contactLines: string[];
  /** Header and button colour (hex). */
  color: string;
  /** The sender's display name. */
  fromName: string;
  /** Where a customer's reply goes; null leaves the sender address. */
  replyTo: string | null;
  /** Where "Visit us" links lead; null leaves such links out. */
  siteUrl: string | null;
}

export interface WorkspaceIdentitySource {
  name: string;
  isPlatformDemo: boolean;
  contact?: BusinessContact;
  branding?: { primaryColor?: string; tagline?: string };
}

/** RFC 2606 example domains and the brand data's `{phone}`-style tokens. */
const PLACEHOLDER_TOKEN = /\{[^}]*\}/;
const EXAMPLE_HOST = /(^|\.)example\.(com|org|net)$/i;

function hostOf(value: string): string | null {
  const at = value.lastIndexOf('@');
  if (at >= 0) return value.slice(at + 1).trim();
  return parseUrl(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`)?.hostname ?? null;
}

/**
 * True for text carrying a `{phone}`-style token: an owner's own text (a greeting) must not show a
 * customer a stand-in for a detail the business never filled in.
 */
export function hasPlaceholderToken(text: string): boolean {
  return PLACEHOLDER_TOKEN.test(text);
}

/** True for a value that only stands in for a real detail: `{phone}`, `hello@example.com`, etc. */
export function isPlaceholderContact(value: string | null | undefined): boolean {
  const text = value?.trim() ?? '';
  if (text === '') return true;
  if (PLACEHOLDER_TOKEN.test(text)) return true;
  const host = hostOf(text);
  return host !== null && EXAMPLE_HOST.test(host);
}

/** Only the details that are real, trimmed. */
export function realContact(contact: BusinessContact | undefined): BusinessContact {
  const real: BusinessContact = {};
  for (const key of ['phone', 'email', 'website', 'address', 'hours'] as const) {
    const value = contact?.[key]?.trim();
    if (value && !isPlaceholderContact(value)) real[key] = value;
  }
  return real;
}

/** One printable line per known detail, in the order a customer looks for them. */
export function contactLinesOf(contact: BusinessContact): string[] {
  const lines: string[] = [];
  if (contact.phone) lines.push(`Phone: ${contact.phone}`);
  if (contact.email) lines.push(`E-mail: ${contact.email}`);
  if (contact.website) lines.push(`Website: ${contact.website}`);
  if (contact.address) lines.push(`Address: ${contact.address}`);
  if (contact.hours) lines.push(`Hours: ${contact.hours}`);
  return lines;
}

/**
 * The brand's own voice, for the platform demo workspace: pass the configured brand (env.brands,
 * BRAND_SETTINGS applied), so its real contact details are the ones shown. Its site is the
 * platform's main site, where the demos live.
 */
export function brandIdentity(brand: BrandConfig, options: { siteUrl: string | null }): BusinessIdentity {
  const qb = brand.quote_branding;
  const contactLine = brandContactLine(brand);
  return {
    name: brand.name,
    headerTitle: qb.header_title,
    tagline: qb.header_tagline,
    footerMessage: qb.footer_message,
    contact: realContact({ phone: brand.phone, email: brand.supportEmail, website: brand.website }),
    contactLines: contactLine && !isPlaceholderContact(contactLine) ? [contactLine] : [],
    color: brand.colors.primary,
    fromName: brand.email_config.from_name,
    replyTo: realContact({ email: brandReplyTo(brand) }).email ?? null,
    siteUrl: options.siteUrl,
  };
}

export const DEFAULT_QUOTE_HEADER = 'Your Quote';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The colour the owner chose for what customers see (onboarding's branding), when it is one. */
export function chosenColor(isPlatformDemo: boolean, color: string | null | undefined): string | null {
  return !isPlatformDemo && color && HEX_COLOR.test(color) ? color : null;
}

/**
 * The identity a workspace's customers see: the brand's for the platform demo, the business's own
 * otherwise (its name, tagline and colour, its real contact details, replies to its e-mail).
 */
export function businessIdentity(
  brand: BrandConfig,
  workspace: WorkspaceIdentitySource,
  options: { platformSiteUrl: string | null } = { platformSiteUrl: null },
): BusinessIdentity {
  if (workspace.isPlatformDemo) return brandIdentity(brand, { siteUrl: options.platformSiteUrl });
  const contact = realContact(workspace.contact);
  const tagline = workspace.branding?.tagline?.trim();
  return {
    name: workspace.name,
    headerTitle: DEFAULT_QUOTE_HEADER,
    tagline: tagline || null,
    footerMessage: `Thank you for choosing ${workspace.name}!`,
    contact,
    contactLines: contactLinesOf(contact),
    color: chosenColor(workspace.isPlatformDemo, workspace.branding?.primaryColor) ?? brand.colors.primary,
    fromName: workspace.name,
    replyTo: contact.email ?? null,
    siteUrl: contact.website ?? null,
  };
}
