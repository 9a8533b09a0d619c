// What other features may use of the inbox (DESIGN.md §2 rule 1): the transcript around a moment.

export { inboxRoutes } from './inbox.routes';
export { transcriptsBefore } from './inbox.service';
export { inboxJobHandlers, inboxReplyEmailJob } from './inbox-reply-email';
