// When a visitor's chat, opened again (a reload, another page of the same site), takes up the
// conversation it had, and when it starts a new one instead. Shared by the server, which decides,
// and the chat frame, which keeps the conversation's id and token in its own storage.

/** A conversation idle this long is not taken up again: the visitor starts a new one. */
export const RESUME_MAX_IDLE_DAYS = 30;

/** The newest messages a taken-up conversation shows (a capped conversation has fewer). */
export const RESUME_MAX_MESSAGES = 200;

export interface ResumeCandidate {
  status: 'active' | 'quoted' | 'closed';
  /** Null once the owner deleted the lead: the conversation has no one to continue it for. */
  customerId: string | null;
  userTurns: number;
  lastMessageAt: Date;
}

/**
 * Whether the conversation is still the visitor's to continue: not closed by the team, its lead
 * not deleted, its turn cap not reached (the next message would be refused), not idle for
 * RESUME_MAX_IDLE_DAYS. Otherwise the chat starts afresh, without an error.
 */
export function canResume(conversation: ResumeCandidate, options: { now: Date; maxTurns: number }): boolean {
  const idleMs = options.now.getTime() - conversation.lastMessageAt.getTime();
  return (
    conversation.status !== 'closed' &&
    conversation.customerId !== null &&
    conversation.userTurns < options.maxTurns &&
    idleMs <= RESUME_MAX_IDLE_DAYS * 24 * 60 * 60 * 1000
  );
}
