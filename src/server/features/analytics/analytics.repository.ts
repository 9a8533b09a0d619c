import type { Executor } from '../../db/client';
import { analytics } from '../../db/schema/analytics';

export interface AnalyticsEvent {
  /** Null only for platform events that belong to no workspace. */
  workspaceId: string | null;
  eventType: string;
  /** The row the event is about (quote, review, conversation ...), or null. */
  entityId: string | null;
  data: Record<string, unknown>;
  /** From the caller's clock, so events line up with the rows written in the same use case. */
  at: Date;
}

/**
 * Appends one product event. Pass the transaction of the change the event describes, so the
 * event exists exactly when the change does; pass the database for events about a change that
 * did not happen (e.g. a failure recorded after the rollback).
 */
export async function recordEvent(tx: Executor, event: AnalyticsEvent): Promise<{ id: string }> {
  const [row] = await tx
    .insert(analytics)
    .values({
      workspaceId: event.workspaceId,
      eventType: event.eventType,
      entityId: event.entityId,
      data: event.data,
      createdAt: event.at,
    })
    .returning({ id: analytics.id });
  return row!;
}
