import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { CreateAgentPreviewInput } from '../../../domain/contracts/previews.contract';
import type { Executor } from '../../db/client';
import {
  type AgentPreviewFailedPhase,
  type AgentPreviewStatus,
  agentPreviews,
} from '../../db/schema/agent-previews';

export type PreviewRow = typeof agentPreviews.$inferSelect;

export async function insertPreview(
  tx: Executor,
  input: CreateAgentPreviewInput & { at: Date },
): Promise<PreviewRow> {
  const [row] = await tx
    .insert(agentPreviews)
    .values({
      websiteUrl: input.website_url,
      email: input.email,
      name: input.name,
      businessType: input.business_type ?? null,
      tonePreference: input.tone_preference,
      businessFacts: input.business_facts ?? {},
      strictPreviewMode: true,
      status: 'pending',
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning();
  return row!;
}

export async function findPreview(tx: Executor, id: string, options: { lock?: boolean } = {}) {
  const query = tx.select().from(agentPreviews).where(eq(agentPreviews.id, id));
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/**
 * The newest analysis of a website made since `since` by another preview (the spec reads the
 * latest preview by website_url). Judged by when the analysis was made (its analyzedAt), not by
 * the row's updated_at, which any later change to that preview moves.
 */
export async function findRecentAnalysis(
  tx: Executor,
  options: { websiteUrl: string; since: Date; exceptPreviewId: string },
): Promise<PreviewRow['siteData']> {
  const rows = await tx
    .select({ siteData: agentPreviews.siteData })
    .from(agentPreviews)
    .where(
      and(
        eq(agentPreviews.websiteUrl, options.websiteUrl),
        ne(agentPreviews.id, options.exceptPreviewId),
        sql`(${agentPreviews.siteData} ->> 'analyzedAt')::timestamptz >= ${options.since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(agentPreviews.createdAt))
    .limit(1);
  return rows[0]?.siteData ?? null;
}

export async function updatePreview(
  tx: Executor,
  id: string,
  values: Partial<{
    status: AgentPreviewStatus;
    failedPhase: AgentPreviewFailedPhase | null;
    errorMessage: string | null;
    siteData: Record<string, unknown> | null;
    customerInquiry: string;
    generatedResponse: string;
    widgetUrl: string | null;
    workspaceId: string;
    email: string;
  }> & { at: Date },
): Promise<void> {
  const { at, ...rest } = values;
  await tx
    .update(agentPreviews)
    .set({ ...rest, updatedAt: at })
    .where(eq(agentPreviews.id, id));
}
