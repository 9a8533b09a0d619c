// What other features may use of the inbox (DESIGN.md §2 rule 1): the transcript around a moment.

export { transcriptBefore } from './inbox.service';
