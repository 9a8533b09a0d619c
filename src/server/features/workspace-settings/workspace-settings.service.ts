import { randomBytes } from 'node:crypto';
import {
  type BrandingSettings,
  type ContactSettings,
  DEFAULT_PRIMARY_COLOR,
  FEATURE_DEFAULTS,
  type FeatureSettings,
  type PricingSettings,
  type WidgetSettings,
  type WorkspaceSettingsView,
} from '../../../domain/contracts/workspace-settings.contract';
import type { WorkspaceContact } from '../../../domain/onboarding-business';
import type { Tone } from '../../../domain/validation/preview-questionnaire';
import { DEFAULT_WIDGET_POSITION } from '../../../domain/widget-position';
import type { Executor } from '../../db/client';
import type { WorkspaceSettings } from '../../db/schema/workspaces';
import { AppError } from '../../lib/app-error';
import { forgetBusinessContact } from './business-identity.service';
import {
  findWorkspaceSettings,
  updateWorkspaceSettings,
  type WorkspaceSettingsRow,
} from './workspace-settings.repository';

/** The switches as stored, with the spec's defaults for any never set. */
export function workspaceFeatures(settings: WorkspaceSettings): FeatureSettings {
  return { ...FEATURE_DEFAULTS, ...settings.features };
}

export function toSettingsView(row: WorkspaceSettingsRow): WorkspaceSettingsView {
  const { settings } = row;
  return {
    workspaceId: row.id,
    publicKey: row.publicKey,
    brandKey: row.brandKey,
    contact: { businessName: row.name, ...settings.contact },
    branding: { primaryColor: DEFAULT_PRIMARY_COLOR, ...settings.branding },
    features: workspaceFeatures(settings),
    pricing: settings.pricing ? { ...settings.pricing, currency: 'USD' } : null,
    tone: row.tone,
    allowedDomains: row.allowedDomains,
    widget: { position: settings.widget?.position ?? DEFAULT_WIDGET_POSITION },
  };
}

function found(row: WorkspaceSettingsRow | null): WorkspaceSettingsView {
  if (!row) throw new AppError('NOT_FOUND', 'Workspace not found');
  return toSettingsView(row);
}

export async function getWorkspaceSettings(
  db: Executor,
  workspaceId: string,
): Promise<WorkspaceSettingsView> {
  return found(await findWorkspaceSettings(db, workspaceId));
}

/** The business's name and contact details, and whether any were ever saved (onboarding, Settings). */
export async function getWorkspaceContact(
  db: Executor,
  workspaceId: string,
): Promise<WorkspaceContact | null> {
  const row = await findWorkspaceSettings(db, workspaceId);
  if (!row) return null;
  const { phone, email, website } = row.settings.contact ?? {};
  return { businessName: row.name, phone, email, website, saved: row.settings.contact !== undefined };
}

export async function saveContactSettings(db: Executor, workspaceId: string, contact: ContactSettings) {
  const { businessName, ...details } = contact;
  // Every key is written, so a field the owner cleared is removed rather than kept from before.
  const stored = Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined));
  const saved = found(
    await updateWorkspaceSettings(db, workspaceId, { name: businessName, sections: { contact: stored } }),
  );
  // The chat answers with the new details from the next turn (businessContactOf's cache).
  forgetBusinessContact(db, workspaceId);
  return saved;
}

export async function saveBrandingSettings(db: Executor, workspaceId: string, branding: BrandingSettings) {
  return found(await updateWorkspaceSettings(db, workspaceId, { sections: { branding } }));
}

export async function saveFeatureSettings(db: Executor, workspaceId: string, features: FeatureSettings) {
  return found(await updateWorkspaceSettings(db, workspaceId, { sections: { features } }));
}

export async function savePricingSettings(db: Executor, workspaceId: string, pricing: PricingSettings) {
  const ids = new Set<string>();
  for (const upsell of pricing.upsells) {
    if (ids.has(upsell.id))
      throw new AppError('VALIDATION_FAILED', `Two add-ons share the id "${upsell.id}".`);
    ids.add(upsell.id);
  }
  if (Object.keys(pricing.materials).length === 0)
    throw new AppError('VALIDATION_FAILED', 'Set a price per square foot for at least one material.');
  return found(await updateWorkspaceSettings(db, workspaceId, { sections: { pricing } }));
}

/** The launcher's side; loaders pick it up with the launcher's answer (cached five minutes). */
export async function saveWidgetSettings(db: Executor, workspaceId: string, widget: WidgetSettings) {
  return found(await updateWorkspaceSettings(db, workspaceId, { sections: { widget } }));
}

export async function saveTone(db: Executor, workspaceId: string, tone: Tone) {
  return found(await updateWorkspaceSettings(db, workspaceId, { tone }));
}

export async function saveAllowedDomains(db: Executor, workspaceId: string, domains: string[]) {
  return found(await updateWorkspaceSettings(db, workspaceId, { allowedDomains: [...new Set(domains)] }));
}

/** A new random key; the widget on the owner's site must then be pasted again. */
export async function rotatePublicKey(db: Executor, workspaceId: string) {
  const publicKey = `pk_${randomBytes(16).toString('hex')}`;
  return found(await updateWorkspaceSettings(db, workspaceId, { publicKey }));
}
