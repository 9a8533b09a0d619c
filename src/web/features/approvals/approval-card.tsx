import { zodResolver } from '@hookform/resolvers/zod';
import { CheckIcon, ExternalLinkIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { answeredMessageIndex } from '../../../domain/approval-context';
import {
  APPROVAL_QUEUE_MESSAGES,
  type ApprovalView,
  decideApprovalBodySchema,
} from '../../../domain/contracts/approvals.contract';
import { relativeTime } from '../../../domain/relative-time';
import { SOCIAL_PLATFORM_LABELS, unnamedCustomerLabel } from '../../../domain/social-channels';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useDecideApproval } from './use-approval-queue';

/** The reviewer's fields, checked by the decision route's own schema (the answer may not be empty). */
const reviewSchema = z.object({
  answer: z
    .string()
    .trim()
    .min(1, APPROVAL_QUEUE_MESSAGES.emptyAnswer)
    .pipe(decideApprovalBodySchema.shape.editedContent.unwrap().unwrap()),
  notes: decideApprovalBodySchema.shape.notes.unwrap().unwrap(),
  reply: decideApprovalBodySchema.shape.reply.unwrap().unwrap(),
});
type ReviewInput = z.input<typeof reviewSchema>;
type ReviewOutput = z.output<typeof reviewSchema>;

const AUTHOR_LABEL = { visitor: 'Customer', agent: 'Agent', person: 'Team', notice: 'Note' } as const;

/**
 * One held answer with the conversation before it, the customer's message it answers set apart:
 * approve it as written, edit it (and note why) and approve, or reject it (spec `approve-answer`)
 * with a reply of the reviewer's own, or none (the customer is then told a team member will reply,
 * and the conversation waits in the inbox): the customer is never left waiting unseen.
 */
export function ApprovalCard({
  approval,
  showWorkspace,
  now,
  onConversationPage = false,
}: {
  approval: ApprovalView;
  showWorkspace: boolean;
  now: Date;
  /** Shown on the conversation's own page: no link to the page the reader is on. */
  onConversationPage?: boolean;
}) {
  const id = useId();
  const decide = useDecideApproval();
  const form = useForm<ReviewInput, unknown, ReviewOutput>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { answer: approval.draftContent, notes: '', reply: '' },
  });
  const [rejecting, setRejecting] = useState(false);
  const reply = form.watch('reply')?.trim() ?? '';
  const messages = approval.conversation.messages;
  const answered = answeredMessageIndex(messages);
  const { errors } = form.formState;
  const { platform } = approval.conversation;
  const customer = approval.conversation.customerName ?? unnamedCustomerLabel(platform);
  // A held Messenger or Instagram answer goes out there once approved: the card says so.
  const channel = (SOCIAL_PLATFORM_LABELS as Record<string, string>)[platform] ?? null;

  const submit = (action: 'approve' | 'reject') =>
    form.handleSubmit(async ({ answer, notes, reply }) => {
      try {
        const result = await decide.mutateAsync({
          workspaceId: approval.workspaceId,
          approvalId: approval.id,
          decision: {
            action,
            editedContent: answer === approval.draftContent.trim() ? null : answer,
            notes: notes || null,
            reply: action === 'reject' ? reply?.trim() || null : null,
          },
        });
        toast.success(result.message);
      } catch (error) {
        toast.error(APPROVAL_QUEUE_MESSAGES.processFailed, { description: (error as Error).message });
      }
    });

  return (
    <Card data-testid="approval-card">
      <CardHeader>
        <CardTitle size="base" className="[overflow-wrap:anywhere]">
          {customer}
          {approval.conversation.customerEmail ? (
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              {approval.conversation.customerEmail}
            </span>
          ) : null}
        </CardTitle>
        <CardDescription>
          {[
            showWorkspace ? approval.workspaceName : null,
            channel ? `On ${channel}` : null,
            approval.agentName,
            relativeTime(new Date(approval.createdAt), now),
          ]
            .filter(Boolean)
            .join(' · ')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {messages.length > 0 ? (
          <ol
            className="grid gap-1.5 rounded-md border bg-muted/40 p-3 text-sm"
            aria-label="Conversation before the answer"
          >
            {messages.map((message, index) =>
              index === answered ? (
                <li
                  key={message.id}
                  className="rounded-md border-l-4 border-primary bg-background p-2 [overflow-wrap:anywhere]"
                  data-testid="answered-message"
                >
                  {/* The label names what is under it: the customer's message, which the draft replies to. */}
                  <span className="block text-xs font-medium text-muted-foreground">
                    The message the draft replies to
                  </span>
                  <span className="font-medium">{AUTHOR_LABEL[message.author]}:</span> {message.content}
                </li>
              ) : (
                <li
                  key={message.id}
                  className={cn(
                    '[overflow-wrap:anywhere]',
                    index < answered ? 'line-clamp-1 text-muted-foreground' : undefined,
                  )}
                >
                  <span className="font-medium">{AUTHOR_LABEL[message.author]}:</span> {message.content}
                </li>
              ),
            )}
          </ol>
        ) : null}
        <form className="grid gap-3" noValidate onSubmit={submit('approve')}>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-answer`}>Answer to send</Label>
            <Textarea
              id={`${id}-answer`}
              rows={4}
              aria-invalid={errors.answer ? true : undefined}
              aria-describedby={errors.answer ? `${id}-answer-error` : undefined}
              {...form.register('answer')}
            />
            <FieldMessage id={`${id}-answer-error`} message={errors.answer?.message} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-notes`}>Notes (optional)</Label>
            <Input
              id={`${id}-notes`}
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={errors.notes ? `${id}-notes-error` : undefined}
              {...form.register('notes')}
            />
            <FieldMessage id={`${id}-notes-error`} message={errors.notes?.message} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" disabled={decide.isPending}>
              <CheckIcon aria-hidden="true" />
              Approve and send
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={decide.isPending}
              aria-expanded={rejecting}
              aria-controls={`${id}-reject`}
              onClick={() => setRejecting((open) => !open)}
            >
              <XIcon aria-hidden="true" />
              Reject
            </Button>
            {onConversationPage ? null : (
              <Button asChild variant="link" size="sm" className="ml-auto">
                <Link
                  to={`/dashboard/conversations/${approval.conversation.id}?workspace=${approval.workspaceId}`}
                >
                  Open conversation
                  <ExternalLinkIcon aria-hidden="true" />
                </Link>
              </Button>
            )}
          </div>
          {rejecting ? (
            <fieldset id={`${id}-reject`} className="grid gap-1.5 rounded-md border p-3">
              <legend className="px-1 text-sm font-medium">Reject the draft</legend>
              <Label htmlFor={`${id}-reply`}>Reply to send instead (optional)</Label>
              <Textarea
                id={`${id}-reply`}
                rows={3}
                aria-invalid={errors.reply ? true : undefined}
                aria-describedby={`${id}-reply-hint${errors.reply ? ` ${id}-reply-error` : ''}`}
                {...form.register('reply')}
              />
              <FieldMessage id={`${id}-reply-error`} message={errors.reply?.message} />
              <p id={`${id}-reply-hint`} className="text-sm text-muted-foreground">
                {reply
                  ? 'Sent as your reply; you then hold the conversation.'
                  : 'Left empty, the customer is told a team member will reply, and the conversation waits for you in Conversations.'}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="destructive"
                  disabled={decide.isPending}
                  onClick={() => void submit('reject')()}
                >
                  {reply ? 'Reject and send my reply' : 'Reject and reply later'}
                </Button>
                <Button type="button" variant="ghost" onClick={() => setRejecting(false)}>
                  Cancel
                </Button>
              </div>
            </fieldset>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
