import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { AGENT_TYPE_DETAILS, OPERATION_MODE_DETAILS } from '../../../domain/agent-setup';
import { WELCOME_MESSAGES } from '../../../domain/chat';
import { OPERATION_MODES } from '../../../domain/contracts/agents.contract';
import { FormControl } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/cn';
import type { AgentFormValues } from './agent-form';

/** One agent type: ticked to use it, then its name, greeting, operation mode and approval. */
export function AgentChoiceCard({
  index,
  control,
  register,
  errors,
}: {
  index: number;
  control: Control<AgentFormValues>;
  register: UseFormRegister<AgentFormValues>;
  errors: FieldErrors<AgentFormValues>;
}) {
  const choice = useWatch({ control, name: `choices.${index}` });
  const details = AGENT_TYPE_DETAILS[choice.agentType];
  const id = `agent-${choice.agentType}`;
  const fieldErrors = errors.choices?.[index] as
    | { agentName?: { message?: string }; welcomeMessage?: { message?: string } }
    | undefined;

  return (
    <fieldset className={cn('rounded-lg border p-4', choice.enabled ? 'border-primary' : 'border-border')}>
      <legend className="sr-only">{details.product}</legend>
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          {...register(`choices.${index}.enabled`)}
          aria-describedby={`${id}-description`}
          className="mt-1 size-4 accent-primary"
        />
        <span>
          <span className="block text-sm font-semibold">Use {details.product}</span>
          <span id={`${id}-description`} className="block text-sm text-muted-foreground">
            {details.description}
          </span>
        </span>
      </label>
      {choice.enabled ? (
        <div className="mt-4 flex flex-col gap-4 border-t pt-4">
          <FormControl id={`${id}-name`} label="Agent name" required error={fieldErrors?.agentName?.message}>
            {(aria) => <Input {...aria} {...register(`choices.${index}.agentName`)} maxLength={60} />}
          </FormControl>
          <FormControl
            id={`${id}-welcome`}
            label="Welcome message"
            hint="The first thing visitors read. Leave it empty for the standard greeting."
            error={fieldErrors?.welcomeMessage?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...register(`choices.${index}.welcomeMessage`)}
                rows={2}
                maxLength={300}
                placeholder={WELCOME_MESSAGES[choice.agentType]}
              />
            )}
          </FormControl>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Operation mode</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {OPERATION_MODES.map((mode) => (
                <label
                  key={mode}
                  className={cn(
                    'flex cursor-pointer items-start gap-2 rounded-md border p-3 text-sm',
                    choice.operationMode === mode ? 'border-primary' : 'border-border',
                  )}
                >
                  <input
                    type="radio"
                    value={mode}
                    {...register(`choices.${index}.operationMode`)}
                    className="mt-0.5 accent-primary"
                  />
                  <span>
                    <span className="block font-medium">{OPERATION_MODE_DETAILS[mode].label}</span>
                    <span className="block text-muted-foreground">
                      {OPERATION_MODE_DETAILS[mode].description}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {/* Spec: require approval applies only in safe mode. */}
          <label
            className={cn(
              'flex items-center gap-2 text-sm',
              choice.operationMode === 'safe' ? 'cursor-pointer' : 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="checkbox"
              {...register(`choices.${index}.requireApproval`)}
              disabled={choice.operationMode !== 'safe'}
              className="size-4 accent-primary"
            />
            Require my approval before replies are sent
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}
