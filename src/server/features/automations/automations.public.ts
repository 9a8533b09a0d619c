// What other features may use of the follow-up automations (DESIGN.md §2 rule 1).
export { listAutomations, switchAutomation } from './automation-settings.service';
export { type SchedulerDeps, scheduleQuoteReminder, scheduleUpsellOffer } from './automation-timers';
export { runExpiredQuoteRecovery, sweepExpiredQuotes } from './automations.service';
