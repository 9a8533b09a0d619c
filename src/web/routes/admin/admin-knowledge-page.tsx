import { FaqBuilder } from '../../features/knowledge/faq-builder';
import { KnowledgeManager } from '../../features/knowledge/knowledge-manager';
import { TrainingStatusCard } from '../../features/knowledge/training-status-card';
import { UploadDocumentsCard } from '../../features/knowledge/upload-documents-card';
import { WithCurrentWorkspace } from '../../features/knowledge/workspace-knowledge';
import { AdminPageHeader } from './admin-page-header';

/** /admin/knowledge: document upload and the FAQ builder (spec), on the admin's current workspace. */
export function AdminKnowledgePage() {
  return (
    <>
      <AdminPageHeader title="Knowledge Base" lead="Upload documents and build FAQs that train the agents." />
      <WithCurrentWorkspace>
        {(workspace) => (
          <div className="flex flex-col gap-6">
            <p className="text-sm text-muted-foreground">
              Workspace: <span className="font-medium text-foreground">{workspace.name}</span>
            </p>
            <div className="grid items-start gap-4 lg:grid-cols-3">
              <UploadDocumentsCard workspaceId={workspace.id} />
              <FaqBuilder workspaceId={workspace.id} />
              <TrainingStatusCard workspaceId={workspace.id} />
            </div>
            <KnowledgeManager workspaceId={workspace.id} />
          </div>
        )}
      </WithCurrentWorkspace>
    </>
  );
}
