import { useEffect } from 'react';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../lib/toast';
import { useDashboardAgents, useUpdateAgent } from './use-dashboard';

/**
 * Operation Modes: each agent live (answers at once) or safe (answers that carry facts or prices
 * wait for a person), and in safe mode whether replies need approval. The server reads the mode
 * at every turn, so a change applies to the next message.
 */
export function AgentModes({ workspaceId, canChange }: { workspaceId: string; canChange: boolean }) {
  const agents = useDashboardAgents(workspaceId);
  const change = useUpdateAgent(workspaceId);
  useEffect(() => {
    if (agents.isError)
      toast.error('Failed to load agent configurations', { description: agents.error.message });
  }, [agents.isError, agents.error]);

  const update = (
    agent: { id: string; agentName: string },
    body: { operationMode?: 'live' | 'safe'; requireApproval?: boolean },
  ) =>
    change.mutate(
      { agentId: agent.id, ...body },
      {
        onSuccess: (saved) =>
          toast.success(
            body.operationMode
              ? `${saved.agentName} is now in ${saved.operationMode} mode`
              : `${saved.agentName}: approval ${saved.requireApproval ? 'required' : 'not required'}`,
          ),
        onError: (error) =>
          toast.error('Failed to update agent configuration', { description: error.message }),
      },
    );

  if (agents.isPending) return <Skeleton className="h-24" />;
  if (agents.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Failed to load agent configurations.
      </p>
    );
  if (agents.data.agents.length === 0)
    return <p className="py-6 text-center text-muted-foreground">No agents found</p>;

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        Live: the agent answers at once. Safe: answers with facts or prices wait in Approvals until a person
        approves them. Changes apply from the next message.
        {canChange ? '' : ' Only the workspace owner can change these.'}
      </p>
      <ul className="flex flex-col gap-3" aria-label="Agent operation modes">
        {agents.data.agents.map((agent) => {
          const safe = agent.operationMode === 'safe';
          const busy = change.isPending && change.variables?.agentId === agent.id;
          return (
            <li
              key={agent.id}
              data-testid="agent-mode-row"
              className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-medium">{agent.agentName}</p>
                <p className="text-sm text-muted-foreground">
                  {agent.agentType} agent · <Badge variant="secondary">{safe ? 'Safe' : 'Live'} mode</Badge>
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-6">
                <div className="flex items-center gap-2 text-sm">
                  <Switch
                    id={`safe-${agent.id}`}
                    checked={safe}
                    disabled={!canChange || busy}
                    onCheckedChange={(on) => update(agent, { operationMode: on ? 'safe' : 'live' })}
                    aria-label={`Safe mode for ${agent.agentName}`}
                  />
                  <label htmlFor={`safe-${agent.id}`}>Safe mode</label>
                </div>
                <div className="flex items-center gap-2 text-sm">
                  <Switch
                    id={`approval-${agent.id}`}
                    checked={safe && agent.requireApproval}
                    disabled={!canChange || busy || !safe}
                    onCheckedChange={(on) => update(agent, { requireApproval: on })}
                    aria-label={`Require approval for ${agent.agentName}`}
                    title={safe ? undefined : 'Approval applies in safe mode only'}
                  />
                  <label htmlFor={`approval-${agent.id}`}>Require approval</label>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
