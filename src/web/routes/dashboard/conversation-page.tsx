import { useParams, useSearchParams } from 'react-router';
import { useCurrentWorkspace, useSession } from '../../app/session';
import { Spinner } from '../../components/ui/spinner';
import { ConversationThread } from '../../features/inbox/conversation-thread';
import { useDocumentMeta } from '../../lib/document-meta';

/**
 * `/dashboard/conversations/:conversationId`: one conversation of the current workspace (a
 * platform admin coming from the approvals queue names another with `?workspace=`; the server
 * decides what each may open).
 */
export function ConversationPage() {
  useDocumentMeta({ title: 'Conversation' });
  const { conversationId = '' } = useParams();
  const [search] = useSearchParams();
  const session = useSession();
  const current = useCurrentWorkspace();
  const workspaceId = search.get('workspace') ?? current?.id;
  if (session.isPending) return <Spinner label="Loading the conversation..." showLabel />;
  if (!workspaceId)
    return (
      <p className="text-muted-foreground">
        Your account has no workspace yet, so there are no conversations.
      </p>
    );
  return (
    <ConversationThread key={conversationId} workspaceId={workspaceId} conversationId={conversationId} />
  );
}
