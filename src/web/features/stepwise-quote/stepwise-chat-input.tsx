import { SendIcon } from 'lucide-react';
import { type FormEvent, type RefObject, useId } from 'react';
import {
  STEPWISE_DETAILS_MAX,
  STEPWISE_INPUT_MAX,
  type StepwiseField,
} from '../../../domain/validation/stepwise-quote-chat';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ariaInvalid, describedBy } from '../../lib/aria';

const FIELDS: Record<
  StepwiseField,
  { label: string; max: number; type: string; autoComplete: string; placeholder: string }
> = {
  name: {
    label: 'Your name',
    max: STEPWISE_INPUT_MAX,
    type: 'text',
    autoComplete: 'name',
    placeholder: 'Dana Smith',
  },
  email: {
    label: 'Your email',
    max: STEPWISE_INPUT_MAX,
    type: 'email',
    autoComplete: 'email',
    placeholder: 'dana@example.com',
  },
  details: {
    label: 'Project details',
    max: STEPWISE_DETAILS_MAX,
    type: 'text',
    autoComplete: 'off',
    placeholder: 'Sprinter van wrap',
  },
};

export function stepwiseInputMax(field: StepwiseField): number {
  return FIELDS[field].max;
}

type StepwiseChatInputProps = {
  field: StepwiseField;
  value: string;
  error: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
  onSubmit: () => void;
};

/** The answer box of the current step; capped with maxLength and cut again on change (paste, autofill). */
export function StepwiseChatInput({
  field,
  value,
  error,
  inputRef,
  onChange,
  onSubmit,
}: StepwiseChatInputProps) {
  const id = useId();
  const config = FIELDS[field];
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-2">
      <Label htmlFor={`${id}-input`}>{config.label}</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={`${id}-input`}
          type={config.type}
          inputMode={field === 'email' ? 'email' : undefined}
          autoComplete={config.autoComplete}
          placeholder={config.placeholder}
          maxLength={config.max}
          value={value}
          aria-invalid={ariaInvalid(error)}
          aria-describedby={describedBy(error && errorId, counterId)}
          onChange={(e) => onChange(e.target.value.slice(0, config.max))}
        />
        {/* Disabled while empty (a blank answer is ignored); this also keeps the prerendered form
            from submitting natively before hydration. */}
        <Button type="submit" size="icon" aria-label="Send" disabled={value === ''}>
          <SendIcon aria-hidden="true" />
        </Button>
      </div>
      <div className="flex items-start justify-between gap-3">
        <FieldMessage id={errorId} message={error} />
        <p id={counterId} className="ml-auto shrink-0 text-xs text-muted-foreground">
          {value.length}/{config.max}
          <span className="sr-only"> characters</span>
        </p>
      </div>
    </form>
  );
}
