import type { ChatEntry } from '../../features/live-chat/chat-reducer';

/** The agent's messages in the conversation (replies and team messages; not the welcome line). */
export function agentMessageCount(entries: readonly ChatEntry[]): number {
  return entries.filter((e) => e.kind === 'message' && e.role === 'assistant' && e.from !== 'welcome').length;
}
