import type { BrandConfig, BrandKey } from '../../../domain/brands';
import { type BusinessIdentity, brandIdentity, businessIdentity } from '../../../domain/business-identity';
import type { Executor } from '../../db/client';
import { findIdentitySource } from './workspace-settings.repository';

/**
 * The business a workspace's customers hear from, read from its settings: its own name and real
 * contact details, or for the platform demo the brand's. `brands` are the configured brands
 * (env.brands: BRAND_SETTINGS applied), so a brand speaks with the contact details the deployment
 * gave it. With no workspace (a test send outside any), `fallbackBrandKey` (else the default
 * brand) speaks; `platformSiteUrl` is where the demo's "visit us" links go.
 */
export async function loadBusinessIdentity(
  db: Executor,
  options: {
    workspaceId: string | null;
    platformSiteUrl: string;
    brands: Record<BrandKey, BrandConfig>;
    fallbackBrandKey?: BrandKey;
  },
): Promise<BusinessIdentity> {
  const { brands } = options;
  const fallback = () =>
    brandIdentity(brands[options.fallbackBrandKey ?? 'default'] ?? brands.default, {
      siteUrl: options.platformSiteUrl,
    });
  if (!options.workspaceId) return fallback();
  const row = await findIdentitySource(db, options.workspaceId);
  if (!row) return fallback();
  return businessIdentity(
    brands[row.brandKey] ?? brands.default,
    {
      name: row.name,
      isPlatformDemo: row.isPlatformDemo,
      contact: row.settings.contact,
      branding: row.settings.branding,
    },
    { platformSiteUrl: options.platformSiteUrl },
  );
}
