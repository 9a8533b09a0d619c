// Where the widget's chat frame keeps the visitor's conversation in our origin's (partitioned)
// storage, shared by the frame (src/web/routes/embed/stored-conversation.ts) and the hidden page
// that counts waiting replies for the launcher (/embed/unread): both read the same entry.

/** One entry per workspace: two businesses' widgets on one site keep their own conversations. */
export function storedConversationKey(workspaceKey: string): string {
  return `agent-widget:conversation:${workspaceKey}`;
}
