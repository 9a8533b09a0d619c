import { z } from 'zod';
import { CRM_CONNECTION_STATES } from '../crm-connection';
import { PIPELINE_STAGES } from '../pipeline';
import { defineRoute } from './route-contract';

/**
 * The workspace's CRM (GoHighLevel) connection: everyone in the workspace sees its state and
 * diagnostics; only the owner connects and disconnects. The provider's callback is not here: it
 * is a page the provider redirects the popup to (crm-callback.routes.ts).
 */

const TAG = 'CRM';
const workspaceParams = z.strictObject({ workspaceId: z.uuid() });

export const crmConnectionSchema = z.object({
  /** False when the server has no GoHighLevel app (GHL_CLIENT_ID/SECRET): nothing pretends to sync. */
  configured: z.boolean(),
  state: z.enum(CRM_CONNECTION_STATES),
  locationId: z.string().nullable(),
  companyId: z.string().nullable(),
  scopes: z.array(z.string()),
  connectedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Why the connection is in error, in words the owner can act on. */
  error: z.string().nullable(),
  /** The provider's custom field ids the contact's lead temperature and score go to (unset: not sent). */
  customFields: z.object({ temperatureFieldId: z.string().nullable(), scoreFieldId: z.string().nullable() }),
  /** The agent Deploy Live Agent made live while connected: its leads feed this location. */
  liveAgent: z.object({ agentId: z.string(), agentName: z.string(), deployedAt: z.string() }).nullable(),
});
export type CrmConnectionView = z.infer<typeof crmConnectionSchema>;

export const getCrmConnectionContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/crm',
  summary: "The workspace's GoHighLevel connection: disconnected, connecting, connected or error",
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  output: crmConnectionSchema,
});

export const startCrmConnectContract = defineRoute({
  method: 'POST',
  path: '/api/workspaces/:workspaceId/crm/connect',
  summary:
    "Starts connecting GoHighLevel: the provider's authorize address (for a popup), with a single-use state bound to this session",
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: workspaceParams,
  body: z.strictObject({}),
  output: z.object({ success: z.literal(true), authorization_url: z.string() }),
});

export const disconnectCrmContract = defineRoute({
  method: 'DELETE',
  path: '/api/workspaces/:workspaceId/crm',
  summary: 'Disconnects GoHighLevel: the stored tokens are deleted',
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: workspaceParams,
  output: z.object({ success: z.literal(true) }),
});

export const crmDiagnosticsSchema = z.object({
  state: z.enum(CRM_CONNECTION_STATES),
  configured: z.boolean(),
  token: z.object({
    present: z.boolean(),
    expiresAt: z.string().nullable(),
    lastRefreshedAt: z.string().nullable(),
  }),
  scopes: z.array(z.string()),
  locationId: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  lastErrors: z.array(z.object({ at: z.string(), message: z.string() })),
  /** A live call to the provider (its pipelines), made now; null when there is no connection. */
  liveCheck: z
    .object({
      ok: z.boolean(),
      endpoint: z.string(),
      latencyMs: z.number().int().nonnegative(),
      status: z.number().int(),
      message: z.string(),
    })
    .nullable(),
  checkedAt: z.string(),
});
export type CrmDiagnostics = z.infer<typeof crmDiagnosticsSchema>;

export const crmDiagnosticsContract = defineRoute({
  method: 'POST',
  path: '/api/workspaces/:workspaceId/crm/diagnostics',
  summary:
    "Checks the GoHighLevel connection: token state, scopes, location, last sync and errors, and a live call's latency",
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  body: z.strictObject({}),
  output: crmDiagnosticsSchema,
});

const stageMapSchema = z.partialRecord(z.enum(PIPELINE_STAGES), z.string().min(1).max(200));

export const crmPipelineMappingSchema = z.object({
  /** The location's pipelines and their stages, read live from the provider. */
  pipelines: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      stages: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
  /** The pipeline opportunities go to and our stages → its stage ids; null before any choice or sync. */
  mapping: z
    .object({
      pipelineId: z.string(),
      stageMap: stageMapSchema,
      temperatureFieldId: z.string().nullable(),
      scoreFieldId: z.string().nullable(),
    })
    .nullable(),
  /** What is offered when nothing is saved: the first pipeline's stages matched by name. */
  suggested: z.object({ pipelineId: z.string(), stageMap: stageMapSchema }).nullable(),
});
export type CrmPipelineMapping = z.infer<typeof crmPipelineMappingSchema>;

export const getCrmPipelineMappingContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/crm/pipeline-mapping',
  summary: "The GoHighLevel location's pipelines and how our pipeline stages map to its stages",
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: workspaceParams,
  output: crmPipelineMappingSchema,
});

export const saveCrmPipelineMappingContract = defineRoute({
  method: 'PUT',
  path: '/api/workspaces/:workspaceId/crm/pipeline-mapping',
  summary:
    'Chooses the GoHighLevel pipeline for opportunities and maps our stages (lead, engaged, quote_sent, closed_won, closed_lost) to its stages',
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: workspaceParams,
  body: z.strictObject({
    pipelineId: z.string().min(1).max(200),
    stageMap: stageMapSchema,
    temperatureFieldId: z.string().trim().max(200).nullable().optional(),
    scoreFieldId: z.string().trim().max(200).nullable().optional(),
  }),
  output: crmPipelineMappingSchema,
});

/** A GoHighLevel custom field id as its settings show it; empty means "do not send". */
const customFieldId = z
  .string()
  .trim()
  .max(100, 'A field id has at most 100 characters.')
  .regex(
    /^[A-Za-z0-9_-]*$/,
    "A field id has only letters, digits, - and _: copy it from the custom field's settings in GoHighLevel.",
  );

export const crmCustomFieldsSchema = z.strictObject({
  temperatureFieldId: customFieldId,
  scoreFieldId: customFieldId,
});

export const saveCrmCustomFieldsContract = defineRoute({
  method: 'PUT',
  path: '/api/workspaces/:workspaceId/crm/custom-fields',
  summary:
    "Names the GoHighLevel custom fields the contact's lead temperature and score are sent to (empty: not sent)",
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: workspaceParams,
  body: crmCustomFieldsSchema,
  output: crmConnectionSchema,
});
