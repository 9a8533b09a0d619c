import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  deleteDocumentContract,
  type KnowledgeDocument,
  latestScrapeContract,
  listDocumentsContract,
  startScrapeContract,
  uploadDocumentContract,
  type WebsiteScrape,
} from '../../../domain/contracts/knowledge.contract';
import { isDocumentSettled } from '../../../domain/knowledge/document-files';
import { apiRequest } from '../../lib/api-client';
import { knowledgeKey, useInvalidateKnowledge } from './use-knowledge-items';

/** How often a running import or website read is looked at again. */
const POLL_MS = 1000;

/**
 * Calls `onFinished` when something polled finishes (a document or a website read that was
 * running is now ready or failed), so the item list and counts are read again then.
 */
function useOnFinished(running: string[], onFinished: () => void) {
  const previous = useRef<string[]>([]);
  const key = running.join(',');
  useEffect(() => {
    const now = key === '' ? [] : key.split(',');
    if (previous.current.some((id) => !now.includes(id))) onFinished();
    previous.current = now;
  }, [key, onFinished]);
}

export function useDocuments(workspaceId: string) {
  const invalidate = useInvalidateKnowledge(workspaceId);
  const query = useQuery({
    queryKey: [...knowledgeKey(workspaceId), 'documents'],
    queryFn: async ({ signal }) => {
      const result = await apiRequest(listDocumentsContract, { params: { workspaceId } }, { signal });
      return result.documents;
    },
    // Polled while a document is being read; its items appear in the list once it is ready.
    refetchInterval: (q) => (q.state.data?.some((d) => !isDocumentSettled(d.status)) ? POLL_MS : false),
  });
  useOnFinished(
    (query.data ?? []).filter((d: KnowledgeDocument) => !isDocumentSettled(d.status)).map((d) => d.id),
    invalidate,
  );
  return query;
}

/** Sends one file (its bytes; the name in the query). */
export function useUploadDocument(workspaceId: string) {
  return useMutation({
    mutationFn: async (file: File) =>
      apiRequest(uploadDocumentContract, {
        params: { workspaceId },
        query: { name: file.name },
        upload: new Uint8Array(await file.arrayBuffer()),
      }),
  });
}

export function useDeleteDocument(workspaceId: string) {
  const invalidate = useInvalidateKnowledge(workspaceId);
  return useMutation({
    mutationFn: (documentId: string) =>
      apiRequest(deleteDocumentContract, { params: { workspaceId, documentId } }),
    onSuccess: invalidate,
  });
}

export function useLatestScrape(workspaceId: string) {
  const invalidate = useInvalidateKnowledge(workspaceId);
  const query = useQuery({
    queryKey: [...knowledgeKey(workspaceId), 'scrape'],
    queryFn: ({ signal }) => apiRequest(latestScrapeContract, { params: { workspaceId } }, { signal }),
    refetchInterval: (q) => (isScrapeRunning(q.state.data?.scrape) ? POLL_MS : false),
  });
  const scrape = query.data?.scrape;
  useOnFinished(scrape && isScrapeRunning(scrape) ? [scrape.id] : [], invalidate);
  return query;
}

export function isScrapeRunning(scrape: WebsiteScrape | null | undefined): boolean {
  return scrape?.status === 'queued' || scrape?.status === 'crawling';
}

export function useStartScrape(workspaceId: string) {
  const invalidate = useInvalidateKnowledge(workspaceId);
  return useMutation({
    mutationFn: (url: string | undefined) =>
      apiRequest(startScrapeContract, { params: { workspaceId }, body: url ? { url } : {} }),
    onSuccess: invalidate,
  });
}
