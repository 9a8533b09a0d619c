import type { TranscriptAuthor } from './contracts/inbox.contract';

/**
 * Which message of the conversation before a held draft the draft answers: the customer's last
 * one. The approval card shows it in full and the earlier ones muted, so a reviewer sees at once
 * what they are approving an answer to. -1 when no customer message is in view.
 */
export function answeredMessageIndex(messages: readonly { author: TranscriptAuthor }[]): number {
  return messages.findLastIndex((message) => message.author === 'visitor');
}
