import { PencilIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { WELCOME_MESSAGE_MAX_LENGTH } from '../../../domain/agent-setup';
import { updateAgentBodySchema } from '../../../domain/contracts/agents.contract';
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
import { FormControl, FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../lib/toast';
import { useUpdateAgent } from './use-dashboard';

type FieldErrors = { agentName?: string; welcomeMessage?: string; form?: string };

/** The contract's own messages, per field, before anything is sent. */
function checkFields(body: { agentName: string; welcomeMessage: string }): FieldErrors {
  const parsed = updateAgentBodySchema.safeParse(body);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'agentName' || field === 'welcomeMessage') && !errors[field])
      errors[field] = issue.message;
  }
  return errors;
}

/**
 * Rename an agent and edit its greeting after onboarding: the name is what customers see in the
 * widget and e-mails, the greeting the widget's first message. Checked with the route's contract
 * here and again by the server.
 */
export function AgentEditDialog({ workspaceId, agent }: { workspaceId: string; agent: DashboardAgent }) {
  const [open, setOpen] = useState(false);
  const [agentName, setAgentName] = useState(agent.agentName);
  const [welcomeMessage, setWelcomeMessage] = useState(agent.welcomeMessage);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateAgent(workspaceId);
  const greetingId = useId();

  const onOpenChange = (next: boolean) => {
    if (next) {
      // Each opening starts from what is saved now.
      setAgentName(agent.agentName);
      setWelcomeMessage(agent.welcomeMessage);
      setErrors({});
    }
    setOpen(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { agentName, welcomeMessage };
    const found = checkFields(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { agentId: agent.id, ...body },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.agentName} saved`);
          setOpen(false);
        },
        onError: (error) => setErrors({ form: error.message }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Edit ${agent.agentName}`}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit {agent.agentName}</DialogTitle>
          <DialogDescription>
            Customers see this name in the chat and in e-mails; the greeting is the chat's first message.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <FormField
            label="Name"
            name="agentName"
            value={agentName}
            onChange={(event) => setAgentName(event.target.value)}
            error={errors.agentName}
            required
            autoComplete="off"
          />
          <FormControl
            id={greetingId}
            label="Greeting"
            hint={`Leave empty for the standard greeting. At most ${WELCOME_MESSAGE_MAX_LENGTH} characters (${welcomeMessage.trim().length} now); write real details, not placeholders such as {phone}.`}
            error={errors.welcomeMessage}
          >
            {(aria) => (
              <Textarea
                {...aria}
                name="welcomeMessage"
                rows={4}
                value={welcomeMessage}
                onChange={(event) => setWelcomeMessage(event.target.value)}
              />
            )}
          </FormControl>
          {errors.form ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
