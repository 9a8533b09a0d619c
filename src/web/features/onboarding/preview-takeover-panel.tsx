import { MailCheckIcon, SparklesIcon } from 'lucide-react';
import { AGENT_TYPE_DETAILS } from '../../../domain/agent-setup';
import type { PreviewSummary } from '../../../domain/contracts/onboarding.contract';
import { TONES } from '../../../domain/validation/preview-questionnaire';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useAgents, usePreviewTakeover, useTakeOverPreview } from './use-onboarding';

const toneLabel = (tone: string) => TONES.find((t) => t.value === tone)?.label ?? tone;

function PreviewFacts({ preview }: { preview: PreviewSummary }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-muted-foreground">Website</dt>
      <dd className="break-all">{preview.websiteUrl}</dd>
      {preview.agent ? (
        <>
          <dt className="text-muted-foreground">Agent</dt>
          <dd>
            {preview.agent.agentName} ({AGENT_TYPE_DETAILS[preview.agent.agentType].product})
          </dd>
        </>
      ) : null}
      <dt className="text-muted-foreground">Knowledge</dt>
      <dd>
        {preview.knowledgeItems === null
          ? 'What it learnt from your site'
          : `${preview.knowledgeItems} items from your site`}
      </dd>
      <dt className="text-muted-foreground">Tone</dt>
      <dd>{toneLabel(preview.tone)}</dd>
    </dl>
  );
}

/**
 * The preview agent made with the owner's e-mail on the public site: shown once the address is
 * verified, and taken over (knowledge, tone and agent) at the owner's word.
 */
export function PreviewTakeoverPanel({
  workspaceId,
  canChange,
}: {
  workspaceId: string;
  canChange: boolean;
}) {
  const takeover = usePreviewTakeover(workspaceId);
  const takeOver = useTakeOverPreview(workspaceId);
  const agents = useAgents(workspaceId);
  const data = takeover.data;
  if (!data || data.status === 'none') return null;

  async function run() {
    try {
      const result = await takeOver.mutateAsync();
      toast.success(result.agentCreated ? 'Preview agent taken over' : 'Preview knowledge taken over');
    } catch (error) {
      toast.error(
        error instanceof ApiError ? error.message : 'Failed to take over your preview. Please try again.',
      );
    }
  }

  if (data.status === 'unverified') {
    return (
      <Alert role="status">
        <MailCheckIcon aria-hidden="true" />
        <AlertTitle>We found an agent preview made with your e-mail</AlertTitle>
        <AlertDescription>
          Verify your e-mail address with the link we sent you, then come back here to take over its knowledge
          and agent.
        </AlertDescription>
      </Alert>
    );
  }

  const preview = data.preview!;
  const previewType = preview.agent?.agentType;
  // Verification takes the knowledge over by itself; the agent comes with an explicit takeover.
  const hasItsAgent = Boolean(
    previewType && agents.data?.agents.some((a) => a.agentType === previewType && a.status !== 'inactive'),
  );
  const offer = data.status === 'available' || (data.status === 'taken_over' && !hasItsAgent && previewType);
  return (
    <section aria-labelledby="preview-takeover-heading" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="preview-takeover-heading" className="flex items-center gap-2 text-base font-semibold">
        <SparklesIcon aria-hidden="true" className="size-4 text-primary" />
        {data.status === 'taken_over' ? 'Taken over from your preview' : 'Your preview agent'}
      </h2>
      <PreviewFacts preview={preview} />
      {offer ? (
        <Button
          variant={data.status === 'available' ? 'default' : 'outline'}
          onClick={run}
          disabled={!canChange || takeOver.isPending}
          aria-busy={takeOver.isPending}
          className="self-start"
        >
          {data.status === 'available' ? 'Take over this agent' : 'Add the preview’s agent too'}
        </Button>
      ) : previewType ? (
        <output className="block text-sm text-muted-foreground">
          {data.agentCreated === false
            ? 'Your agents already include one of its kind.'
            : 'Its agent is now one of yours, below.'}
        </output>
      ) : null}
    </section>
  );
}
