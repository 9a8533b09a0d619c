import { z } from 'zod';
import { workspaceEventSchema } from '../realtime/workspace-events';
import { defineRoute } from './route-contract';

/**
 * Open dashboards' event streams (Server-Sent Events, not JSON): `ready` once subscribed (the
 * moment to catch up by re-reading), then `change` with a workspace event per change, and a
 * comment line as heartbeat. The output schema describes one `change` event's data.
 */
const tag = 'Realtime';

export const workspaceEventsContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/events',
  summary: "The workspace's changes as Server-Sent Events (text/event-stream), ids only",
  tag,
  access: 'workspace',
  params: z.strictObject({ workspaceId: z.uuid() }),
  output: workspaceEventSchema,
});

export const allWorkspaceEventsContract = defineRoute({
  method: 'GET',
  path: '/api/admin/events',
  summary: "Every workspace's changes as Server-Sent Events (platform admins)",
  tag,
  access: 'admin',
  output: workspaceEventSchema,
});
