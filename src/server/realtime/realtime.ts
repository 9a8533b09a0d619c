import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { type WorkspaceEvent, workspaceEventSchema } from '../../domain/realtime/workspace-events';
import type { Executor } from '../db/client';
import type { Logger } from '../lib/logger';

/**
 * Events across app processes (DESIGN.md §1, §8): a change is published with pg_notify inside the
 * transaction that makes it, so listeners hear of it exactly when it commits, on any process. Each
 * process holds one LISTEN connection for both channels and fans events out to its own
 * subscribers: visitors' open chats (chat_events, published by the services that write a message
 * outside the visitor's turn) and open dashboards (workspace_events, published by table triggers,
 * migration workspace_events_notify). Payloads carry ids only; subscribers read the rows.
 */
export const CHAT_CHANNEL = 'chat_events';
export const WORKSPACE_CHANNEL = 'workspace_events';

export interface ChatEvent {
  conversationId: string;
  type: 'message';
  messageId: string;
}

export async function publishChatEvent(tx: Executor, event: ChatEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(event)})`);
}

type Listener = (event: ChatEvent) => void;

/**
 * A dashboard's listener: every event of its workspace, and `resync` when this process's LISTEN
 * connection was lost and remade (events in between were missed: the reader catches up).
 */
export type WorkspaceListener = (event: WorkspaceEvent | { kind: 'resync' }) => void;

/** Subscribes to one workspace, or to every workspace (a platform admin's queue). */
export type WorkspaceScope = { workspaceId: string } | { allWorkspaces: true };

export interface Realtime {
  subscribe(conversationId: string, listener: Listener): Promise<() => void>;
  subscribeWorkspace(scope: WorkspaceScope, listener: WorkspaceListener): Promise<() => void>;
  close(): Promise<void>;
}

function parseChatEvent(payload: string | undefined): ChatEvent | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<ChatEvent>;
    if (typeof value.conversationId !== 'string' || typeof value.messageId !== 'string') return null;
    return { conversationId: value.conversationId, type: 'message', messageId: value.messageId };
  } catch {
    return null;
  }
}

function parseWorkspaceEvent(payload: string | undefined): WorkspaceEvent | null {
  try {
    const parsed = workspaceEventSchema.safeParse(JSON.parse(payload ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const ALL = '*';

function addTo<T>(map: Map<string, Set<T>>, key: string, value: T): () => void {
  const set = map.get(key) ?? new Set<T>();
  map.set(key, set);
  set.add(value);
  return () => {
    set.delete(value);
    if (set.size === 0) map.delete(key);
  };
}

/** Connects lazily on the first subscriber and reconnects after a lost connection. */
export function createRealtime(options: { pool: pg.Pool; logger: Logger }): Realtime {
  const listeners = new Map<string, Set<Listener>>();
  const workspaceListeners = new Map<string, Set<WorkspaceListener>>();
  let client: Promise<pg.PoolClient> | null = null;
  let closed = false;
  let lost = false;

  function deliverWorkspace(event: WorkspaceEvent) {
    for (const key of [event.workspaceId, ALL])
      for (const listener of workspaceListeners.get(key) ?? []) listener(event);
  }

  function connect(): Promise<pg.PoolClient> {
    client ??= (async () => {
      const connection = await options.pool.connect();
      connection.on('notification', (message) => {
        if (message.channel === WORKSPACE_CHANNEL) {
          const event = parseWorkspaceEvent(message.payload);
          if (event) deliverWorkspace(event);
          return;
        }
        const event = parseChatEvent(message.payload);
        if (!event) return;
        for (const listener of listeners.get(event.conversationId) ?? []) listener(event);
      });
      connection.on('error', (error) => {
        options.logger.warn({ err: error }, 'realtime connection lost; reconnecting on next use');
        connection.release(true);
        client = null;
        lost = true;
        if (!closed && (listeners.size > 0 || workspaceListeners.size > 0)) void connect().catch(() => {});
      });
      await connection.query(`listen ${CHAT_CHANNEL}; listen ${WORKSPACE_CHANNEL}`);
      if (lost) {
        lost = false;
        for (const set of workspaceListeners.values())
          for (const listener of set) listener({ kind: 'resync' });
      }
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
      return addTo(listeners, conversationId, listener);
    },
    async subscribeWorkspace(scope, listener) {
      await connect();
      return addTo(workspaceListeners, 'workspaceId' in scope ? scope.workspaceId : ALL, listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      workspaceListeners.clear();
      const current = client;
      client = null;
      if (current) (await current.catch(() => null))?.release(true);
    },
  };
}
