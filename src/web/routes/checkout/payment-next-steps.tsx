import { CalendarClockIcon, LayoutDashboardIcon, MailIcon } from 'lucide-react';
import { MARKETING_CLAIMS } from '../../../domain/plans';
import { useConfig } from '../../app/config-provider';

/** The three things that happen after a payment, as the spec lists them. */
export function PaymentNextSteps() {
  const { dashboardUrl } = useConfig();
  return (
    <section aria-labelledby="next-steps-heading" className="rounded-xl border bg-card p-6">
      <h2 id="next-steps-heading" className="text-lg font-semibold">
        What happens next
      </h2>
      <ol className="mt-4 space-y-4 text-sm">
        <li className="flex gap-3">
          <MailIcon className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
          <span>You will receive a confirmation e-mail with your order details.</span>
        </li>
        <li className="flex gap-3">
          <CalendarClockIcon className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
          <span>
            We will contact you within {MARKETING_CLAIMS.contactWithinHours} hours to schedule the work.
          </span>
        </li>
        <li className="flex gap-3">
          <LayoutDashboardIcon className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
          <span>
            Track progress in your{' '}
            <a
              href={dashboardUrl}
              className="font-medium underline underline-offset-4 hover:decoration-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              customer portal
            </a>
            .
          </span>
        </li>
      </ol>
    </section>
  );
}
