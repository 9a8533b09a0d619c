import { and, desc, eq, inArray, like, lt } from 'drizzle-orm';
import type {
  ScrapedItem,
  ScrapePlan,
  ScrapeStatus,
  StoredScrapedItem,
} from '../../../domain/knowledge/scrape-plan';
import type { WebsiteKnowledgeItem } from '../../../domain/website/website-knowledge';
import type { Executor } from '../../db/client';
import { pgErrorOf } from '../../db/pg-error';
import { knowledgeBase } from '../../db/schema/knowledge-base';
import { knowledgeScrapes } from '../../db/schema/knowledge-documents';

export interface KnowledgeScrapeRow {
  id: string;
  workspaceId: string;
  url: string;
  status: ScrapeStatus;
  error: string | null;
  pagesRead: number;
  pagesLimit: number;
  itemsAdded: number;
  itemsUpdated: number;
  itemsRemoved: number;
  itemsUnchanged: number;
  createdAt: Date;
  finishedAt: Date | null;
}

const scrapeColumns = {
  id: knowledgeScrapes.id,
  workspaceId: knowledgeScrapes.workspaceId,
  url: knowledgeScrapes.url,
  status: knowledgeScrapes.status,
  error: knowledgeScrapes.error,
  pagesRead: knowledgeScrapes.pagesRead,
  pagesLimit: knowledgeScrapes.pagesLimit,
  itemsAdded: knowledgeScrapes.itemsAdded,
  itemsUpdated: knowledgeScrapes.itemsUpdated,
  itemsRemoved: knowledgeScrapes.itemsRemoved,
  itemsUnchanged: knowledgeScrapes.itemsUnchanged,
  createdAt: knowledgeScrapes.createdAt,
  finishedAt: knowledgeScrapes.finishedAt,
};

const RUNNING: ScrapeStatus[] = ['queued', 'crawling'];

/** A new queued read; null when one of the workspace's site is already running (unique index). */
export async function insertScrape(
  tx: Executor,
  options: { workspaceId: string; url: string; pagesLimit: number; at: Date },
): Promise<KnowledgeScrapeRow | null> {
  try {
    // A savepoint, so the refusal leaves the caller's transaction usable.
    return await tx.transaction(async (inner) => {
      const [row] = await inner
        .insert(knowledgeScrapes)
        .values({ ...options, createdAt: options.at, updatedAt: options.at })
        .returning(scrapeColumns);
      return row!;
    });
  } catch (error) {
    if (pgErrorOf(error)?.constraint === 'knowledge_scrapes_one_running_key') return null;
    throw error;
  }
}

export async function findLatestScrape(
  db: Executor,
  workspaceId: string,
): Promise<KnowledgeScrapeRow | null> {
  const [row] = await db
    .select(scrapeColumns)
    .from(knowledgeScrapes)
    .where(eq(knowledgeScrapes.workspaceId, workspaceId))
    .orderBy(desc(knowledgeScrapes.createdAt), desc(knowledgeScrapes.id))
    .limit(1);
  return row ?? null;
}

/** Pages the latest successful read took in (0 before the first). */
export async function latestScrapedPages(db: Executor, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ pages: knowledgeScrapes.pagesRead })
    .from(knowledgeScrapes)
    .where(and(eq(knowledgeScrapes.workspaceId, workspaceId), eq(knowledgeScrapes.status, 'ready')))
    .orderBy(desc(knowledgeScrapes.createdAt))
    .limit(1);
  return row?.pages ?? 0;
}

/** A read still to do (queued or interrupted while crawling); null once settled. */
export async function findRunningScrape(db: Executor, scrapeId: string): Promise<KnowledgeScrapeRow | null> {
  const [row] = await db
    .select(scrapeColumns)
    .from(knowledgeScrapes)
    .where(and(eq(knowledgeScrapes.id, scrapeId), inArray(knowledgeScrapes.status, RUNNING)));
  return row ?? null;
}

export async function markScrapeProgress(
  db: Executor,
  options: { scrapeId: string; pagesRead: number; at: Date },
): Promise<void> {
  await db
    .update(knowledgeScrapes)
    .set({ status: 'crawling', pagesRead: options.pagesRead, updatedAt: options.at })
    .where(and(eq(knowledgeScrapes.id, options.scrapeId), inArray(knowledgeScrapes.status, RUNNING)));
}

export async function failScrape(
  db: Executor,
  options: { scrapeId: string; error: string; at: Date },
): Promise<void> {
  await db
    .update(knowledgeScrapes)
    .set({ status: 'failed', error: options.error, updatedAt: options.at, finishedAt: options.at })
    .where(and(eq(knowledgeScrapes.id, options.scrapeId), inArray(knowledgeScrapes.status, RUNNING)));
}

/** The items earlier reads of this site wrote, locked until the caller's transaction ends. */
export async function lockScrapedItems(
  tx: Executor,
  options: { workspaceId: string; keyPrefix: string },
): Promise<StoredScrapedItem[]> {
  const rows = await tx
    .select({ id: knowledgeBase.id, key: knowledgeBase.sourceKey, hash: knowledgeBase.sourceHash })
    .from(knowledgeBase)
    .where(
      and(
        eq(knowledgeBase.workspaceId, options.workspaceId),
        like(knowledgeBase.sourceKey, `${options.keyPrefix.replace(/[\\%_]/g, '\\$&')}%`),
      ),
    )
    .for('update');
  return rows.map((row) => ({ id: row.id, key: row.key!, hash: row.hash }));
}

/** Carries out a re-read's plan and marks the read ready, in the caller's transaction. */
export async function applyScrapePlan(
  tx: Executor,
  options: {
    scrapeId: string;
    workspaceId: string;
    plan: ScrapePlan<WebsiteKnowledgeItem>;
    pagesRead: number;
    at: Date;
  },
): Promise<void> {
  const { plan, at, workspaceId } = options;
  const values = (next: ScrapedItem<WebsiteKnowledgeItem>) => ({
    title: next.item.title,
    content: next.item.content,
    category: next.item.category,
    sourceKey: next.key,
    sourceHash: next.hash,
    updatedAt: at,
  });
  if (plan.insert.length > 0)
    await tx.insert(knowledgeBase).values(
      plan.insert.map((next) => ({
        ...values(next),
        workspaceId,
        tags: ['website'],
        source: 'scrape' as const,
        createdAt: at,
      })),
    );
  for (const next of plan.update)
    await tx
      .update(knowledgeBase)
      .set(values(next))
      .where(and(eq(knowledgeBase.id, next.id), eq(knowledgeBase.workspaceId, workspaceId)));
  if (plan.remove.length > 0)
    await tx
      .delete(knowledgeBase)
      .where(and(inArray(knowledgeBase.id, plan.remove), eq(knowledgeBase.workspaceId, workspaceId)));
  await tx
    .update(knowledgeScrapes)
    .set({
      status: 'ready',
      pagesRead: options.pagesRead,
      itemsAdded: plan.insert.length,
      itemsUpdated: plan.update.length,
      itemsRemoved: plan.remove.length,
      itemsUnchanged: plan.unchanged,
      updatedAt: at,
      finishedAt: at,
    })
    .where(eq(knowledgeScrapes.id, options.scrapeId));
}

/** Reads still running that were last touched before `before` (their job gave up or was lost). */
export async function failStalledScrapes(
  db: Executor,
  options: { before: Date; error: string; at: Date },
): Promise<number> {
  const rows = await db
    .update(knowledgeScrapes)
    .set({ status: 'failed', error: options.error, updatedAt: options.at, finishedAt: options.at })
    .where(and(inArray(knowledgeScrapes.status, RUNNING), lt(knowledgeScrapes.updatedAt, options.before)))
    .returning({ id: knowledgeScrapes.id });
  return rows.length;
}
