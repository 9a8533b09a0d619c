import type { AutomationEmailType } from '../../../domain/automations';
import type {
  ConversationRow,
  DashboardAgent,
  DashboardListQuery,
  DashboardSummary,
  LeadSort,
  QuoteRow,
} from '../../../domain/contracts/dashboard.contract';
import { conversionRate } from '../../../domain/dashboard-metrics';
import { type LeadTemperature, leadTemperature } from '../../../domain/lead-profile';
import { type RoutingAction, shownValuePotential } from '../../../domain/lead-routing';
import { PIPELINE_MESSAGES, PIPELINE_STAGES, type PipelineStage } from '../../../domain/pipeline';
import type { AppDeps } from '../../app-deps';
import type { CustomerMetadata } from '../../db/schema/customers';
import { AppError } from '../../lib/app-error';
import type { Viewer } from '../accounts';
import { listAutomations, switchAutomation } from '../automations';
import { scoreUnscoredLeads } from '../leads';
import { changeQuoteStatus, moveQuoteStage } from '../quotes';
import {
  countQuotesByStage,
  findQuoteRow,
  listAgentsWithCounts,
  listConversationPage,
  listQuotePage,
  type QuotePageRow,
  readSummaryCounts,
} from './dashboard.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The four cards by the spec's formulas (§9), on the workspace's own rows. */
export async function getDashboardSummary(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  workspaceId: string,
): Promise<DashboardSummary> {
  const counts = await readSummaryCounts(deps.db, workspaceId);
  return {
    totalLeads: counts.conversations,
    quotesGenerated: counts.quotes,
    approvedQuotes: counts.approvedQuotes,
    revenuePipeline: counts.approvedTotal,
    conversionRate: conversionRate(counts.approvedQuotes, counts.conversations),
    computedAt: deps.clock().toISOString(),
  };
}

/** The stored temperature, else the spec's rule on the stored engagement score, else unknown. */
function temperatureOf(metadata: CustomerMetadata | null): LeadTemperature | null {
  if (!metadata) return null;
  if (metadata.lead_temperature) return metadata.lead_temperature;
  return typeof metadata.engagement_score === 'number' ? leadTemperature(metadata.engagement_score) : null;
}

export async function listDashboardConversations(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  options: DashboardListQuery & { workspaceId: string; priority?: RoutingAction; sort?: LeadSort },
) {
  // Leads from before activity scoring are scored as they are first read (decision 096).
  await scoreUnscoredLeads(deps, options.workspaceId);
  const { rows, total } = await listConversationPage(deps.db, options);
  const items: ConversationRow[] = rows.map((row) => ({
    id: row.id,
    status: row.status,
    platform: row.platform,
    agentType: row.agentType,
    lastMessageAt: iso(row.lastMessageAt)!,
    createdAt: iso(row.createdAt)!,
    customer: row.customerId
      ? {
          id: row.customerId,
          name: row.customerName ?? '',
          email: row.customerEmail,
          phone: row.customerPhone,
          source: row.customerSource ?? 'website',
          doNotContact: row.customerDoNotContact ?? false,
        }
      : null,
    // The activity score (what happened since the start) wins over the profile and start scores.
    leadTemperature: row.routing?.activity?.temperature ?? temperatureOf(row.customerMetadata),
    waitingForPerson: row.waitingForPerson,
    engagementScore:
      row.routing?.activity?.engagement ??
      (typeof row.customerMetadata?.engagement_score === 'number'
        ? row.customerMetadata.engagement_score
        : (row.routing?.score?.engagement_level ?? null)),
    valuePotential: row.routing?.activity
      ? row.routing.activity.value
      : shownValuePotential(row.routing?.score?.value_potential),
    routing: row.routing
      ? { action: row.routing.action, priority: row.routing.priority, reason: row.routing.reason }
      : null,
  }));
  return { items, total, page: options.page, pageSize: options.pageSize };
}

function toQuoteRow(row: QuotePageRow): QuoteRow {
  return {
    id: row.id,
    quoteNumber: row.quoteNumber,
    status: row.status,
    pipelineStage: row.pipelineStage,
    projectType: row.projectType,
    description: row.description,
    totalAmount: row.totalAmount,
    createdAt: iso(row.createdAt)!,
    validUntil: iso(row.validUntil),
    paid: row.paid,
    customer: { id: row.customerId, name: row.customerName, email: row.customerEmail },
  };
}

export async function listDashboardQuotes(
  deps: Pick<AppDeps, 'db'>,
  options: DashboardListQuery & { workspaceId: string; stage?: PipelineStage },
) {
  const { rows, total } = await listQuotePage(deps.db, options);
  return { items: rows.map(toQuoteRow), total, page: options.page, pageSize: options.pageSize };
}

async function readQuoteRow(deps: Pick<AppDeps, 'db'>, options: { workspaceId: string; quoteId: string }) {
  const row = await findQuoteRow(deps.db, options);
  if (!row) throw new AppError('NOT_FOUND', PIPELINE_MESSAGES.quoteNotFound);
  return toQuoteRow(row);
}

/** Every stage, in pipeline order, with its quotes' count and summed totals (0 for an empty one). */
export async function getPipeline(deps: Pick<AppDeps, 'db'>, workspaceId: string) {
  const rows = await countQuotesByStage(deps.db, workspaceId);
  return {
    stages: PIPELINE_STAGES.map((stage) => {
      const row = rows.find((r) => r.stage === stage);
      return { stage, count: row?.count ?? 0, total: row?.total ?? '0.00' };
    }),
  };
}

export async function moveStageAndRead(
  deps: AppDeps,
  options: { workspaceId: string; quoteId: string; stage: PipelineStage; notes?: string; viewer: Viewer },
) {
  await moveQuoteStage(deps, { ...options, actorId: options.viewer.userId });
  return readQuoteRow(deps, options);
}

export async function changeStatusAndRead(
  deps: AppDeps,
  options: {
    workspaceId: string;
    quoteId: string;
    status: 'pending' | 'approved' | 'rejected';
    viewer: Viewer;
  },
) {
  await changeQuoteStatus(deps, { ...options, actorId: options.viewer.userId });
  return readQuoteRow(deps, options);
}

export async function listDashboardAgents(
  deps: Pick<AppDeps, 'db'>,
  workspaceId: string,
): Promise<{ agents: DashboardAgent[] }> {
  const rows = await listAgentsWithCounts(deps.db, workspaceId);
  return {
    agents: rows.map((row) => {
      // Last activity: the agent's own mark or its latest conversation message, whichever is newer.
      const times = [row.lastActiveAt, row.lastMessageAt]
        .filter((t): t is Date => t !== null && t !== undefined)
        .map((t) => new Date(t).getTime());
      return {
        id: row.id,
        agentName: row.agentName,
        agentType: row.agentType,
        status: row.status,
        operationMode: row.operationMode,
        requireApproval: row.requireApproval,
        welcomeMessage: row.welcomeMessage ?? '',
        conversationCount: row.conversationCount,
        messageCount: row.messageCount,
        quoteCount: row.quoteCount,
        lastActiveAt: times.length > 0 ? new Date(Math.max(...times)).toISOString() : null,
      };
    }),
  };
}

/** The delays the deployment's timers wait (env), which the automations' triggers state. */
const delaysOf = (env: AppDeps['env']) => ({
  abandonedChat: env.AUTOMATION_ABANDONED_CHAT_SECONDS,
  quoteReminder: env.AUTOMATION_QUOTE_REMINDER_SECONDS,
  upsellOffer: env.AUTOMATION_UPSELL_SECONDS,
});

export function listWorkspaceAutomations(deps: Pick<AppDeps, 'db' | 'clock' | 'env'>, workspaceId: string) {
  return listAutomations(deps.db, { workspaceId, now: deps.clock(), delays: delaysOf(deps.env) });
}

export function switchWorkspaceAutomation(
  deps: Pick<AppDeps, 'db' | 'clock' | 'env'>,
  options: { workspaceId: string; type: AutomationEmailType; enabled: boolean },
) {
  return switchAutomation(deps.db, { ...options, now: deps.clock(), delays: delaysOf(deps.env) });
}
