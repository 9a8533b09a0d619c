import { MailCheckIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TRIAL_DAYS } from '../../../domain/billing';
import { isCataloguePlanId, planById } from '../../../domain/plans';
import { useConfig } from '../../app/config-provider';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { TrialForm } from '../../features/trial/trial-form';
import { useDocumentMeta } from '../../lib/document-meta';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /start-trial[?plan=<planId>][&preview=<previewId>]: every "Start free trial" on the site lands
 * here. The plan and the preview the visitor came from travel with the form.
 */
export function StartTrialPage() {
  const [params] = useSearchParams();
  const { dashboardUrl } = useConfig();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const planParam = params.get('plan');
  const planId = isCataloguePlanId(planParam) ? planParam : null;
  const previewParam = params.get('preview');
  const previewId = previewParam && UUID.test(previewParam) ? previewParam : null;
  const plan = planId ? planById(planId) : undefined;
  useDocumentMeta({
    title: 'Start your free trial',
    description: `Try your AI sales agent free for ${TRIAL_DAYS} days. No card needed.`,
  });

  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <Card>
        {sentTo ? (
          // Not CardContent: its pt-0 (it follows a header) would win over py-10 and put the icon
          // on the card's top edge; this card has no header.
          <div className="flex flex-col items-center gap-4 px-6 py-10 text-center">
            <MailCheckIcon className="size-10 text-brand" aria-hidden="true" />
            <h1 ref={sentHeading} tabIndex={-1} className="text-2xl font-bold focus-visible:outline-none">
              Check your e-mail
            </h1>
            <p className="text-muted-foreground">
              We sent a link to <strong className="text-foreground">{sentTo}</strong>. Open it to set your
              password and start onboarding. Your {TRIAL_DAYS}-day free trial has started.
            </p>
          </div>
        ) : (
          <>
            <CardHeader>
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Start your free trial</h1>
              <CardDescription>
                {plan ? `${plan.name}, free for ${TRIAL_DAYS} days.` : `Free for ${TRIAL_DAYS} days.`} No card
                needed{previewId ? '; your preview agent comes with you' : ''}.
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-6">
              <TrialForm planId={planId} previewId={previewId} onStarted={setSentTo} />
              <p className="text-center text-sm text-muted-foreground">
                Already have an account?{' '}
                <a href={`${dashboardUrl}/auth`} className="font-medium underline underline-offset-4">
                  Sign in to your dashboard
                </a>
              </p>
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
}
