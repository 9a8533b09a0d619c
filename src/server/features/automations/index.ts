// What other features may use of the follow-up automations (DESIGN.md §2 rule 1).
export { automationImpact } from './automation-impact.service';
export { listAutomations, switchAutomation } from './automation-settings.service';
export {
  type SchedulerDeps,
  scheduleAbandonedChatCheck,
  scheduleQuoteReminder,
  scheduleUpsellOffer,
} from './automation-timers';
export { sendAutomationEmailFunction } from './automations.functions';
export { abandonedChatJob, expiredQuoteSweepJob, quoteReminderJob, upsellOfferJob } from './automations.jobs';
export {
  automationJobHandlers,
  runAbandonedChatCheck,
  runExpiredQuoteRecovery,
  runQuoteReminder,
  runUpsellOffer,
  sweepExpiredQuotes,
} from './automations.service';
export { brandedEmail, emailLinkOrigin, greeting, usd } from './branded-email';
