import { eq } from 'drizzle-orm';
import type { PricingRules } from '../../../domain/quote-engine';
import type { Tone } from '../../../domain/validation/preview-questionnaire';
import type { Executor } from '../../db/client';
import { workspaces } from '../../db/schema/workspaces';

/** What a test question needs of its workspace: what a chat turn reads, minus the conversation. */
export async function findTestWorkspace(
  db: Executor,
  workspaceId: string,
): Promise<{ id: string; name: string; tone: Tone; pricing: PricingRules | null } | null> {
  const [row] = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      tone: workspaces.tone,
      settings: workspaces.settings,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!row) return null;
  return { id: row.id, name: row.name, tone: row.tone, pricing: row.settings.pricing ?? null };
}
