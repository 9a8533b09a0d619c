import { CheckCircle2Icon, Loader2Icon, RotateCcwIcon, SendIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { formatUsd } from '../../../domain/money';
import { QUOTE_EMAIL_TEXTS } from '../../../domain/quotes';
import { STEPWISE_BREAKDOWN, type StepwiseBreakdown } from '../../../domain/stepwise-quote';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { MATERIAL_LABELS, PROJECT_TYPE_LABELS, QuoteBreakdown } from '../quote-card';

function rows(b: StepwiseBreakdown) {
  return [
    { label: 'Project type', value: PROJECT_TYPE_LABELS[b.project_type] },
    { label: 'Material', value: MATERIAL_LABELS[b.material] },
    { label: 'Quantity', value: String(b.quantity) },
    { label: 'Square footage', value: `${b.square_footage} sq ft` },
    {
      label: `Material cost (${STEPWISE_BREAKDOWN.materialPercent}% of total)`,
      value: formatUsd(b.material_cost),
    },
    { label: 'Setup fee', value: formatUsd(b.setup_fee) },
    { label: 'Subtotal', value: formatUsd(b.subtotal) },
    { label: `Tax (${100 - STEPWISE_BREAKDOWN.subtotalPercent}%)`, value: formatUsd(b.tax_amount) },
    { label: 'Total', value: formatUsd(b.total_amount), emphasis: true },
  ];
}

type StepwiseQuoteSummaryProps = {
  price: number;
  breakdown: StepwiseBreakdown;
  sending: boolean;
  sendError: string | null;
  /** Where the quote goes (the address given in the chat). */
  email: string;
  /** Set once the quote was e-mailed. */
  quoteNumber: string | null;
  actionRef: RefObject<HTMLButtonElement | null>;
  onSend: () => void;
  onRestart: () => void;
};

/** The send step and the done step: the priced quote, then its number once it was e-mailed. */
export function StepwiseQuoteSummary({
  price,
  breakdown,
  sending,
  sendError,
  email,
  quoteNumber,
  actionRef,
  onSend,
  onRestart,
}: StepwiseQuoteSummaryProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">Estimated price</h3>
        <p className="text-2xl font-bold tabular-nums" data-testid="stepwise-price">
          {formatUsd(price, { decimals: 0 })}
        </p>
      </div>
      <QuoteBreakdown rows={rows(breakdown)} />
      <output aria-live="polite" className="block text-sm [overflow-wrap:anywhere]">
        {quoteNumber
          ? `${QUOTE_EMAIL_TEXTS.sent} Quote ${quoteNumber} was sent to ${email}.`
          : sending
            ? `Sending your quote to ${email}…`
            : `Your quote will be sent to ${email}.`}
      </output>
      {quoteNumber ? (
        <div className="flex flex-col gap-3 rounded-lg border border-success/40 bg-success/5 p-4">
          <p className="flex items-center gap-2 font-semibold">
            <CheckCircle2Icon className="size-5 text-success" aria-hidden="true" />
            {QUOTE_EMAIL_TEXTS.sent}
          </p>
          <p className="text-sm">
            Quote number: <span className="font-mono font-semibold">{quoteNumber}</span>
          </p>
          <Button ref={actionRef} variant="outline" className="self-start" onClick={onRestart}>
            <RotateCcwIcon aria-hidden="true" />
            Start over
          </Button>
        </div>
      ) : (
        <>
          {sendError ? (
            <Alert variant="destructive">
              <AlertDescription>{sendError}</AlertDescription>
            </Alert>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button ref={actionRef} onClick={onSend} disabled={sending}>
              {sending ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : (
                <SendIcon aria-hidden="true" />
              )}
              Send Quote
            </Button>
            <Button variant="outline" onClick={onRestart} disabled={sending}>
              <RotateCcwIcon aria-hidden="true" />
              Start over
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
