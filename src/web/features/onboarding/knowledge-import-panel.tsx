import { ScrapeWebsiteCard, UploadDocumentsCard } from '../knowledge';

/**
 * What the agents know: the knowledge manager's own website read and document upload (feature
 * knowledge), so onboarding and /knowledge import the same way. Both run in the background with
 * their progress shown; the owner may continue meanwhile.
 */
export function KnowledgeImportPanel({ workspaceId }: { workspaceId: string }) {
  return (
    <section aria-labelledby="knowledge-import-heading" className="flex flex-col gap-3">
      <h2 id="knowledge-import-heading" className="text-base font-semibold">
        What your agents know
      </h2>
      <p className="text-sm text-muted-foreground">
        Import your website and upload documents (price lists, FAQs, policies). Your agents answer from them;
        you can continue while they are read.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <ScrapeWebsiteCard workspaceId={workspaceId} />
        <UploadDocumentsCard workspaceId={workspaceId} />
      </div>
    </section>
  );
}
