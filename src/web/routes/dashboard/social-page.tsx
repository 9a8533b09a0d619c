import { useCurrentWorkspace, useSession } from '../../app/session';
import { NoWorkspace } from '../../features/settings/no-workspace';
import { SocialChannelsPanel } from '../../features/social-channels';
import { useDocumentMeta } from '../../lib/document-meta';

/** /social: the workspace's Facebook Page and Instagram account, whose DMs the SocialAgent answers. */
export function SocialPage() {
  useDocumentMeta({ title: 'Social channels' });
  const { data: session } = useSession();
  const workspace = useCurrentWorkspace();
  const canChange = Boolean(session?.isAdmin || workspace?.role === 'owner');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Social channels</h1>
        <p className="mt-1 text-muted-foreground">
          Let your agent answer customers in your Facebook Messenger and Instagram direct messages. The
          conversations show in your dashboard with the website&apos;s.
        </p>
      </div>
      {workspace ? <SocialChannelsPanel workspaceId={workspace.id} canChange={canChange} /> : <NoWorkspace />}
    </div>
  );
}
