/** A stored message, in conversation order (`order by conversation_id, created_at, id`). */
export interface TranscriptRow {
  conversation_id: string;
  sender: string;
  content: string;
}

/**
 * What the database holds for each visitor message of a chaos run (every message's text is
 * unique in these tests): how many times it was stored, and the agent replies that follow it
 * in its conversation before the next visitor message.
 */
export function tallyTurns<Row extends TranscriptRow>(
  rows: readonly Row[],
): { stored: Map<string, number>; replies: Map<string, Row[]> } {
  const stored = new Map<string, number>();
  const replies = new Map<string, Row[]>();
  let lastUser: string | null = null;
  let lastConversation = '';
  for (const row of rows) {
    if (row.conversation_id !== lastConversation) {
      lastConversation = row.conversation_id;
      lastUser = null;
    }
    if (row.sender === 'user') {
      stored.set(row.content, (stored.get(row.content) ?? 0) + 1);
      lastUser = row.content;
    } else if (lastUser !== null) {
      replies.set(lastUser, [...(replies.get(lastUser) ?? []), row]);
    }
  }
  return { stored, replies };
}
