import { z } from 'zod';

/**
 * What open dashboards hear of (DESIGN.md §8 "Realtime"): a change in a workspace, named by ids
 * only. A dashboard re-reads what it shows through the normal routes; the event says only what
 * changed, so it never carries data the reader could not have read itself.
 */
export const WORKSPACE_EVENT_ENTITIES = [
  'conversation',
  'message',
  'approval',
  'agent',
  'quote',
  'payment',
  'crm',
] as const;
export type WorkspaceEventEntity = (typeof WORKSPACE_EVENT_ENTITIES)[number];

/** `<entity>.created` on an insert, `<entity>.changed` on an update (migration workspace_events_notify). */
export const WORKSPACE_EVENT_KINDS = [
  'conversation.created',
  'conversation.changed',
  'message.created',
  'message.changed',
  'approval.created',
  'approval.changed',
  'agent.created',
  'agent.changed',
  'quote.created',
  'quote.changed',
  'payment.created',
  'payment.changed',
  // The workspace's CRM connection (connected, error, disconnected, uninstalled); id: the workspace.
  'crm.changed',
] as const satisfies readonly `${WorkspaceEventEntity}.${'created' | 'changed'}`[];

export const workspaceEventSchema = z.object({
  workspaceId: z.uuid(),
  kind: z.enum(WORKSPACE_EVENT_KINDS),
  id: z.string(),
  /** The conversation a message, an approval or a conversation event belongs to. */
  conversationId: z.string().nullable(),
});
export type WorkspaceEvent = z.infer<typeof workspaceEventSchema>;

/** The entity an event kind names ('message' for 'message.created'). */
export function eventEntity(kind: string): WorkspaceEventEntity | null {
  const entity = kind.split('.')[0];
  return (WORKSPACE_EVENT_ENTITIES as readonly string[]).includes(entity ?? '')
    ? (entity as WorkspaceEventEntity)
    : null;
}

/** The stream's event names: `ready` once subscribed (time to catch up), `change` per event. */
export const WORKSPACE_STREAM_EVENTS = { ready: 'ready', change: 'change' } as const;

/** Comment lines this often keep idle proxies from closing a dashboard's stream. */
export const WORKSPACE_HEARTBEAT_MS = 15_000;

/** The spec's reconnect delays (dashboard §9: 1 s, 2 s, 5 s, then 10 s). */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

/** The wait before reconnection attempt `attempt` (0 for the first after a loss). */
export function reconnectDelayMs(attempt: number): number {
  const index = Math.min(Math.max(0, Math.floor(attempt)), RECONNECT_DELAYS_MS.length - 1);
  return RECONNECT_DELAYS_MS[index] ?? 10_000;
}
