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

export interface BrandConfig {
  key: BrandKey;
  name: string;
  tagline: string;
  email: string;
  phone: string;
  website: string;
  supportEmail: string;
  colors: BrandColors;
  domains: { main: string; dashboard: string; api: string };
  email_config: { from_name: string; from_email: string; reply_to: string };
  quote_branding: {
    header_title: string;
    header_tagline: string;
    footer_message: string;
    contact_info: string;
  };
}

// Contact values are placeholders, as in the spec; '{phone}' is kept literally so a deployment
// notices it has not configured a real number.
const PHONE_PLACEHOLDER = '{phone}';

export const BRANDS: Record<BrandKey, BrandConfig> = {
  default: {
    key: 'default',
    name: 'Sales Agent Suite',
    tagline: 'AI-powered business suite',
    email: 'hello@example.com',
    phone: PHONE_PLACEHOLDER,
    website: 'https://example.com',
    supportEmail: 'support@example.com',
    colors: {
      primary: '#6366f1',
      secondary: '#8b5cf6',
      accent: '#06b6d4',
      background: '#ffffff',
      foreground: '#0f172a',
    },
    domains: { main: 'example.com', dashboard: 'app.example.com', api: 'api.example.com' },
    email_config: {
      from_name: 'Sales Agent Suite',
      from_email: 'quotes@example.com',
      reply_to: 'support@example.com',
    },
    quote_branding: {
      header_title: 'Your Quote',
      header_tagline: 'AI-powered business suite',
      footer_message: 'Thank you for your business!',
      contact_info: `Questions? Reply to this e-mail or call ${PHONE_PLACEHOLDER}.`,
    },
  },
  mightyagent: {
    key: 'mightyagent',
    name: 'MightyAgent',
    tagline: 'AI sales agents that never sleep',
    email: 'hello@mightyagent.example.com',
    phone: PHONE_PLACEHOLDER,
    website: 'https://mightyagent.example.com',
    supportEmail: 'support@mightyagent.example.com',
    colors: {
      primary: '#8b5cf6',
      secondary: '#3b82f6',
      accent: '#f59e0b',
      background: '#0b1020',
      foreground: '#f8fafc',
    },
    domains: {
      main: 'mightyagent.example.com',
      dashboard: 'app.mightyagent.example.com',
      api: 'api.mightyagent.example.com',
    },
    email_config: {
      from_name: 'MightyAgent',
      from_email: 'quotes@mightyagent.example.com',
      reply_to: 'support@mightyagent.example.com',
    },
    quote_branding: {
      header_title: 'Your MightyAgent Quote',
      header_tagline: 'AI sales agents that never sleep',
      footer_message: 'Thanks for choosing MightyAgent.',
      contact_info: `Questions? Write to support@mightyagent.example.com or call ${PHONE_PLACEHOLDER}.`,
    },
  },
  weprintwraps: {
    key: 'weprintwraps',
    name: 'WePrintWraps',
    tagline: 'Vehicle wraps and signage, printed to last',
    email: 'hello@weprintwraps.example.com',
    phone: PHONE_PLACEHOLDER,
    website: 'https://weprintwraps.example.com',
    supportEmail: 'support@weprintwraps.example.com',
    colors: {
      primary: '#e11d48',
      secondary: '#1f2937',
      accent: '#facc15',
      background: '#fafaf9',
      foreground: '#111827',
    },
    domains: {
      main: 'weprintwraps.example.com',
      dashboard: 'app.weprintwraps.example.com',
      api: 'api.weprintwraps.example.com',
    },
    email_config: {
      from_name: 'WePrintWraps Quotes',
      from_email: 'quotes@weprintwraps.example.com',
      reply_to: 'support@weprintwraps.example.com',
    },
    quote_branding: {
      header_title: 'Your Wrap & Signage Quote',
      header_tagline: 'Vehicle wraps and signage, printed to last',
      footer_message: 'Thank you for choosing WePrintWraps. We look forward to printing for you!',
      contact_info: `Questions? Write to support@weprintwraps.example.com or call ${PHONE_PLACEHOLDER}.`,
    },
  },
};

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
