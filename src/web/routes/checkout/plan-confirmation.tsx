import { CheckCircle2Icon, LayoutDashboardIcon, LogInIcon, MailIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { VerifyPaymentResponse } from '../../../domain/contracts/payments.contract';
import { formatUsd } from '../../../domain/money';
import { planById } from '../../../domain/plans';
import { useConfig } from '../../app/config-provider';
import { Button } from '../../components/ui/button';
import { NextSteps, ReceiptButton } from './payment-next-steps';

/**
 * The confirmation of a plan's payment. The spec's success page confirms a quote's payment (an
 * order the business will schedule); a plan instead opens a workspace, whose only way in is the
 * e-mailed link that sets the password, so that is what this page says, with the dashboard's
 * sign-in beside it. No review: nothing has been delivered yet.
 */
export function PlanConfirmation({
  result,
  shell: Shell,
}: {
  result: VerifyPaymentResponse;
  shell: (props: { children: ReactNode }) => ReactNode;
}) {
  const { dashboardUrl } = useConfig();
  const plan = result.plan_id ? planById(result.plan_id) : undefined;
  const planName = plan ? `${plan.name} plan` : 'plan';
  const signInUrl = `${dashboardUrl}/auth`;
  return (
    <Shell>
      <div className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2Icon className="size-14 text-success" aria-hidden="true" />
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Your {planName} is active
        </h1>
        {/* What was paid today and what the plan costs from then on, for everyone to read. */}
        <div className="text-lg text-muted-foreground">
          <p>Amount paid: {formatUsd(Number(result.amount))}</p>
          {plan ? <p>Then ${plan.price} a month.</p> : null}
        </div>
      </div>
      <NextSteps>
        <li className="flex gap-3">
          <LayoutDashboardIcon className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
          <span>
            {result.business_name
              ? `Your workspace for ${result.business_name} is ready.`
              : 'Your workspace is ready.'}{' '}
            After you sign in, onboarding sets up your agent in a few minutes.
          </span>
        </li>
        <li className="flex gap-3">
          <MailIcon className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
          <span>
            {result.email ? (
              <>
                Check your e-mail at <strong className="break-all text-foreground">{result.email}</strong> for
                the link to set your password
              </>
            ) : (
              'Check your e-mail for the link to set your password'
            )}
            : it is how you sign in to your dashboard. Already have an account with this address? Sign in with
            your password.
          </span>
        </li>
      </NextSteps>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild>
          <a href={signInUrl}>
            <LogInIcon aria-hidden="true" />
            Sign in to your dashboard
          </a>
        </Button>
        {result.receipt_url ? <ReceiptButton href={result.receipt_url} /> : null}
        <Button asChild variant="outline">
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </Shell>
  );
}
