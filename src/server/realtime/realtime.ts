import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Executor } from '../db/client';
import type { Logger } from '../lib/logger';

/**
 * Conversation events across app processes (DESIGN.md §1): a change is published with pg_notify
 * inside the transaction that makes it, so listeners hear of it exactly when it commits, on any
 * process. Each process holds one LISTEN connection and fans events out to its own subscribers
 * (the visitors' open chat streams). Payloads carry ids only; subscribers read the rows.
 */
export const CHAT_CHANNEL = 'chat_events';

export interface ChatEvent {
  conversationId: string;
  type: 'message';
  messageId: string;
}

export async function publishChatEvent(tx: Executor, event: ChatEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(event)})`);
}

type Listener = (event: ChatEvent) => void;

export interface Realtime {
  subscribe(conversationId: string, listener: Listener): Promise<() => void>;
  close(): Promise<void>;
}

function parseEvent(payload: string | undefined): ChatEvent | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<ChatEvent>;
    if (typeof value.conversationId !== 'string' || typeof value.messageId !== 'string') return null;
    return { conversationId: value.conversationId, type: 'message', messageId: value.messageId };
  } catch {
    return null;
  }
}

/** Connects lazily on the first subscriber and reconnects after a lost connection. */
export function createRealtime(options: { pool: pg.Pool; logger: Logger }): Realtime {
  const listeners = new Map<string, Set<Listener>>();
  let client: Promise<pg.PoolClient> | null = null;
  let closed = false;

  function connect(): Promise<pg.PoolClient> {
    client ??= (async () => {
      const connection = await options.pool.connect();
      connection.on('notification', (message) => {
        const event = parseEvent(message.payload);
        if (!event) return;
        for (const listener of listeners.get(event.conversationId) ?? []) listener(event);
      });
      connection.on('error', (error) => {
        options.logger.warn({ err: error }, 'realtime connection lost; reconnecting on next use');
        connection.release(true);
        client = null;
        if (!closed && listeners.size > 0) void connect().catch(() => {});
      });
      await connection.query(`listen ${CHAT_CHANNEL}`);
      return connection;
    })();
    client.catch(() => {
      client = null;
    });
    return client;
  }

  return {
    async subscribe(conversationId, listener) {
      await connect();
      const set = listeners.get(conversationId) ?? new Set<Listener>();
      listeners.set(conversationId, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(conversationId);
      };
    },
    async close() {
      closed = true;
      listeners.clear();
      const current = client;
      client = null;
      if (current) (await current.catch(() => null))?.release(true);
    },
  };
}
