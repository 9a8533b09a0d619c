// The visitor's widget conversation, kept in the chat frame's own storage so a reload or another
// page of the site takes it up (docs/decisions/083-widget-conversation-and-launcher-colour.md).
// The frame runs on our origin inside the business's page: browsers that partition third-party
// storage keep one copy per site the widget is on, and one that blocks it throws on every access,
// so every access is guarded: the chat then works as before, it just does not persist.

import { storedConversationKey } from '../../../domain/widget-stored-conversation';

export interface StoredConversation {
  conversationId: string;
  token: string;
  /**
   * How many of the conversation's replies the visitor has had on screen (the chat's own unread
   * rule, unread-count.ts). The launcher's hidden counter (/embed/unread) sends it to the server
   * on the other pages of the site, so both counts mean the same. Absent in entries kept before it
   * existed: no count until the chat is opened again.
   */
  seen?: number;
}

const ID = /^[0-9a-f-]{36}$/i;
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

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
    const raw = storage()?.getItem(storedConversationKey(workspaceKey));
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
    storage()?.setItem(storedConversationKey(workspaceKey), JSON.stringify(conversation));
  } catch {
    // Blocked or full: this page's chat goes on; the next page starts afresh.
  }
}

export function forgetConversation(workspaceKey: string): void {
  try {
    storage()?.removeItem(storedConversationKey(workspaceKey));
  } catch {
    // Blocked: there is nothing kept to forget.
  }
}
