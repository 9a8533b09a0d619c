/**
 * What the agents know: the owner's website imported and documents uploaded, through the knowledge
 * feature (issue13-knowledge). Filled in once that branch is merged.
 */
export function KnowledgeImportPanel(_props: { workspaceId: string; website: string; canChange: boolean }) {
  return null;
}
