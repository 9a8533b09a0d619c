import type { AppDeps } from '../../app-deps';
import { handleJob, type JobHandler } from '../../jobs/job-runner';
import { importDocument } from './document-import.service';
import { importDocumentJob, scrapeWebsiteJob } from './knowledge.jobs';
import { failStalledDocuments } from './knowledge-documents.repository';
import { failStalledScrapes } from './knowledge-scrapes.repository';
import { runWebsiteScrape } from './website-scrape.service';

/** The import and website workers, registered at boot (start-server.ts). */
export function knowledgeJobHandlers(deps: AppDeps): JobHandler[] {
  return [
    handleJob(importDocumentJob, (p) => importDocument(deps, p.documentId)),
    handleJob(scrapeWebsiteJob, (p) => runWebsiteScrape(deps, p.scrapeId)),
  ];
}

/** A document or website read untouched this long has no job left working on it. */
export const STALLED_IMPORT_MINUTES = 30;
export const STALLED_IMPORT_MESSAGE =
  'We could not finish reading this. Delete it and try again; if it happens again, contact support.';

/**
 * Run by the sweeper: an import whose job gave up (retries exhausted by a fault of ours) or was
 * lost is marked failed, so the owner never watches a progress bar that will not move again.
 */
export async function failStalledKnowledgeImports(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<void> {
  const now = deps.clock();
  const options = {
    before: new Date(now.getTime() - STALLED_IMPORT_MINUTES * 60_000),
    error: STALLED_IMPORT_MESSAGE,
    at: now,
  };
  await failStalledDocuments(deps.db, options);
  await failStalledScrapes(deps.db, options);
}
