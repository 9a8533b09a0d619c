import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { replyBodySchema } from '../../../domain/contracts/inbox.contract';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../lib/toast';

export const REPLY_FAILED = 'Failed to send your reply';

/**
 * The team member's reply box (the route's own schema validates it here). Enter sends, Shift+Enter
 * adds a line; sending a reply also takes the conversation over when nobody holds it.
 */
export function ReplyForm({
  onSend,
  disabled,
  heldByOther,
  deliveryHint,
}: {
  onSend: (content: string) => Promise<unknown>;
  disabled: boolean;
  heldByOther: boolean;
  /** What happens to the reply (replyDeliveryHint). */
  deliveryHint: string;
}) {
  const id = useId();
  const form = useForm<z.input<typeof replyBodySchema>, unknown, z.output<typeof replyBodySchema>>({
    resolver: zodResolver(replyBodySchema),
    defaultValues: { content: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Nothing to send yet: the button says so by being disabled, rather than answering with an error.
  const empty = (form.watch('content') ?? '').trim() === '';
  const onSubmit = form.handleSubmit(async ({ content }) => {
    try {
      await onSend(content);
      form.reset({ content: '' });
      form.setFocus('content');
    } catch (error) {
      toast.error(REPLY_FAILED, { description: (error as Error).message });
    }
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-2" noValidate>
      <Label htmlFor={`${id}-content`}>Reply as a person</Label>
      <Textarea
        id={`${id}-content`}
        rows={3}
        placeholder="Write to the customer…"
        aria-invalid={errors.content ? true : undefined}
        aria-describedby={`${id}-hint${errors.content ? ` ${id}-error` : ''}`}
        disabled={disabled}
        {...form.register('content')}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void onSubmit();
          }
        }}
      />
      <FieldMessage id={`${id}-error`} message={errors.content?.message} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {heldByOther
            ? 'A colleague holds this conversation; replying takes it over.'
            : `${deliveryHint} Enter sends, Shift+Enter adds a line.`}
        </p>
        <Button type="submit" disabled={disabled || isSubmitting || empty}>
          <SendIcon aria-hidden="true" />
          {isSubmitting ? 'Sending…' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
