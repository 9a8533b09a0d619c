import { z } from 'zod';
import { defineJob } from '../../jobs/job-runner';

// Both handlers re-read their row and do nothing for one already settled or deleted, so a job
// delivered twice (or retried after its work committed) changes nothing.

/** Reads an uploaded document into knowledge items. Retried only for our own faults (database). */
export const importDocumentJob = defineJob({
  name: 'knowledge-import-document',
  payload: z.object({ documentId: z.uuid() }),
  retryLimit: 3,
  retryDelaySeconds: 10,
});

/** Re-reads the owner's website into knowledge items. */
export const scrapeWebsiteJob = defineJob({
  name: 'knowledge-scrape-website',
  payload: z.object({ scrapeId: z.uuid() }),
  retryLimit: 2,
  retryDelaySeconds: 30,
});
