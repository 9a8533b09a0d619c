import { CheckCircle2Icon, MailIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PREVIEW_PROGRESS, PREVIEW_TEXTS } from '../../../domain/preview';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { ariaInvalid, describedBy } from '../../lib/aria';
import type { EmailForm } from './preview-generator-reducer';

type PreviewEmailFormProps = {
  form: EmailForm;
  defaultEmail: string;
  onOpen: () => void;
  onSend: (email: string) => void;
};

/** 'Email me this preview': opened once, pre-filled with the address given, gone once sent. */
export function PreviewEmailForm({ form, defaultEmail, onOpen, onSend }: PreviewEmailFormProps) {
  const id = useId();
  const [email, setEmail] = useState(defaultEmail);
  const inputRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const open = form.status === 'open' || form.status === 'sending';

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (form.status === 'sent') sentRef.current?.focus();
  }, [form.status]);

  if (form.status === 'closed') {
    return (
      <Button variant="outline" className="self-start" onClick={onOpen}>
        <MailIcon aria-hidden="true" />
        Email me this preview
      </Button>
    );
  }
  if (form.status === 'sent') {
    return (
      <p
        ref={sentRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-sm font-medium focus-visible:outline-none"
      >
        <CheckCircle2Icon className="size-4 shrink-0 text-success" aria-hidden="true" />
        {PREVIEW_TEXTS.emailSent}
      </p>
    );
  }

  const sending = form.status === 'sending';
  const errorId = `${id}-error`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sending) onSend(email);
  }

  return (
    <form
      noValidate
      aria-label="Email me this preview"
      onSubmit={handleSubmit}
      className="flex flex-col gap-2 rounded-xl border p-4"
    >
      <Label htmlFor={`${id}-email`}>Send this preview to</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          readOnly={sending}
          aria-invalid={ariaInvalid(form.error)}
          aria-describedby={describedBy(form.error && errorId)}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={sending}>
          <MailIcon aria-hidden="true" />
          Send preview
        </Button>
      </div>
      <FieldMessage id={errorId} message={form.error} />
      {sending ? <Spinner showLabel size="sm" label={PREVIEW_PROGRESS.sendingEmail} /> : null}
    </form>
  );
}
