import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { InvitationPreview } from '../../../domain/contracts/team.contract';
import { TEAM_MESSAGES } from '../../../domain/team';
import { useRefreshSession, useSession } from '../../app/session';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AuthLayout } from '../../features/auth/auth-layout';
import { SignInForm, type SignInValues } from '../../features/auth/sign-in-form';
import { useSignOut } from '../../features/auth/use-sign-out';
import { InviteSignUpForm } from '../../features/invitations/invite-sign-up-form';
import { useAcceptInvitation, useInvitation } from '../../features/invitations/use-invitation';
import { useDocumentMeta } from '../../lib/document-meta';
import { toast } from '../../lib/toast';

/** Signed out: create the account (or sign in) with the invited address; `onReady` then joins. */
function SignedOut({
  invitation,
  callbackUrl,
  onReady,
}: {
  invitation: InvitationPreview;
  callbackUrl: string;
  onReady: () => void;
}) {
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const [signIn, setSignIn] = useState<SignInValues>({ email: invitation.email, password: '' });
  return (
    <Tabs defaultValue="signup">
      <TabsList fill>
        <TabsTrigger value="signup">Create account</TabsTrigger>
        <TabsTrigger value="signin">Sign In</TabsTrigger>
      </TabsList>
      <TabsContent value="signup">
        <InviteSignUpForm
          email={invitation.email}
          callbackUrl={callbackUrl}
          onSignedUp={async () => {
            onReady();
            await refreshSession();
          }}
        />
      </TabsContent>
      <TabsContent value="signin">
        <SignInForm
          values={signIn}
          onChange={setSignIn}
          onForgotPassword={() => navigate('/auth')}
          onSignedIn={async () => {
            onReady();
            await refreshSession();
          }}
        />
      </TabsContent>
    </Tabs>
  );
}

/**
 * Signed in with the invited address: join. The link's token proves the address (decision 097),
 * so joining needs no confirmation e-mail; right after creating the account or signing in here it
 * joins by itself (`joinAtOnce`), rather than asking for a second click.
 */
function SignedIn({
  token,
  invitation,
  joinAtOnce,
}: {
  token: string;
  invitation: InvitationPreview;
  joinAtOnce: boolean;
}) {
  const accept = useAcceptInvitation(token);
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const started = useRef(false);

  const join = useCallback(async () => {
    try {
      const joined = await accept.mutateAsync();
      await refreshSession();
      toast.success(`You joined ${joined.workspaceName}`);
      navigate('/dashboard', { replace: true });
    } catch {
      // Shown below from accept.error.
    }
  }, [accept.mutateAsync, refreshSession, navigate]);

  useEffect(() => {
    if (!joinAtOnce || started.current) return;
    started.current = true;
    void join();
  }, [joinAtOnce, join]);

  return (
    <div className="flex flex-col gap-4">
      {accept.error ? (
        <Alert variant="destructive">
          <AlertTitle>Could not join</AlertTitle>
          <AlertDescription>{accept.error.message}</AlertDescription>
        </Alert>
      ) : null}
      <Button onClick={join} disabled={accept.isPending}>
        {accept.isPending ? 'Joining...' : `Join ${invitation.workspaceName}`}
      </Button>
    </div>
  );
}

/** /invite/:token: the page an invitation e-mail links to. */
export function InvitePage() {
  useDocumentMeta({ title: 'Join a workspace' });
  const { token = '' } = useParams();
  const session = useSession();
  const invitation = useInvitation(token);
  const { signOut, signingOut } = useSignOut();
  const callbackUrl = `${window.location.origin}/invite/${token}`;
  const user = session.data?.user;
  // Set when the account was made (or signed in) on this page: the next step is joining, at once.
  const [joinAtOnce, setJoinAtOnce] = useState(false);

  let body: ReactNode;
  if (invitation.isPending || session.isPending) {
    body = (
      <div className="flex justify-center py-8">
        <Spinner label="Loading the invitation..." showLabel />
      </div>
    );
  } else if (invitation.isError) {
    body = (
      <Alert variant="destructive">
        <AlertTitle>This invitation cannot be used</AlertTitle>
        <AlertDescription>{invitation.error.message}</AlertDescription>
      </Alert>
    );
  } else if (invitation.data.state !== 'open') {
    body = (
      <Alert variant="destructive">
        <AlertTitle>This invitation cannot be used</AlertTitle>
        <AlertDescription>
          {invitation.data.state === 'expired'
            ? TEAM_MESSAGES.invitationExpired
            : TEAM_MESSAGES.invitationUsed}{' '}
          {user ? <Link to="/dashboard">Go to your dashboard</Link> : <Link to="/auth">Sign in</Link>}
        </AlertDescription>
      </Alert>
    );
  } else if (!user) {
    body = (
      <SignedOut invitation={invitation.data} callbackUrl={callbackUrl} onReady={() => setJoinAtOnce(true)} />
    );
  } else if (user.email.toLowerCase() !== invitation.data.email) {
    body = (
      <Alert>
        <AlertTitle>Signed in with another address</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-2">
          <p>
            {TEAM_MESSAGES.wrongAccount(invitation.data.email)} You are signed in as {user.email}.
          </p>
          <Button variant="outline" size="sm" onClick={signOut} disabled={signingOut}>
            Sign out
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else {
    body = <SignedIn token={token} invitation={invitation.data} joinAtOnce={joinAtOnce} />;
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">
            {invitation.data ? `Join ${invitation.data.workspaceName}` : 'Join a workspace'}
          </h1>
          {invitation.data?.state === 'open' ? (
            <CardDescription>
              You were invited as {invitation.data.role === 'owner' ? 'an owner' : 'a member'} (
              {invitation.data.email}).
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </AuthLayout>
  );
}
