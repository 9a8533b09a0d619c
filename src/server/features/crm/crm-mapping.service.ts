import type { CrmPipelineMapping } from '../../../domain/contracts/crm.contract';
import { defaultStageMap, invalidStageIds, type StageMap } from '../../../domain/crm-sync';
import { AppError } from '../../lib/app-error';
import { findConnection } from './crm.repository';
import { crmProvider } from './crm-provider';
import { withinRateLimit } from './crm-rate-limit';
import { saveStageMapping } from './crm-sync.repository';
import type { SyncDeps } from './crm-sync.service';
import { withAccessToken } from './crm-tokens.service';

export const MAPPING_MESSAGES = {
  unknownPipeline: 'That pipeline is not in your GoHighLevel location. Reload and choose again.',
  unknownStages: (ids: string[]) => `These stages are not in the chosen pipeline: ${ids.join(', ')}.`,
} as const;

async function livePipelines(deps: SyncDeps, workspaceId: string) {
  return withAccessToken(deps, workspaceId, ({ accessToken, locationId }) =>
    withinRateLimit(deps, locationId, 'GET /opportunities/pipelines', () =>
      crmProvider(deps.env).client.listPipelines(accessToken, locationId),
    ),
  );
}

async function mappingView(
  deps: SyncDeps,
  workspaceId: string,
  pipelines: Awaited<ReturnType<typeof livePipelines>>,
): Promise<CrmPipelineMapping> {
  const row = await findConnection(deps.db, workspaceId);
  const first = pipelines[0];
  return {
    pipelines: pipelines.map((p) => ({
      id: p.id,
      name: p.name,
      stages: p.stages.map((s) => ({ id: s.id, name: s.name })),
    })),
    mapping:
      row?.pipelineId && row.stageMap
        ? {
            pipelineId: row.pipelineId,
            stageMap: row.stageMap,
            temperatureFieldId: row.temperatureFieldId,
            scoreFieldId: row.scoreFieldId,
          }
        : null,
    suggested: first ? { pipelineId: first.id, stageMap: defaultStageMap(first) } : null,
  };
}

/** The owner's mapping form: the location's pipelines (live), the saved mapping and the name-matched default. */
export async function getPipelineMapping(deps: SyncDeps, workspaceId: string): Promise<CrmPipelineMapping> {
  return mappingView(deps, workspaceId, await livePipelines(deps, workspaceId));
}

/** Saves the owner's choice, checked against the provider's pipelines (400 for a stage not in it). */
export async function savePipelineMapping(
  deps: SyncDeps,
  workspaceId: string,
  input: {
    pipelineId: string;
    stageMap: StageMap;
    temperatureFieldId?: string | null;
    scoreFieldId?: string | null;
  },
): Promise<CrmPipelineMapping> {
  const pipelines = await livePipelines(deps, workspaceId);
  const pipeline = pipelines.find((p) => p.id === input.pipelineId);
  if (!pipeline) throw new AppError('BAD_REQUEST', MAPPING_MESSAGES.unknownPipeline);
  const unknown = invalidStageIds(pipeline, input.stageMap);
  if (unknown.length > 0) throw new AppError('BAD_REQUEST', MAPPING_MESSAGES.unknownStages(unknown));
  await saveStageMapping(deps.db, {
    workspaceId,
    pipelineId: input.pipelineId,
    stageMap: input.stageMap,
    temperatureFieldId: input.temperatureFieldId === undefined ? undefined : input.temperatureFieldId || null,
    scoreFieldId: input.scoreFieldId === undefined ? undefined : input.scoreFieldId || null,
  });
  return mappingView(deps, workspaceId, pipelines);
}
