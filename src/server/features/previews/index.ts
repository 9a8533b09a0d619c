// What other features may use of the previews feature (DESIGN.md §2 rule 1).
export { adoptPreviewKnowledge, claimPreviewForTrial } from './adopt-preview.service';
export { describePreviewTakeover, takenOverPreview, takeOverPreview } from './preview-takeover.service';
export { deleteExpiredPreviewWorkspaces, PREVIEW_WORKSPACE_DAYS } from './preview-workspace.repository';
export {
  createAgentPreviewFunction,
  generateAgentPreviewFunction,
  sendPreviewEmailFunction,
  websiteScraperFunction,
} from './previews.functions';
