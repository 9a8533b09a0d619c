import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  type CrmPipelineMapping,
  getCrmPipelineMappingContract,
  saveCrmPipelineMappingContract,
} from '../../../domain/contracts/crm.contract';
import type { StageMap } from '../../../domain/crm-sync';
import { PIPELINE_STAGE_LABELS, PIPELINE_STAGES } from '../../../domain/pipeline';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { apiRequest } from '../../lib/api-client';
import { toast } from '../../lib/toast';

/** What the form starts from: the saved mapping, else the name-matched suggestion. */
function initialChoice(data: CrmPipelineMapping): { pipelineId: string; stageMap: StageMap } {
  if (data.mapping) return { pipelineId: data.mapping.pipelineId, stageMap: data.mapping.stageMap };
  return data.suggested ?? { pipelineId: '', stageMap: {} };
}

function MappingForm({ workspaceId, data }: { workspaceId: string; data: CrmPipelineMapping }) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState(() => initialChoice(data));
  useEffect(() => setChoice(initialChoice(data)), [data]);
  const pipeline = data.pipelines.find((p) => p.id === choice.pipelineId);
  const save = useMutation({
    mutationFn: () =>
      apiRequest(saveCrmPipelineMappingContract, {
        params: { workspaceId },
        body: { pipelineId: choice.pipelineId, stageMap: choice.stageMap },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['crm', workspaceId, 'mapping'], saved);
      toast.success('Pipeline mapping saved');
    },
    onError: (error) => toast.error('Could not save the pipeline mapping', { description: error.message }),
  });

  if (data.pipelines.length === 0)
    return <p className="text-sm text-muted-foreground">Your GoHighLevel location has no pipeline yet.</p>;
  return (
    <form
      className="flex flex-col gap-3"
      aria-label="Pipeline stages"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="crm-pipeline">GoHighLevel pipeline</Label>
        <NativeSelect
          id="crm-pipeline"
          value={choice.pipelineId}
          onChange={(event) => {
            const next = data.pipelines.find((p) => p.id === event.target.value);
            const suggested = data.suggested?.pipelineId === next?.id ? data.suggested?.stageMap : {};
            setChoice({ pipelineId: event.target.value, stageMap: suggested ?? {} });
          }}
        >
          {data.pipelines.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {PIPELINE_STAGES.map((stage) => (
          <div key={stage} className="flex flex-col gap-1">
            <Label htmlFor={`crm-stage-${stage}`}>{PIPELINE_STAGE_LABELS[stage]}</Label>
            <NativeSelect
              id={`crm-stage-${stage}`}
              value={choice.stageMap[stage] ?? ''}
              onChange={(event) =>
                setChoice((current) => {
                  const stageMap = { ...current.stageMap };
                  if (event.target.value) stageMap[stage] = event.target.value;
                  else delete stageMap[stage];
                  return { ...current, stageMap };
                })
              }
            >
              <option value="">Keep the stage (status only)</option>
              {(pipeline?.stages ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
      </div>
      <div>
        <Button type="submit" disabled={save.isPending || !choice.pipelineId}>
          Save pipeline mapping
        </Button>
      </div>
    </form>
  );
}

/**
 * The owner's one-time choice of where opportunities go: the pipeline, and which of its stages
 * each of ours (lead … closed lost) is. Loaded from the provider only when opened.
 */
export function CrmStageMapping({ workspaceId }: { workspaceId: string }) {
  const [open, setOpen] = useState(false);
  const { data, error, isPending } = useQuery({
    queryKey: ['crm', workspaceId, 'mapping'],
    queryFn: () => apiRequest(getCrmPipelineMappingContract, { params: { workspaceId } }),
    enabled: open,
  });
  return (
    <div className="flex flex-col gap-3 rounded-md border p-3" data-testid="crm-stage-mapping">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          {data?.mapping
            ? 'Opportunities go to your chosen pipeline.'
            : 'Choose where opportunities go in GoHighLevel.'}
        </p>
        <Button variant="outline" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Close pipeline stages' : 'Pipeline stages'}
        </Button>
      </div>
      {open && isPending ? <p className="text-sm text-muted-foreground">Loading your pipelines…</p> : null}
      {open && error ? <p className="text-sm text-destructive">{error.message}</p> : null}
      {open && data ? <MappingForm workspaceId={workspaceId} data={data} /> : null}
    </div>
  );
}
