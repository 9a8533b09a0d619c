import { accessibleSolid } from './color-contrast';

export const BRAND_KEYS = ['default', 'mightyagent', 'weprintwraps'] as const;
export type BrandKey = (typeof BRAND_KEYS)[number];

export interface BrandColors {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  foreground: string;
}

/**
 * A brand's contact details. They are facts of a deployment, not of the product: unknown until
 * configured (BRAND_SETTINGS, see brand-settings.ts), and a page or an e-mail leaves out any line
 * whose value is unknown rather than show a made-up one.
 */
export interface BrandContact {
  email?: string;
  phone?: string;
  supportEmail?: string;
  website?: string;
}
export const BRAND_CONTACT_FIELDS = ['email', 'phone', 'supportEmail', 'website'] as const;
export type BrandContactField = (typeof BRAND_CONTACT_FIELDS)[number];

export interface BrandConfig extends BrandContact {
  key: BrandKey;
  name: string;
  tagline: string;
  colors: BrandColors;
  /** Host names (no scheme); a configured dashboard host is where the brand's visitors sign in. */
  domains: { main?: string; dashboard?: string; api?: string };
  email_config: { from_name: string; from_email?: string; reply_to?: string };
  quote_branding: {
    header_title: string;
    header_tagline: string;
    footer_message: string;
    /** The e-mails' contact line; built from the contact details when not set (brandContactLine). */
    contact_info?: string;
  };
}

// The spec's brand data had placeholder contact values ({phone}, example.com addresses and
// domains); they reached customers in e-mails, receipts and the legal pages. The brands now carry
// none: a deployment configures its real ones, and whatever is not configured is left out.
export const BRANDS: Record<BrandKey, BrandConfig> = {
  default: {
    key: 'default',
    name: 'Sales Agent Suite',
    tagline: 'AI-powered business suite',
    colors: {
      primary: '#6366f1',
      secondary: '#8b5cf6',
      accent: '#06b6d4',
      background: '#ffffff',
      foreground: '#0f172a',
    },
    domains: {},
    email_config: { from_name: 'Sales Agent Suite' },
    quote_branding: {
      header_title: 'Your Quote',
      header_tagline: 'AI-powered business suite',
      footer_message: 'Thank you for your business!',
    },
  },
  mightyagent: {
    key: 'mightyagent',
    name: 'MightyAgent',
    tagline: 'AI sales agents that never sleep',
    colors: {
      primary: '#8b5cf6',
      secondary: '#3b82f6',
      accent: '#f59e0b',
      background: '#0b1020',
      foreground: '#f8fafc',
    },
    domains: {},
    email_config: { from_name: 'MightyAgent' },
    quote_branding: {
      header_title: 'Your MightyAgent Quote',
      header_tagline: 'AI sales agents that never sleep',
      footer_message: 'Thanks for choosing MightyAgent.',
    },
  },
  weprintwraps: {
    key: 'weprintwraps',
    name: 'WePrintWraps',
    tagline: 'Vehicle wraps and signage, printed to last',
    colors: {
      primary: '#e11d48',
      secondary: '#1f2937',
      accent: '#facc15',
      background: '#fafaf9',
      foreground: '#111827',
    },
    domains: {},
    email_config: { from_name: 'WePrintWraps Quotes' },
    quote_branding: {
      header_title: 'Your Wrap & Signage Quote',
      header_tagline: 'Vehicle wraps and signage, printed to last',
      footer_message: 'Thank you for choosing WePrintWraps. We look forward to printing for you!',
    },
  },
};

/** The contact line of a brand's e-mails: 'Questions? Write to … or call ….', or none when nothing is known. */
export function brandContactLine(brand: BrandConfig): string | undefined {
  if (brand.quote_branding.contact_info) return brand.quote_branding.contact_info;
  const email = brand.supportEmail ?? brand.email;
  if (email && brand.phone) return `Questions? Write to ${email} or call ${brand.phone}.`;
  if (email) return `Questions? Write to ${email}.`;
  if (brand.phone) return `Questions? Call ${brand.phone}.`;
  return undefined;
}

/** Where replies to a brand's e-mails go: its reply-to, else its support address, else nowhere special. */
export function brandReplyTo(brand: BrandConfig): string | undefined {
  return brand.email_config.reply_to ?? brand.supportEmail ?? brand.email;
}

/**
 * Text that is a stand-in, not a value: a {placeholder}, an address or domain under the reserved
 * example.* names (RFC 2606), or the build's own *.invalid markers. Nothing matching may reach a
 * visitor as a brand's contact detail.
 */
const PLACEHOLDER_PATTERNS = [/\{[a-z_]+\}/i, /\bexample\.(com|org|net)\b/i, /\.invalid\b/i];

export function placeholdersIn(text: string): string[] {
  return PLACEHOLDER_PATTERNS.flatMap((pattern) => {
    const match = pattern.exec(text);
    return match ? [match[0]] : [];
  });
}

/** Brand from a Host header or location.host: case-insensitive, port ignored. */
export function brandKeyFromHost(host: string): BrandKey {
  const name = host.trim().toLowerCase().replace(/:\d*$/, '');
  // weprintwraps is checked first, as the spec lists it first.
  if (name.includes('weprintwraps')) return 'weprintwraps';
  if (name.includes('mightyagent')) return 'mightyagent';
  return 'default';
}

export function brandFromHost(host: string): BrandConfig {
  return BRANDS[brandKeyFromHost(host)];
}

/**
 * The brand's colours as the CSS variables the stylesheet reads, with a primary that text can sit
 * on (the raw primary may be too light for white text). Written into the served HTML by the server
 * and applied again by the browser app.
 */
export function brandCssVariables(brand: BrandConfig): Record<string, string> {
  const { primary, secondary, accent, background, foreground } = brand.colors;
  const solid = accessibleSolid(primary);
  return {
    '--brand-primary': primary,
    '--brand-primary-solid': solid.solid,
    '--brand-primary-foreground': solid.foreground,
    '--brand-secondary': secondary,
    '--brand-accent': accent,
    '--brand-background': background,
    '--brand-foreground': foreground,
  };
}
