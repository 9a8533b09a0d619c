import { PauseIcon, PlayIcon } from 'lucide-react';
import { useState } from 'react';
import type { DashboardAgent } from '../../../domain/contracts/dashboard.contract';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { toast } from '../../lib/toast';
import { useUpdateAgent } from './use-dashboard';

/**
 * Pause (after a confirmation: visitors notice at once) or resume an agent. A paused agent
 * answers no chat; the widget talks with the workspace's other active agent, or tells visitors
 * the chat is not available when there is none.
 */
export function AgentPauseButton({
  workspaceId,
  agent,
  othersActive,
}: {
  workspaceId: string;
  agent: DashboardAgent;
  /** How many of the workspace's other agents still answer: they take its chats. */
  othersActive: number;
}) {
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateAgent(workspaceId);
  const paused = agent.status === 'inactive';

  const setStatus = (status: 'active' | 'inactive') =>
    update.mutate(
      { agentId: agent.id, status },
      {
        onSuccess: (saved) => {
          toast.success(
            status === 'inactive' ? `${saved.agentName} is paused` : `${saved.agentName} is active`,
          );
          setConfirming(false);
        },
        onError: (error) =>
          toast.error(status === 'inactive' ? 'Could not pause the agent' : 'Could not resume the agent', {
            description: error.message,
          }),
      },
    );

  if (paused) {
    return (
      <Button
        variant="outline"
        size="sm"
        onClick={() => setStatus('active')}
        disabled={update.isPending}
        aria-label={`Resume ${agent.agentName}`}
      >
        <PlayIcon aria-hidden="true" />
        {update.isPending ? 'Resuming…' : 'Resume'}
      </Button>
    );
  }
  return (
    <Dialog open={confirming} onOpenChange={setConfirming}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Pause ${agent.agentName}`}>
          <PauseIcon aria-hidden="true" />
          Pause
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pause {agent.agentName}?</DialogTitle>
          <DialogDescription>
            It stops answering in your chat widget straight away.{' '}
            {othersActive > 0
              ? `Your other active ${othersActive === 1 ? 'agent takes' : 'agents take'} its chats.`
              : 'With no other agent answering, visitors are told the chat is not available.'}{' '}
            You can resume it at any time.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => setStatus('inactive')} disabled={update.isPending}>
            {update.isPending ? 'Pausing…' : 'Pause agent'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
