import { ArrowLeftIcon, BotIcon, HandIcon, UndoIcon, UserRoundIcon, XCircleIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { InboxConversation } from '../../../domain/contracts/inbox.contract';
import { replyDeliveryHint } from '../../../domain/inbox';
import { conversationChannelLabel, unnamedCustomerLabel } from '../../../domain/social-channels';
import { useSession } from '../../app/session';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toast';
import { ApprovalsQueue } from '../approvals';
import { RealtimeStatusBadge } from '../realtime';
import { InboxTranscript } from './inbox-transcript';
import { ReplyForm } from './reply-form';
import {
  type InboxAction,
  useInboxAction,
  useInboxConversation,
  useReplyToConversation,
} from './use-inbox-conversation';

const ACTION_TEXT: Record<InboxAction, { done: string; failed: string }> = {
  takeover: { done: 'You have taken over. The agent stays quiet.', failed: 'Failed to take over' },
  'hand-back': { done: 'The agent answers again.', failed: 'Failed to hand back' },
  close: { done: 'Conversation closed.', failed: 'Failed to close the conversation' },
};

/** Who answers the customer now, in words. */
function answererText(conversation: InboxConversation, userId: string | undefined): string {
  if (conversation.heldBy)
    return conversation.heldBy.id === userId
      ? 'You are answering'
      : `${conversation.heldBy.name} is answering`;
  if (conversation.handoffAt) return `Waiting for a person: ${conversation.handoffReason ?? 'handed off'}`;
  // The agent wrote an answer, but it reaches the customer only once a person approves it.
  if (conversation.pendingApprovals > 0)
    return `${conversation.agentName ?? 'The agent'}'s answer is waiting for approval`;
  return `${conversation.agentName ?? 'The agent'} is answering`;
}

function ThreadSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only">Loading the conversation…</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/**
 * An owner's view of one conversation (`/dashboard/conversations/:id`): the transcript live, and
 * Take over, Reply as a person, Hand back to the agent and Close.
 */
export function ConversationThread({
  workspaceId,
  conversationId,
}: {
  workspaceId: string;
  conversationId: string;
}) {
  const target = { workspaceId, conversationId };
  const { data: session } = useSession();
  const userId = session?.user?.id;
  const { query, realtime } = useInboxConversation(target);
  const action = useInboxAction(target);
  const reply = useReplyToConversation(target);

  const run = (kind: InboxAction) =>
    action.mutate(kind, {
      onSuccess: () => toast.success(ACTION_TEXT[kind].done),
      onError: (error) => toast.error(ACTION_TEXT[kind].failed, { description: error.message }),
    });

  if (query.isPending) return <ThreadSkeleton />;
  if (query.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>Failed to load the conversation</AlertTitle>
        <AlertDescription>
          <p>{query.error.message}</p>
          <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );

  const conversation = query.data;
  const agentName = conversation.agentName ?? 'Agent';
  const heldByMe = conversation.heldBy?.id === userId;
  const busy = action.isPending || reply.isPending;
  const customer = conversation.customer;

  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/dashboard"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to the dashboard
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">
            {customer?.name ?? unnamedCustomerLabel(conversation.platform)}
          </h1>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {[customer?.email, customer?.phone, conversationChannelLabel(conversation.platform)]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge
            variant={conversation.status === 'closed' ? 'secondary' : 'outline'}
            data-testid="conversation-status"
          >
            {conversation.status === 'closed'
              ? 'Closed'
              : conversation.status === 'quoted'
                ? 'Quoted'
                : 'Active'}
          </Badge>
          <RealtimeStatusBadge status={realtime} />
        </div>
      </div>

      <output className="flex items-center gap-2 text-sm font-medium" data-testid="conversation-answerer">
        {conversation.handoffAt ? (
          <UserRoundIcon className="size-4 text-brand" aria-hidden="true" />
        ) : (
          <BotIcon className="size-4 text-brand" aria-hidden="true" />
        )}
        {answererText(conversation, userId)}
      </output>

      {conversation.pendingApprovals > 0 ? (
        <ApprovalsQueue source={{ workspaceId }} conversationId={conversationId} />
      ) : null}

      <InboxTranscript messages={conversation.messages} agentName={agentName} />

      <Card>
        <CardHeader>
          <CardTitle size="base">Answer the customer</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap gap-2">
            {!heldByMe ? (
              <Button onClick={() => run('takeover')} disabled={busy}>
                <HandIcon aria-hidden="true" />
                Take over
              </Button>
            ) : null}
            {conversation.handoffAt ? (
              <Button variant="outline" onClick={() => run('hand-back')} disabled={busy}>
                <UndoIcon aria-hidden="true" />
                Hand back to the agent
              </Button>
            ) : null}
            {conversation.status !== 'closed' ? (
              <Button variant="outline" onClick={() => run('close')} disabled={busy}>
                <XCircleIcon aria-hidden="true" />
                Close conversation
              </Button>
            ) : null}
          </div>
          <ReplyForm
            onSend={(content) => reply.mutateAsync(content)}
            disabled={action.isPending}
            heldByOther={Boolean(conversation.heldBy) && !heldByMe}
            deliveryHint={replyDeliveryHint({
              customerEmail: conversation.customer?.email ?? null,
              emailAfterSeconds: conversation.replyEmailAfterSeconds,
            })}
          />
        </CardContent>
      </Card>
    </div>
  );
}
