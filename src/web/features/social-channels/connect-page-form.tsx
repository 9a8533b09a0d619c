import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../lib/toast';
import { useConnectSocialPage } from './use-social-channels';

/**
 * The owner pastes the Page ID and a Page access token (Meta Business Suite or the Graph API
 * Explorer); the server checks both with Facebook before it stores anything.
 */
export function ConnectPageForm({ workspaceId, reconnect }: { workspaceId: string; reconnect: boolean }) {
  const [pageId, setPageId] = useState('');
  const [token, setToken] = useState('');
  const connect = useConnectSocialPage(workspaceId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate(
      { pageId: pageId.trim(), pageAccessToken: token.trim() },
      {
        onSuccess: (view) => {
          setToken('');
          toast.success(`Connected ${view.channel?.pageName ?? 'your Page'}`);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex max-w-xl flex-col gap-4" aria-label="Connect a Facebook Page">
      <FormField
        label="Facebook Page ID"
        name="pageId"
        inputMode="numeric"
        autoComplete="off"
        required
        value={pageId}
        onChange={(e) => setPageId(e.target.value)}
        hint="The number in your Page's About section (Page transparency), e.g. 104000000000001."
      />
      <FormField
        label="Page access token"
        name="pageAccessToken"
        type="password"
        autoComplete="off"
        required
        value={token}
        onChange={(e) => setToken(e.target.value)}
        hint="A Page token with the pages_messaging permission (and instagram_manage_messages for Instagram). It is stored encrypted."
      />
      {connect.isError ? (
        <p role="alert" className="text-sm text-destructive" data-testid="social-connect-error">
          {connect.error.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={connect.isPending || !pageId.trim() || !token.trim()}>
          {connect.isPending ? 'Checking with Facebook…' : reconnect ? 'Reconnect Page' : 'Connect Page'}
        </Button>
      </div>
    </form>
  );
}
