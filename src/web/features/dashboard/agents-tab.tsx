import { RocketIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { DEPLOY_MESSAGES } from '../../../domain/contracts/agent-deploy.contract';
import { relativeTime } from '../../../domain/relative-time';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { AgentEditDialog } from './agent-edit-dialog';
import { AgentPauseButton } from './agent-pause-button';
import { useDashboardAgents, useDeployAgent, useNow } from './use-dashboard';

/** Spec toasts (§8); a refusal the owner can act on (verify first, another preview) says why. */
function deployFailureToast(error: Error) {
  console.error('Deploy failed', error);
  if (error instanceof ApiError && error.status === 404) {
    toast.error(DEPLOY_MESSAGES.noPreview, { description: DEPLOY_MESSAGES.noPreviewDetail });
    return;
  }
  const actionable = error instanceof ApiError && (error.status === 403 || error.status === 409);
  toast.error(DEPLOY_MESSAGES.failed, {
    description: actionable ? error.message : DEPLOY_MESSAGES.failedDetail,
  });
}

/**
 * Agents: each one's status, mode, real counts and last activity; the owner renames, edits the
 * greeting of, pauses and resumes each one here. Deploy Live Agent makes the
 * owner's preview the active agent (decision 034), then leads to /install for the widget snippet.
 */
export function AgentsTab({ workspaceId, canChange }: { workspaceId: string; canChange: boolean }) {
  const agents = useDashboardAgents(workspaceId);
  const deploy = useDeployAgent(workspaceId);
  const navigate = useNavigate();
  const now = useNow();
  const onDeploy = () =>
    deploy.mutate(undefined, {
      onSuccess: (result) => {
        toast.success(DEPLOY_MESSAGES.deployed, { description: `${result.agent.agentName} is live.` });
        navigate('/install');
      },
      onError: deployFailureToast,
    });
  useEffect(() => {
    if (agents.isError)
      toast.error('Failed to load agent configurations', { description: agents.error.message });
  }, [agents.isError, agents.error]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Your agents and what they have done so far.
          {canChange ? '' : ' Only the workspace owner can rename or pause them.'} Deploy Live Agent puts the
          agent preview you made in Agent setup live on your site.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onDeploy} disabled={deploy.isPending}>
            <RocketIcon aria-hidden="true" />
            {deploy.isPending ? 'Deploying…' : 'Deploy Live Agent'}
          </Button>
          <Button asChild variant="outline">
            <Link to="/onboarding">Agent setup</Link>
          </Button>
        </div>
      </div>
      {agents.isPending ? (
        <Skeleton className="h-24" />
      ) : agents.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load agent configurations.
        </p>
      ) : agents.data.agents.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">No agents found</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Agents">
          {agents.data.agents.map((agent) => (
            <li key={agent.id} className="rounded-lg border p-4" data-testid="agent-row">
              <div className="flex items-start justify-between gap-2">
                <div>
                  <p className="font-medium">{agent.agentName}</p>
                  <p className="text-sm text-muted-foreground">{agent.agentType} agent</p>
                </div>
                <div className="flex flex-wrap justify-end gap-1">
                  <Badge variant={agent.status === 'active' ? 'default' : 'outline'}>
                    {agent.status === 'inactive' ? 'paused' : agent.status}
                  </Badge>
                  <Badge variant="secondary">
                    {agent.operationMode === 'live' ? 'Live' : 'Safe'} mode
                    {agent.operationMode === 'safe' && agent.requireApproval ? ', approval' : ''}
                  </Badge>
                </div>
              </div>
              {/* Wraps rather than squeezing: "Conversations" is wider than a third of a phone-width card. */}
              <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">Conversations</dt>
                  <dd className="font-semibold">{agent.conversationCount}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Messages</dt>
                  <dd className="font-semibold">{agent.messageCount}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Quotes</dt>
                  <dd className="font-semibold">{agent.quoteCount}</dd>
                </div>
              </dl>
              <p className="mt-2 text-xs text-muted-foreground">
                Last active:{' '}
                {agent.lastActiveAt ? (
                  <time dateTime={agent.lastActiveAt}>{relativeTime(new Date(agent.lastActiveAt), now)}</time>
                ) : (
                  'never'
                )}
              </p>
              {canChange ? (
                <div className="mt-3 flex flex-wrap gap-2">
                  <AgentEditDialog workspaceId={workspaceId} agent={agent} />
                  <AgentPauseButton
                    workspaceId={workspaceId}
                    agent={agent}
                    othersActive={
                      agents.data.agents.filter(
                        (other) => other.id !== agent.id && other.status !== 'inactive',
                      ).length
                    }
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
