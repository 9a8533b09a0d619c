import { and, eq, notInArray } from 'drizzle-orm';
import type { PipelineStage } from '../../../domain/pipeline';
import type { Executor } from '../../db/client';
import { type QuoteStatus, quotes } from '../../db/schema/quotes';

export interface QuoteStageRow {
  id: string;
  workspaceId: string;
  status: QuoteStatus;
  pipelineStage: PipelineStage;
}

/**
 * A workspace's quote, locked (FOR NO KEY UPDATE) until the transaction ends, so two moves of one
 * quote are judged one after the other on the stage the first left.
 */
export async function lockWorkspaceQuote(
  tx: Executor,
  options: { workspaceId: string; quoteId: string },
): Promise<QuoteStageRow | null> {
  const rows = await tx
    .select({
      id: quotes.id,
      workspaceId: quotes.workspaceId,
      status: quotes.status,
      pipelineStage: quotes.pipelineStage,
    })
    .from(quotes)
    .where(and(eq(quotes.id, options.quoteId), eq(quotes.workspaceId, options.workspaceId)))
    .limit(1)
    .for('no key update');
  return rows[0] ?? null;
}

export async function updateQuotePipeline(
  tx: Executor,
  options: { quoteId: string; stage?: PipelineStage; status?: QuoteStatus; at: Date },
): Promise<void> {
  await tx
    .update(quotes)
    .set({
      ...(options.stage ? { pipelineStage: options.stage } : {}),
      ...(options.status ? { status: options.status } : {}),
      updatedAt: options.at,
    })
    .where(eq(quotes.id, options.quoteId));
}

/** A paid quote is approved; a quote already approved (or marked paid) keeps its status. */
export async function approvePaidQuote(tx: Executor, quoteId: string): Promise<boolean> {
  const rows = await tx
    .update(quotes)
    .set({ status: 'approved' })
    .where(and(eq(quotes.id, quoteId), notInArray(quotes.status, ['approved', 'paid'])))
    .returning({ id: quotes.id });
  return rows.length > 0;
}
