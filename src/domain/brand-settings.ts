import { z } from 'zod';
import { BRAND_KEYS, BRANDS, type BrandConfig, type BrandKey, placeholdersIn } from './brands';

// A deployment's own facts about each brand (BRAND_SETTINGS, a JSON object keyed by brand): its
// contact details and its host names. Read once at start-up; the brand rows of the database are
// written from the result at every start (seedReferenceData), so they always match.

const realValue = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((value) => placeholdersIn(value).length === 0, 'must be a real value, not a placeholder');

const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/,
    'must be a host name such as weprintwraps.com',
  );

const brandSettingSchema = z.strictObject({
  email: realValue(z.email()).optional(),
  supportEmail: realValue(z.email()).optional(),
  phone: realValue(
    z
      .string()
      .trim()
      .regex(/^\+?[\d\s().-]{6,30}$/, 'must be a phone number such as +1 555 010 0200'),
  ).optional(),
  website: realValue(z.url({ protocol: /^https?$/ })).optional(),
  domains: z
    .strictObject({
      main: realValue(hostName).optional(),
      // The spec's mode rule recognises the dashboard by its app. host.
      dashboard: realValue(hostName)
        .refine((host) => host.startsWith('app.'), 'must start with app. (e.g. app.weprintwraps.com)')
        .optional(),
    })
    .optional(),
});

export const brandSettingsSchema = z.partialRecord(z.enum(BRAND_KEYS), brandSettingSchema);
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/** The brands with a deployment's settings laid over them (values not given stay unknown). */
export function applyBrandSettings(settings: BrandSettings = {}): Record<BrandKey, BrandConfig> {
  const brands = {} as Record<BrandKey, BrandConfig>;
  for (const key of BRAND_KEYS) {
    const { domains, ...contact } = settings[key] ?? {};
    brands[key] = { ...BRANDS[key], ...contact, domains: { ...BRANDS[key].domains, ...domains } };
  }
  return brands;
}

const ORIGIN = /^(https?:)\/\/([^/:?#]+)(?::(\d+))?/i;
const isLocalHost = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';

/**
 * The dashboard a visitor of this brand's site signs in to ("Client Login", "Open Dashboard"):
 * - the brand's own dashboard host, when the deployment configured one (https);
 * - for the default brand, the configured dashboard (DASHBOARD_URL);
 * - on a local *.localhost brand host (weprintwraps.localhost:3000), app.<that host> on the
 *   dashboard's port (app.weprintwraps.localhost:3001): such hosts reach this machine without any
 *   setup, the app. host is in dashboard mode and shows the brand, and development trusts
 *   *.localhost origins, so signing in there works;
 * - otherwise DASHBOARD_URL: a brand host without a dashboard host of its own still has one that
 *   works (the shared one), only in the default brand's colours.
 */
export function brandDashboardUrl(options: {
  brand: BrandConfig;
  pageHost: string;
  dashboardUrl: string;
}): string {
  const { brand, dashboardUrl } = options;
  if (brand.domains.dashboard) return `https://${brand.domains.dashboard}`;
  if (brand.key === 'default') return dashboardUrl;
  const pageHostName = options.pageHost.trim().toLowerCase().replace(/:\d*$/, '');
  const dashboard = ORIGIN.exec(dashboardUrl);
  if (!dashboard || !pageHostName.endsWith('.localhost') || !isLocalHost(dashboard[2]!.toLowerCase()))
    return dashboardUrl;
  const port = dashboard[3] ? `:${dashboard[3]}` : '';
  return `${dashboard[1]!.toLowerCase()}//app.${pageHostName.replace(/^app\./, '')}${port}`;
}
