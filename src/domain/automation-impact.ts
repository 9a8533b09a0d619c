// Smart Automations' "hours saved": an estimate, so the page shows the assumptions it rests on
// next to the figure. The minutes are what the same work takes a person in a small business
// (writing a follow-up, answering a chat, pricing a job by hand); change them here, not in the UI.

export const HOURS_SAVED_ASSUMPTIONS = {
  /** Writing and sending one follow-up e-mail by hand. */
  minutesPerFollowUpEmail: 5,
  /** Answering one customer conversation the agent handled without a person taking over. */
  minutesPerConversation: 6,
  /** Working out one quote from the price list and writing it up. */
  minutesPerQuote: 15,
} as const;

export interface AutomatedWork {
  followUpEmails: number;
  conversationsHandled: number;
  quotesGenerated: number;
}

/** Hours a person would have spent on the work the agents and automations did, one decimal. */
export function hoursSaved(
  work: AutomatedWork,
  assumptions: Record<keyof typeof HOURS_SAVED_ASSUMPTIONS, number> = HOURS_SAVED_ASSUMPTIONS,
): number {
  const minutes =
    work.followUpEmails * assumptions.minutesPerFollowUpEmail +
    work.conversationsHandled * assumptions.minutesPerConversation +
    work.quotesGenerated * assumptions.minutesPerQuote;
  return Math.round(minutes / 6) / 10;
}
