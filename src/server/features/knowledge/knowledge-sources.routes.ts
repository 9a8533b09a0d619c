import {
  deleteDocumentContract,
  latestScrapeContract,
  listDocumentsContract,
  startScrapeContract,
  uploadDocumentContract,
} from '../../../domain/contracts/knowledge.contract';
import { route } from '../../http/contract-routes';
import { deleteKnowledgeDocument, uploadDocument } from './document-import.service';
import { type KnowledgeDocumentRow, listDocuments } from './knowledge-documents.repository';
import type { KnowledgeScrapeRow } from './knowledge-scrapes.repository';
import { latestWebsiteScrape, startWebsiteScrape } from './website-scrape.service';

/** Documents listed at most; older ones still count and keep their items. */
const DOCUMENTS_LISTED = 100;

const documentOutput = (row: KnowledgeDocumentRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const scrapeOutput = ({ workspaceId: _workspaceId, ...row }: KnowledgeScrapeRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** Where knowledge comes from besides typing it: uploaded documents and the owner's website. */
export const knowledgeSourceRoutes = [
  route(uploadDocumentContract, async ({ deps, params, query, upload }) =>
    documentOutput(
      await uploadDocument(deps, { workspaceId: params.workspaceId, name: query.name, bytes: upload }),
    ),
  ),
  route(listDocumentsContract, async ({ deps, params }) => ({
    documents: (
      await listDocuments(deps.db, { workspaceId: params.workspaceId, limit: DOCUMENTS_LISTED })
    ).map(documentOutput),
  })),
  route(deleteDocumentContract, async ({ deps, params }) => {
    const { itemsRemoved } = await deleteKnowledgeDocument(deps, params);
    return { deleted: true as const, itemsRemoved };
  }),
  route(startScrapeContract, async ({ deps, params, body }) =>
    scrapeOutput(await startWebsiteScrape(deps, { workspaceId: params.workspaceId, url: body.url })),
  ),
  route(latestScrapeContract, async ({ deps, params }) => {
    const { scrape, website } = await latestWebsiteScrape(deps, params.workspaceId);
    return { scrape: scrape ? scrapeOutput(scrape) : null, website };
  }),
];
