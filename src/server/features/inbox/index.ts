// What other features may use of the inbox (DESIGN.md §2 rule 1): the transcript around a moment,
// and the team's answer in place of a rejected draft.

export { inboxRoutes } from './inbox.routes';
export {
  answerInsteadOfRejectedDraft,
  type TeamMember,
  teamMemberOf,
  transcriptsBefore,
} from './inbox.service';
export { inboxJobHandlers, inboxReplyEmailJob } from './inbox-reply-email';
