import { eq, sql } from 'drizzle-orm';
import type { Tone } from '../../../domain/validation/preview-questionnaire';
import type { Executor } from '../../db/client';
import { type WorkspaceSettings, workspaces } from '../../db/schema/workspaces';

export type WorkspaceSettingsRow = {
  id: string;
  name: string;
  publicKey: string;
  brandKey: string;
  tone: Tone;
  allowedDomains: string[];
  settings: WorkspaceSettings;
};

const columns = {
  id: workspaces.id,
  name: workspaces.name,
  publicKey: workspaces.publicKey,
  brandKey: workspaces.brandKey,
  tone: workspaces.tone,
  allowedDomains: workspaces.allowedDomains,
  settings: workspaces.settings,
};

export async function findWorkspaceSettings(
  db: Executor,
  workspaceId: string,
): Promise<WorkspaceSettingsRow | null> {
  const rows = await db.select(columns).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  return rows[0] ?? null;
}

/**
 * One statement per change: the named sections of `settings` are replaced inside the stored
 * document (jsonb `||`), so two owners saving different sections at once never undo each other.
 */
export async function updateWorkspaceSettings(
  db: Executor,
  workspaceId: string,
  change: {
    name?: string;
    tone?: Tone;
    allowedDomains?: string[];
    sections?: Partial<WorkspaceSettings>;
    publicKey?: string;
  },
): Promise<WorkspaceSettingsRow | null> {
  const rows = await db
    .update(workspaces)
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.tone !== undefined ? { tone: change.tone } : {}),
      ...(change.allowedDomains !== undefined ? { allowedDomains: change.allowedDomains } : {}),
      ...(change.publicKey !== undefined ? { publicKey: change.publicKey } : {}),
      ...(change.sections
        ? { settings: sql`${workspaces.settings} || ${JSON.stringify(change.sections)}::jsonb` }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(workspaces.id, workspaceId))
    .returning(columns);
  return rows[0] ?? null;
}

/** What a workspace's customers are told about the business (business-identity.ts). */
export async function findIdentitySource(db: Executor, workspaceId: string) {
  const rows = await db
    .select({
      name: workspaces.name,
      brandKey: workspaces.brandKey,
      isPlatformDemo: workspaces.isPlatformDemo,
      settings: workspaces.settings,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  return rows[0] ?? null;
}
