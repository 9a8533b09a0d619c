import { FileTextIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { KnowledgeDocument } from '../../../domain/contracts/knowledge.contract';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
} from '../../../domain/knowledge/document-files';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast';
import { fileSize } from './knowledge-labels';
import { useDeleteDocument, useDocuments, useUploadDocument } from './use-knowledge-sources';

/** A file on its way up: refused at once (size, type), or sent and waiting for its document. */
interface Sending {
  key: string;
  name: string;
  error: string | null;
}

function DocumentRow({ document, onDelete }: { document: KnowledgeDocument; onDelete: () => void }) {
  const reading = document.status === 'queued' || document.status === 'parsing';
  return (
    <li className="grid min-w-0 gap-1.5 py-3">
      <div className="flex min-w-0 items-start gap-2">
        <FileTextIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" title={document.name}>
            {document.name}
          </p>
          <p className="text-xs text-muted-foreground">
            {fileSize(document.sizeBytes)}
            {document.status === 'ready'
              ? ` · ${document.itemCount} item${document.itemCount === 1 ? '' : 's'}`
              : document.status === 'queued'
                ? ' · waiting to be read'
                : document.status === 'parsing'
                  ? ` · reading… ${document.progress}%`
                  : ''}
          </p>
        </div>
        {document.status === 'ready' ? <Badge variant="secondary">Ready</Badge> : null}
        {document.status === 'failed' ? <Badge variant="destructive">Failed</Badge> : null}
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={`Delete ${document.name} and its items`}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      {reading ? <Progress value={document.progress} label={`Reading ${document.name}`} /> : null}
      {document.error ? (
        <p role="alert" className="text-xs text-destructive">
          {document.error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Upload Documents: PDF, Word (.docx), text and Markdown, several at once. Each file is sent on
 * its own; the server reads it in the background and each row shows its progress, its items or
 * why it could not be read.
 */
export function UploadDocumentsCard({ workspaceId }: { workspaceId: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const documents = useDocuments(workspaceId);
  const upload = useUploadDocument(workspaceId);
  const remove = useDeleteDocument(workspaceId);
  const [sending, setSending] = useState<Sending[]>([]);

  const send = async (files: File[]) => {
    const batch = files.map((file, n) => ({ file, key: `${Date.now()}-${n}-${file.name}` }));
    setSending((now) => [...now, ...batch.map(({ key, file }) => ({ key, name: file.name, error: null }))]);
    await Promise.all(
      batch.map(async ({ file, key }) => {
        let error: string | null = null;
        if (file.size > MAX_DOCUMENT_BYTES) error = `${file.name}: ${DOCUMENT_MESSAGES.tooLarge}`;
        else {
          try {
            await upload.mutateAsync(file);
          } catch (failure) {
            error = (failure as Error).message;
          }
        }
        await documents.refetch();
        setSending((now) =>
          error ? now.map((s) => (s.key === key ? { ...s, error } : s)) : now.filter((s) => s.key !== key),
        );
      }),
    );
  };

  const deleteDocument = async (document: KnowledgeDocument) => {
    try {
      const { itemsRemoved } = await remove.mutateAsync(document.id);
      toast.success(`${document.name} deleted`, {
        description: `${itemsRemoved} item${itemsRemoved === 1 ? '' : 's'} removed from the knowledge base.`,
      });
    } catch (error) {
      toast.error('Failed to delete document', { description: (error as Error).message });
    }
  };

  return (
    // min-w-0: a long file name is cut in its row, never widening the page grid past a phone.
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle size="base">Upload Documents</CardTitle>
        <CardDescription id={`${id}-help`}>
          PDF, Word (.docx), text or Markdown files, up to 10 MB each. Each becomes items your agents can
          cite.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          // The visible button opens it; hidden, it is not a second "choose file" control for screen readers.
          className="hidden"
          tabIndex={-1}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length > 0) void send(files);
          }}
        />
        <Button variant="outline" onClick={() => input.current?.click()} aria-controls={`${id}-list`}>
          <UploadIcon aria-hidden="true" />
          Choose files
        </Button>
        <ul id={`${id}-list`} aria-label="Uploaded documents" className="min-w-0 divide-y">
          {sending.map((s) => (
            <li key={s.key} className="grid gap-1 py-3 text-sm">
              <span className="truncate font-medium">{s.name}</span>
              {s.error ? (
                <span
                  role="alert"
                  className="flex items-start justify-between gap-2 text-xs text-destructive"
                >
                  {s.error}
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto p-0 text-xs"
                    onClick={() => setSending((now) => now.filter((x) => x.key !== s.key))}
                  >
                    Dismiss
                  </Button>
                </span>
              ) : (
                <Spinner label={`Uploading ${s.name}`} showLabel size="sm" />
              )}
            </li>
          ))}
          {(documents.data ?? []).map((document) => (
            <DocumentRow key={document.id} document={document} onDelete={() => deleteDocument(document)} />
          ))}
        </ul>
        {documents.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load documents: {documents.error.message}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
