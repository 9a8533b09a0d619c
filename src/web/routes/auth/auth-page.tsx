import { useCallback, useEffect, useState } from 'react';
import { LOADING_TEXTS } from '../../../domain/ui-constants';
import { useBrand } from '../../app/brand-provider';
import { type DemoAccount, useConfig } from '../../app/config-provider';
import { useRefreshSession, useSession } from '../../app/session';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AuthLayout } from '../../features/auth/auth-layout';
import { DemoAccounts } from '../../features/auth/demo-accounts';
import { ForgotPasswordPanel } from '../../features/auth/forgot-password-panel';
import { SignInForm, type SignInValues } from '../../features/auth/sign-in-form';
import { SignUpForm } from '../../features/auth/sign-up-form';
import { usePostAuthRedirect } from '../../features/auth/use-post-auth-redirect';
import { useDocumentMeta } from '../../lib/document-meta';

type Tab = 'signin' | 'signup';

/** /auth on both hosts: sign in, sign up, and request a password reset. */
export function AuthPage() {
  const brand = useBrand();
  const config = useConfig();
  const session = useSession();
  const refreshSession = useRefreshSession();
  const redirect = usePostAuthRedirect();
  const [tab, setTab] = useState<Tab>('signin');
  const [resetOpen, setResetOpen] = useState(false);
  // True from closing the reset panel until the sign-in form has moved focus to its toggle, once.
  const [resetClosed, setResetClosed] = useState(false);
  const forgotPasswordFocused = useCallback(() => setResetClosed(false), []);
  const [signIn, setSignIn] = useState<SignInValues>({ email: '', password: '' });
  useDocumentMeta({
    title: 'Sign in',
    description: `Sign in to your ${brand.name} dashboard or create an account.`,
  });

  const user = session.data?.user;
  const onboardingCompleted = session.data?.onboardingCompleted ?? false;

  // Already signed in (or just signed in): go on to onboarding or the dashboard.
  useEffect(() => {
    if (user) redirect(onboardingCompleted);
  }, [user, onboardingCompleted, redirect]);

  async function afterSignIn() {
    await refreshSession();
  }

  async function afterSignUp(email: string) {
    const me = await refreshSession();
    // If the server did not open a session (e.g. e-mail verification required), offer sign-in.
    if (!me.user) {
      setSignIn({ email, password: '' });
      setTab('signin');
    }
  }

  function fillDemoAccount(account: DemoAccount) {
    setSignIn({ email: account.email, password: account.password });
    setResetOpen(false);
    setTab('signin');
  }

  const loading = session.isPending || Boolean(user);

  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">Welcome to {brand.name}</h1>
          <CardDescription>Access your dashboard, or create an account to get started.</CardDescription>
        </CardHeader>
        <CardContent>
          {loading ? (
            <div className="flex justify-center py-8">
              <Spinner label={LOADING_TEXTS.auth} showLabel />
            </div>
          ) : (
            <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
              <TabsList fill>
                <TabsTrigger value="signin">Sign In</TabsTrigger>
                <TabsTrigger value="signup">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                {resetOpen ? (
                  <ForgotPasswordPanel
                    onClose={() => {
                      setResetOpen(false);
                      setResetClosed(true);
                    }}
                  />
                ) : (
                  <SignInForm
                    values={signIn}
                    onChange={setSignIn}
                    onForgotPassword={() => setResetOpen(true)}
                    focusForgotPassword={resetClosed}
                    onForgotPasswordFocused={forgotPasswordFocused}
                    onSignedIn={afterSignIn}
                  />
                )}
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm onSignedUp={afterSignUp} />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
      {config.demoMode && !loading ? (
        <div className="mt-6">
          <DemoAccounts accounts={config.demoAccounts ?? []} onUse={fillDemoAccount} />
        </div>
      ) : null}
    </AuthLayout>
  );
}
