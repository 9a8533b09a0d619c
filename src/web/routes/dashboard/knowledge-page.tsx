import { KnowledgeManager } from '../../features/knowledge/knowledge-manager';
import { ScrapeWebsiteCard } from '../../features/knowledge/scrape-website-card';
import { TrainingStatusCard } from '../../features/knowledge/training-status-card';
import { UploadDocumentsCard } from '../../features/knowledge/upload-documents-card';
import { WithCurrentWorkspace } from '../../features/knowledge/workspace-knowledge';
import { useDocumentMeta } from '../../lib/document-meta';

/** /knowledge: the knowledge manager of the signed-in user's workspace. */
export function KnowledgePage() {
  useDocumentMeta({ title: 'Knowledge Base' });
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Knowledge Base</h1>
        <p className="mt-1 text-muted-foreground">
          The facts, prices and policies your AI agents answer from.
        </p>
      </div>
      <WithCurrentWorkspace>
        {(workspace) => (
          <>
            <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
              <UploadDocumentsCard workspaceId={workspace.id} />
              <ScrapeWebsiteCard workspaceId={workspace.id} />
              <TrainingStatusCard workspaceId={workspace.id} />
            </div>
            <KnowledgeManager workspaceId={workspace.id} />
          </>
        )}
      </WithCurrentWorkspace>
    </div>
  );
}
