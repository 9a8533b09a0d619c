import type { BrandConfig, BrandKey } from '../../../domain/brands';
import {
  type BusinessContact,
  type BusinessIdentity,
  brandIdentity,
  businessIdentity,
  realContact,
} from '../../../domain/business-identity';
import type { Executor } from '../../db/client';
import { perDbCache } from '../../lib/per-db-cache';
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

// The chat turn answers "what is your phone number?" from the contact details saved in Settings
// (businessFacts). The turn is the hot path (decisions 070, 078): a workspace's details are read
// once and kept for a short while per process, as agent-access.ts keeps a plan. A save in this
// process is seen at once (forgetBusinessContact); another process sees it within CONTACT_CACHE_MS.

/** How long a process keeps a workspace's contact details. */
export const CONTACT_CACHE_MS = 30_000;
const MAX_CACHED_WORKSPACES = 10_000;

const contacts = perDbCache<BusinessContact>({ ttlMs: CONTACT_CACHE_MS, max: MAX_CACHED_WORKSPACES });

/**
 * The business's own real contact details (placeholders left out), as its owner saved them in
 * Settings; empty for a workspace that saved none.
 */
export function businessContactOf(db: Executor, workspaceId: string): Promise<BusinessContact> {
  return contacts.read(db, workspaceId, async () =>
    realContact((await findIdentitySource(db, workspaceId))?.settings.contact),
  );
}

/** After a workspace's contact details changed: this process reads them afresh. */
export function forgetBusinessContact(db: object, workspaceId: string): void {
  contacts.forget(db, workspaceId);
}
