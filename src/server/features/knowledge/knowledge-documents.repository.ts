import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DocumentChunk } from '../../../domain/knowledge/document-chunks';
import type { DocumentStatus, DocumentType } from '../../../domain/knowledge/document-files';
import type { Executor } from '../../db/client';
import { knowledgeBase } from '../../db/schema/knowledge-base';
import { knowledgeDocuments } from '../../db/schema/knowledge-documents';

export interface KnowledgeDocumentRow {
  id: string;
  name: string;
  type: DocumentType;
  sizeBytes: number;
  status: DocumentStatus;
  error: string | null;
  progress: number;
  itemCount: number;
  createdAt: Date;
  updatedAt: Date;
}

// Never the bytes: only the import job reads them (findDocumentFile).
const documentColumns = {
  id: knowledgeDocuments.id,
  name: knowledgeDocuments.name,
  type: knowledgeDocuments.type,
  sizeBytes: knowledgeDocuments.sizeBytes,
  status: knowledgeDocuments.status,
  error: knowledgeDocuments.error,
  progress: knowledgeDocuments.progress,
  itemCount: knowledgeDocuments.itemCount,
  createdAt: knowledgeDocuments.createdAt,
  updatedAt: knowledgeDocuments.updatedAt,
};

export async function insertDocument(
  db: Executor,
  options: { workspaceId: string; name: string; type: DocumentType; bytes: Uint8Array; at: Date },
): Promise<KnowledgeDocumentRow> {
  const [row] = await db
    .insert(knowledgeDocuments)
    .values({
      workspaceId: options.workspaceId,
      name: options.name,
      type: options.type,
      sizeBytes: options.bytes.byteLength,
      fileData: Buffer.from(options.bytes.buffer, options.bytes.byteOffset, options.bytes.byteLength),
      createdAt: options.at,
      updatedAt: options.at,
    })
    .returning(documentColumns);
  return row!;
}

export async function listDocuments(
  db: Executor,
  options: { workspaceId: string; limit: number },
): Promise<KnowledgeDocumentRow[]> {
  return db
    .select(documentColumns)
    .from(knowledgeDocuments)
    .where(eq(knowledgeDocuments.workspaceId, options.workspaceId))
    .orderBy(desc(knowledgeDocuments.createdAt), desc(knowledgeDocuments.id))
    .limit(options.limit);
}

export async function countDocuments(db: Executor, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(knowledgeDocuments)
    .where(eq(knowledgeDocuments.workspaceId, workspaceId));
  return row?.count ?? 0;
}

/** A document waiting to be read, with its bytes; null once it is settled or gone. */
export async function findDocumentFile(
  db: Executor,
  documentId: string,
): Promise<{ id: string; workspaceId: string; name: string; type: DocumentType; bytes: Uint8Array } | null> {
  const [row] = await db
    .select({
      id: knowledgeDocuments.id,
      workspaceId: knowledgeDocuments.workspaceId,
      name: knowledgeDocuments.name,
      type: knowledgeDocuments.type,
      fileData: knowledgeDocuments.fileData,
    })
    .from(knowledgeDocuments)
    .where(
      and(eq(knowledgeDocuments.id, documentId), inArray(knowledgeDocuments.status, ['queued', 'parsing'])),
    );
  if (!row?.fileData) return null;
  return { ...row, bytes: new Uint8Array(row.fileData) };
}

/** Progress of a document being read; a settled (or deleted) one is left as it is. */
export async function markDocumentProgress(
  db: Executor,
  options: { documentId: string; progress: number; at: Date },
): Promise<void> {
  await db
    .update(knowledgeDocuments)
    .set({
      status: 'parsing',
      progress: Math.max(0, Math.min(99, Math.round(options.progress))),
      updatedAt: options.at,
    })
    .where(
      and(
        eq(knowledgeDocuments.id, options.documentId),
        inArray(knowledgeDocuments.status, ['queued', 'parsing']),
      ),
    );
}

/**
 * Takes the document for the import's final write (row lock), so a delete at the same moment
 * waits for it, or it sees the document gone and writes nothing. False when gone or settled.
 */
export async function lockPendingDocument(tx: Executor, documentId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: knowledgeDocuments.id })
    .from(knowledgeDocuments)
    .where(
      and(eq(knowledgeDocuments.id, documentId), inArray(knowledgeDocuments.status, ['queued', 'parsing'])),
    )
    .for('update');
  return rows.length > 0;
}

/** The document's items, written with its 'ready' status in the caller's transaction. */
export async function completeDocument(
  tx: Executor,
  options: { workspaceId: string; documentId: string; chunks: readonly DocumentChunk[]; at: Date },
): Promise<void> {
  // A retried job may find items of its earlier attempt only if that attempt committed, and then
  // the document would be ready and not taken again; clearing first keeps the import exact anyway.
  await tx.delete(knowledgeBase).where(eq(knowledgeBase.documentId, options.documentId));
  const batch = 500;
  for (let start = 0; start < options.chunks.length; start += batch) {
    await tx.insert(knowledgeBase).values(
      options.chunks.slice(start, start + batch).map((chunk) => ({
        workspaceId: options.workspaceId,
        title: chunk.title,
        content: chunk.content,
        category: 'general' as const,
        source: 'upload' as const,
        documentId: options.documentId,
        createdAt: options.at,
        updatedAt: options.at,
      })),
    );
  }
  await tx
    .update(knowledgeDocuments)
    .set({
      status: 'ready',
      progress: 100,
      itemCount: options.chunks.length,
      error: null,
      fileData: null,
      updatedAt: options.at,
    })
    .where(eq(knowledgeDocuments.id, options.documentId));
}

/** A document that could not be imported: why, and no bytes kept (it has no items). */
export async function failDocument(
  db: Executor,
  options: { documentId: string; error: string; at: Date },
): Promise<void> {
  await db
    .update(knowledgeDocuments)
    .set({
      status: 'failed',
      error: options.error,
      progress: 0,
      itemCount: 0,
      fileData: null,
      updatedAt: options.at,
    })
    .where(
      and(
        eq(knowledgeDocuments.id, options.documentId),
        inArray(knowledgeDocuments.status, ['queued', 'parsing']),
      ),
    );
}

/**
 * Deletes the document and its items, in the caller's transaction; null when it was not there.
 * The document's row is locked first, so an import finishing at the same moment either committed
 * before (and its items are counted and deleted here) or finds the document gone.
 */
export async function deleteDocument(
  tx: Executor,
  options: { workspaceId: string; documentId: string },
): Promise<{ itemsRemoved: number } | null> {
  const inWorkspace = and(
    eq(knowledgeDocuments.id, options.documentId),
    eq(knowledgeDocuments.workspaceId, options.workspaceId),
  );
  const locked = await tx
    .select({ id: knowledgeDocuments.id })
    .from(knowledgeDocuments)
    .where(inWorkspace)
    .for('update');
  if (locked.length === 0) return null;
  const items = await tx
    .delete(knowledgeBase)
    .where(eq(knowledgeBase.documentId, options.documentId))
    .returning({ id: knowledgeBase.id });
  await tx.delete(knowledgeDocuments).where(inWorkspace);
  return { itemsRemoved: items.length };
}

/** Documents still pending that were last touched before `before` (their job gave up or was lost). */
export async function failStalledDocuments(
  db: Executor,
  options: { before: Date; error: string; at: Date },
): Promise<number> {
  const rows = await db
    .update(knowledgeDocuments)
    .set({ status: 'failed', error: options.error, progress: 0, fileData: null, updatedAt: options.at })
    .where(
      and(
        inArray(knowledgeDocuments.status, ['queued', 'parsing']),
        lt(knowledgeDocuments.updatedAt, options.before),
      ),
    )
    .returning({ id: knowledgeDocuments.id });
  return rows.length;
}
