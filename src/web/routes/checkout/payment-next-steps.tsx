import { CalendarClockIcon, DownloadIcon, MailIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { MARKETING_CLAIMS } from '../../../domain/plans';
import { Button } from '../../components/ui/button';

/** "What happens next" and its numbered steps, after a quote's payment or a plan's. */
export function NextSteps({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="next-steps-heading" className="rounded-xl border bg-card p-6">
      <h2 id="next-steps-heading" className="text-lg font-semibold">
        What happens next
      </h2>
      <ol className="mt-4 space-y-4 text-sm">{children}</ol>
    </section>
  );
}

/** The printable receipt of a paid checkout, in a new tab. */
export function ReceiptButton({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} target="_blank" rel="noopener noreferrer">
        <DownloadIcon aria-hidden="true" />
        Download Receipt
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}

/**
 * What happens after a quote's payment. The spec's third step, tracking progress in a customer
 * portal, is left out: there is no such portal (the dashboard is the business owner's, and the
 * paying customer has no account in it), so the page promises only what happens.
 */
export function PaymentNextSteps() {
  return (
    <NextSteps>
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
    </NextSteps>
  );
}
