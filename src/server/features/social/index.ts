// What other features may use of the social channels (Messenger and Instagram direct messages):
// the owner's routes, Meta's webhook, the jobs that answer and send, and the hook that sends a
// message stored in a social conversation (an approved answer, a team member's reply).

export { socialRoutes } from './social.routes';
export { processSocialEvent } from './social-answer.service';
export { requeueLostSocialEvents, socialJobHandlers } from './social-dispatch';
export { isSocialConfigured } from './social-provider';
export { type SendStoredReply, sendSocialReply, sendStoredReply } from './social-send.service';
export { META_WEBHOOK_PATH, META_WEBHOOK_RATE_LIMIT, socialWebhookRoutes } from './social-webhook.routes';
