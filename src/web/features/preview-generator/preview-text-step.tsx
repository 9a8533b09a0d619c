import { SendIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { TEXT_LIMITS } from '../../../domain/text-limits';
import { EMAIL_MAX_LENGTH } from '../../../domain/validation/email';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ariaInvalid, describedBy } from '../../lib/aria';
import type { TextStep } from './preview-generator-reducer';

const FIELDS: Record<
  TextStep,
  {
    label: string;
    type: string;
    inputMode: 'url' | 'email' | 'text';
    autoComplete: string;
    placeholder: string;
    hint: string;
    /** The server's limit of the field (its contract), so typing stops where it would refuse. */
    maxLength: number;
  }
> = {
  website: {
    label: 'Your website',
    type: 'url',
    inputMode: 'url',
    autoComplete: 'url',
    placeholder: 'yourbusiness.com',
    hint: 'We read your public pages to learn what you sell.',
    maxLength: TEXT_LIMITS.url,
  },
  email: {
    label: 'Your e-mail',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    placeholder: 'you@yourbusiness.com',
    hint: 'We send your preview here if you ask us to.',
    maxLength: EMAIL_MAX_LENGTH,
  },
  name: {
    label: 'Your name',
    type: 'text',
    inputMode: 'text',
    autoComplete: 'name',
    placeholder: 'Dana Smith',
    hint: 'So your agent knows who it works for.',
    maxLength: TEXT_LIMITS.name,
  },
};

type PreviewTextStepProps = {
  step: TextStep;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onSubmit: () => void;
};

/** The answer box of a typed step. Enter submits; the field takes the focus when its step comes. */
export function PreviewTextStep({ step, value, error, onChange, onSubmit }: PreviewTextStepProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const config = FIELDS[step];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
    // After a refused answer the visitor fixes it in place.
    inputRef.current?.focus();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-2">
      <Label htmlFor={`${id}-input`}>{config.label}</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={`${id}-input`}
          name={step}
          type={config.type}
          inputMode={config.inputMode}
          autoComplete={config.autoComplete}
          autoCapitalize={step === 'name' ? 'words' : 'none'}
          spellCheck={false}
          placeholder={config.placeholder}
          maxLength={config.maxLength}
          value={value}
          aria-invalid={ariaInvalid(error)}
          aria-describedby={describedBy(error && errorId, hintId)}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button type="submit" size="icon" aria-label="Send answer">
          <SendIcon aria-hidden="true" />
        </Button>
      </div>
      <FieldMessage id={errorId} message={error} />
      <p id={hintId} className="text-xs text-muted-foreground">
        {config.hint}
      </p>
    </form>
  );
}
