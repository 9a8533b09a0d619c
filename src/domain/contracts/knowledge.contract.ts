import { z } from 'zod';
import { AGENT_TYPES } from '../agent-types';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_NAME_CHARS,
} from '../knowledge/document-files';
import {
  KNOWLEDGE_TEXTS,
  TEST_QUESTION_MAX_CHARS,
  WEBSITE_URL_MAX_CHARS,
} from '../knowledge/knowledge-texts';
import { SCRAPE_STATUSES } from '../knowledge/scrape-plan';
import {
  ALL_CATEGORIES,
  KNOWLEDGE_CATEGORIES,
  KNOWLEDGE_LIMITS,
  KNOWLEDGE_MESSAGES,
  KNOWLEDGE_SOURCES,
  knowledgeItemSchema,
} from '../validation/knowledge';
import { defineRoute, defineUploadRoute } from './route-contract';

// The knowledge manager's routes (/knowledge and the admin Knowledge Base page). All act on one
// workspace, named in the path; members of it and platform admins may call them.

const TAG = 'Knowledge';
const timestamp = z.string();
const workspaceParams = z.strictObject({ workspaceId: z.uuid() });
const itemParams = z.strictObject({ workspaceId: z.uuid(), itemId: z.uuid() });
const documentParams = z.strictObject({ workspaceId: z.uuid(), documentId: z.uuid() });

export const knowledgeItemOutputSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  category: z.enum(KNOWLEDGE_CATEGORIES),
  tags: z.array(z.string()),
  source: z.enum(KNOWLEDGE_SOURCES),
  /** The uploaded document the item was made from, if any. */
  documentId: z.uuid().nullable(),
  updatedAt: timestamp,
});
export type KnowledgeItem = z.infer<typeof knowledgeItemOutputSchema>;

export const KNOWLEDGE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_KNOWLEDGE_PAGE_SIZE = 25;

/** Search (case-insensitive, title and content) combined with the category filter, one page at a time. */
export const knowledgeListQuerySchema = z.strictObject({
  search: z
    .string()
    .trim()
    .max(KNOWLEDGE_LIMITS.searchChars, { error: KNOWLEDGE_MESSAGES.searchTooLong })
    .default(''),
  category: z.enum([ALL_CATEGORIES, ...KNOWLEDGE_CATEGORIES]).default(ALL_CATEGORIES),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_KNOWLEDGE_PAGE_SIZE),
});
export type KnowledgeListQuery = z.input<typeof knowledgeListQuerySchema>;
export type KnowledgeListParams = z.output<typeof knowledgeListQuerySchema>;

export const knowledgeListSchema = z.object({
  items: z.array(knowledgeItemOutputSchema),
  /** Items matching the search and filter, on all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const listKnowledgeContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/knowledge',
  summary: 'Knowledge items, newest change first, searched and filtered on the server, one page',
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  query: knowledgeListQuerySchema,
  output: knowledgeListSchema,
});

export const createKnowledgeContract = defineRoute({
  method: 'POST',
  path: '/api/workspaces/:workspaceId/knowledge',
  summary: 'Adds a knowledge item (title and content required; tags as a list or comma-separated)',
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  body: knowledgeItemSchema,
  output: knowledgeItemOutputSchema,
  status: 201,
});

export const updateKnowledgeContract = defineRoute({
  method: 'PUT',
  path: '/api/workspaces/:workspaceId/knowledge/:itemId',
  summary: 'Replaces a knowledge item’s title, content, category and tags',
  tag: TAG,
  access: 'workspace',
  params: itemParams,
  body: knowledgeItemSchema,
  output: knowledgeItemOutputSchema,
});

export const deleteKnowledgeContract = defineRoute({
  method: 'DELETE',
  path: '/api/workspaces/:workspaceId/knowledge/:itemId',
  summary: 'Deletes a knowledge item',
  tag: TAG,
  access: 'workspace',
  params: itemParams,
  output: z.object({ deleted: z.literal(true) }),
});

export const knowledgeDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  sizeBytes: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Why the document could not be imported (status failed), in the owner's words. */
  error: z.string().nullable(),
  /** 0–100 while it is read. */
  progress: z.number().int().min(0).max(100),
  itemCount: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type KnowledgeDocument = z.infer<typeof knowledgeDocumentSchema>;

/**
 * One file per request, its bytes as the body (`application/octet-stream`), its name in the
 * query. The type is checked from the bytes at once (400 for an empty or wrong-type file, 413 over
 * 10 MB, nothing stored); the file is then read by a background job, whose progress and outcome
 * the document's status shows (GET …/documents).
 */
export const uploadDocumentContract = defineUploadRoute({
  method: 'POST',
  path: '/api/workspaces/:workspaceId/knowledge/documents',
  summary: 'Uploads one PDF, Word (.docx), text or Markdown file (raw bytes as the body) to import',
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  query: z.strictObject({
    name: z
      .string({ error: DOCUMENT_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: DOCUMENT_MESSAGES.nameRequired })
      .max(MAX_DOCUMENT_NAME_CHARS, { error: DOCUMENT_MESSAGES.nameTooLong }),
  }),
  upload: { maxBytes: MAX_DOCUMENT_BYTES, tooLargeMessage: DOCUMENT_MESSAGES.tooLarge },
  output: knowledgeDocumentSchema,
  status: 202,
});

export const listDocumentsContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/knowledge/documents',
  summary: 'The uploaded documents, newest first (the latest 100), with their import status',
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  output: z.object({ documents: z.array(knowledgeDocumentSchema) }),
});

export const deleteDocumentContract = defineRoute({
  method: 'DELETE',
  path: '/api/workspaces/:workspaceId/knowledge/documents/:documentId',
  summary: 'Deletes an uploaded document and every knowledge item made from it',
  tag: TAG,
  access: 'workspace',
  params: documentParams,
  output: z.object({ deleted: z.literal(true), itemsRemoved: z.number().int() }),
});

export const websiteScrapeSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  status: z.enum(SCRAPE_STATUSES),
  error: z.string().nullable(),
  pagesRead: z.number().int(),
  /** The most pages one read may take. */
  pagesLimit: z.number().int(),
  itemsAdded: z.number().int(),
  itemsUpdated: z.number().int(),
  itemsRemoved: z.number().int(),
  itemsUnchanged: z.number().int(),
  createdAt: timestamp,
  finishedAt: timestamp.nullable(),
});
export type WebsiteScrape = z.infer<typeof websiteScrapeSchema>;

export const startScrapeContract = defineRoute({
  method: 'POST',
  path: '/api/workspaces/:workspaceId/knowledge/scrapes',
  summary:
    'Re-reads the website (the one given, else the workspace’s saved one) in the background; items are keyed by site and section, so a re-read updates them',
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  body: z.strictObject({
    url: z.string().trim().max(WEBSITE_URL_MAX_CHARS, { error: KNOWLEDGE_TEXTS.urlTooLong }).optional(),
  }),
  output: websiteScrapeSchema,
  status: 202,
});

export const latestScrapeContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/knowledge/scrapes/latest',
  summary: 'The latest website read and the workspace’s saved website',
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  output: z.object({ scrape: websiteScrapeSchema.nullable(), website: z.string().nullable() }),
});

export const trainingStatusSchema = z.object({
  /** Items the agents answer from (the spec's "items trained"). */
  items: z.number().int(),
  documents: z.number().int(),
  /** Pages of the website the latest successful read took in. */
  pages: z.number().int(),
  lastUpdatedAt: timestamp.nullable(),
  agents: z.array(z.object({ id: z.uuid(), name: z.string(), agentType: z.enum(AGENT_TYPES) })),
});
export type TrainingStatus = z.infer<typeof trainingStatusSchema>;

export const trainingStatusContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/knowledge/status',
  summary: 'Training status: items, documents, website pages, last update, and the agents to test',
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  output: trainingStatusSchema,
});

export const testAgentBodySchema = z.strictObject({
  question: z
    .string({ error: KNOWLEDGE_TEXTS.questionRequired })
    .trim()
    .min(1, { error: KNOWLEDGE_TEXTS.questionRequired })
    .max(TEST_QUESTION_MAX_CHARS, { error: KNOWLEDGE_TEXTS.questionTooLong }),
  /** Which agent answers; the workspace's first active one when left out. */
  agentId: z.uuid().optional(),
});

export const testAgentContract = defineRoute({
  method: 'POST',
  path: '/api/workspaces/:workspaceId/knowledge/test-agent',
  summary:
    'Asks the workspace’s agent a question as a test: answered from this workspace’s knowledge, stored nowhere (no conversation, customer or lead)',
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  body: testAgentBodySchema,
  output: z.object({
    answer: z.string(),
    agentName: z.string(),
    engine: z.enum(['builtin', 'llm']),
    /** The knowledge items the answer drew on. */
    sources: z.array(z.object({ id: z.uuid(), title: z.string() })),
  }),
});
