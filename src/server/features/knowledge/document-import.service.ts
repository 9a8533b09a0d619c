import { CHUNK_LIMITS, chunkDocument } from '../../../domain/knowledge/document-chunks';
import {
  DOCUMENT_MESSAGES,
  documentTitle,
  documentTypeOfName,
} from '../../../domain/knowledge/document-files';
import type { AppDeps } from '../../app-deps';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/app-error';
import { checkDocumentBytes, DocumentRejectedError, readDocumentBlocks } from './document-parser';
import { importDocumentJob } from './knowledge.jobs';
import {
  completeDocument,
  deleteDocument,
  failDocument,
  findDocumentFile,
  insertDocument,
  type KnowledgeDocumentRow,
  lockPendingDocument,
  markDocumentProgress,
} from './knowledge-documents.repository';

export const IMPORT_UNAVAILABLE = 'Documents cannot be imported right now. Try again in a minute.';

/** The job runner (reached through the outbox, as every service reaches it); none in scripts. */
export function jobRunnerOf(deps: Pick<AppDeps, 'outbox'>): JobRunner {
  const runner = deps.outbox().jobs;
  if (!runner) throw new AppError('UNAVAILABLE', IMPORT_UNAVAILABLE);
  return runner;
}

/**
 * Takes one uploaded file: refuses at once what can be judged from the bytes (unsupported name,
 * empty, not the format its name says; nothing stored), else stores it as a queued document and
 * its import job in one transaction, so a document exists exactly when its job does.
 */
export async function uploadDocument(
  deps: AppDeps,
  options: { workspaceId: string; name: string; bytes: Uint8Array },
): Promise<KnowledgeDocumentRow> {
  const { name, bytes } = options;
  const type = documentTypeOfName(name);
  if (!type) throw new DocumentRejectedError(DOCUMENT_MESSAGES.unsupported(name));
  await checkDocumentBytes({ name, type, bytes });
  const runner = jobRunnerOf(deps);
  return deps.db.transaction(async (tx) => {
    const document = await insertDocument(tx, {
      workspaceId: options.workspaceId,
      name,
      type,
      bytes,
      at: deps.clock(),
    });
    await runner.send(importDocumentJob, { documentId: document.id }, { tx });
    return document;
  });
}

/** Progress is written when it has moved this many points, not on every page of a long PDF. */
const PROGRESS_STEP = 5;
/** Reading is most of the work; the last stretch is writing the items. */
const READING_SHARE = 90;

/**
 * The import job: reads the document, splits it into items and writes them with the document's
 * 'ready' status in one transaction. A file the owner must fix (password, no text, damaged) marks
 * the document failed with the reason and writes no item; a fault of ours (the database) throws,
 * and the job is retried.
 */
export async function importDocument(deps: AppDeps, documentId: string): Promise<void> {
  const file = await findDocumentFile(deps.db, documentId);
  if (!file) return;
  await markDocumentProgress(deps.db, { documentId, progress: 0, at: deps.clock() });
  let reported = 0;
  let chunks: ReturnType<typeof chunkDocument>;
  try {
    const blocks = await readDocumentBlocks({
      name: file.name,
      type: file.type,
      bytes: file.bytes,
      onProgress: async (share) => {
        const progress = Math.floor(share * READING_SHARE);
        if (progress - reported < PROGRESS_STEP) return;
        reported = progress;
        await markDocumentProgress(deps.db, { documentId, progress, at: deps.clock() });
      },
    });
    chunks = chunkDocument(blocks, { documentTitle: documentTitle(file.name) });
    if (chunks.length > CHUNK_LIMITS.maxChunks)
      throw new DocumentRejectedError(
        DOCUMENT_MESSAGES.tooManyParts(file.name, chunks.length, CHUNK_LIMITS.maxChunks),
      );
  } catch (error) {
    if (!(error instanceof DocumentRejectedError)) throw error;
    deps.logger.info({ documentId, reason: error.message, err: error.cause }, 'document not imported');
    await failDocument(deps.db, { documentId, error: error.message, at: deps.clock() });
    return;
  }
  await deps.db.transaction(async (tx) => {
    // Deleted (or settled by a twin delivery of this job) while it was read: nothing to write.
    if (!(await lockPendingDocument(tx, documentId))) return;
    await completeDocument(tx, { workspaceId: file.workspaceId, documentId, chunks, at: deps.clock() });
  });
}

export async function deleteKnowledgeDocument(
  deps: AppDeps,
  options: { workspaceId: string; documentId: string },
): Promise<{ itemsRemoved: number }> {
  const deleted = await deps.db.transaction((tx) => deleteDocument(tx, options));
  if (!deleted) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
  return deleted;
}
