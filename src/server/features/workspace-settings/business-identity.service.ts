import { BRANDS, type BrandConfig } from '../../../domain/brands';
import { type BusinessIdentity, brandIdentity, businessIdentity } from '../../../domain/business-identity';
import type { Executor } from '../../db/client';
import { findIdentitySource } from './workspace-settings.repository';

/**
 * The business a workspace's customers hear from, read from its settings: its own name and real
 * contact details, or for the platform demo the brand's. With no workspace (a test send outside
 * any), the default brand speaks; `platformSiteUrl` is where the demo's "visit us" links go.
 */
export async function loadBusinessIdentity(
  db: Executor,
  options: { workspaceId: string | null; platformSiteUrl: string; fallbackBrand?: BrandConfig },
): Promise<BusinessIdentity> {
  const fallback = () =>
    brandIdentity(options.fallbackBrand ?? BRANDS.default, { siteUrl: options.platformSiteUrl });
  if (!options.workspaceId) return fallback();
  const row = await findIdentitySource(db, options.workspaceId);
  if (!row) return fallback();
  return businessIdentity(
    BRANDS[row.brandKey] ?? BRANDS.default,
    {
      name: row.name,
      isPlatformDemo: row.isPlatformDemo,
      contact: row.settings.contact,
      branding: row.settings.branding,
    },
    { platformSiteUrl: options.platformSiteUrl },
  );
}
