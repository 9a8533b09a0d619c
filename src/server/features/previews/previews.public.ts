// What other features may use of previews (DESIGN.md §2 rule 1).
export { adoptPreviewKnowledge, claimPreviewForTrial } from './adopt-preview.service';
