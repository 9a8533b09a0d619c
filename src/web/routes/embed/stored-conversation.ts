// The visitor's widget conversation, kept in the chat frame's own storage so a reload or another
// page of the site takes it up (docs/decisions/083-widget-conversation-and-launcher-colour.md).
// The frame runs on our origin inside the business's page: browsers that partition third-party
// storage keep one copy per site the widget is on, and one that blocks it throws on every access,
// so every access is guarded: the chat then works as before, it just does not persist.

export interface StoredConversation {
  conversationId: string;
  token: string;
}

const ID = /^[0-9a-f-]{36}$/i;
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

/** One entry per workspace: two businesses' widgets on one site keep their own conversations. */
export function storageKey(workspaceKey: string): string {
  return `agent-widget:conversation:${workspaceKey}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The kept conversation, or null (none, unreadable, or storage blocked). */
export function readStoredConversation(workspaceKey: string): StoredConversation | null {
  try {
    const raw = storage()?.getItem(storageKey(workspaceKey));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredConversation> | null;
    if (typeof value?.conversationId !== 'string' || typeof value.token !== 'string') return null;
    if (!ID.test(value.conversationId) || !TOKEN.test(value.token)) return null;
    return { conversationId: value.conversationId, token: value.token };
  } catch {
    return null;
  }
}

export function storeConversation(workspaceKey: string, conversation: StoredConversation): void {
  try {
    storage()?.setItem(storageKey(workspaceKey), JSON.stringify(conversation));
  } catch {
    // Blocked or full: this page's chat goes on; the next page starts afresh.
  }
}

export function forgetConversation(workspaceKey: string): void {
  try {
    storage()?.removeItem(storageKey(workspaceKey));
  } catch {
    // Blocked: there is nothing kept to forget.
  }
}
