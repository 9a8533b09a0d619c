import { useId, useState } from 'react';
import type { QuoteRow } from '../../../domain/contracts/dashboard.contract';
import {
  isClosedStage,
  nextStages,
  PIPELINE_STAGE_LABELS,
  type PipelineStage,
} from '../../../domain/pipeline';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/native-select';
import { toast } from '../../lib/toast';
import { useQuoteActions } from './use-dashboard';

/**
 * What an owner can do with one quote: move it along the pipeline (only the allowed next stages
 * are offered; the server checks again), approve or reject it, e-mail it again, open its pay link.
 */
export function QuoteActions({ workspaceId, quote }: { workspaceId: string; quote: QuoteRow }) {
  const id = useId();
  const actions = useQuoteActions(workspaceId);
  const options = nextStages(quote.pipelineStage);
  const [target, setTarget] = useState<PipelineStage | ''>('');
  const [payUrl, setPayUrl] = useState<string | null>(null);
  const busy =
    actions.moveStage.isPending ||
    actions.changeStatus.isPending ||
    actions.resend.isPending ||
    actions.paymentLink.isPending;
  const fail = (title: string) => (error: Error) => toast.error(title, { description: error.message });

  const move = () => {
    if (!target) return;
    actions.moveStage.mutate(
      { quoteId: quote.id, stage: target },
      {
        onSuccess: (row) => {
          setTarget('');
          toast.success(`Quote ${row.quoteNumber} moved to ${PIPELINE_STAGE_LABELS[row.pipelineStage]}`);
        },
        onError: fail('Failed to move quote'),
      },
    );
  };
  const setStatus = (status: 'approved' | 'rejected') =>
    actions.changeStatus.mutate(
      { quoteId: quote.id, status },
      {
        onSuccess: (row) => toast.success(`Quote ${row.quoteNumber} ${status}`),
        onError: fail('Failed to update quote'),
      },
    );
  // A closed deal keeps the status that closed it (decision 096): no Approve/Reject on it.
  const canDecide =
    !isClosedStage(quote.pipelineStage) && quote.status !== 'paid' && quote.status !== 'approved';
  // A lost deal is not paid for.
  const canAskPayment = !quote.paid && quote.pipelineStage !== 'closed_lost';

  return (
    <div className="flex flex-col gap-3">
      {options.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-stage`} className="text-xs text-muted-foreground">
              Move {quote.quoteNumber} to
            </label>
            <NativeSelect
              id={`${id}-stage`}
              value={target}
              onChange={(event) => setTarget(event.target.value as PipelineStage | '')}
              disabled={busy}
            >
              <option value="">Choose a stage</option>
              {options.map((stage) => (
                <option key={stage} value={stage}>
                  {PIPELINE_STAGE_LABELS[stage]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button size="sm" variant="secondary" onClick={move} disabled={!target || busy}>
            Move
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {canDecide ? (
          <>
            <Button size="sm" onClick={() => setStatus('approved')} disabled={busy}>
              Approve
            </Button>
            {quote.status !== 'rejected' ? (
              <Button size="sm" variant="outline" onClick={() => setStatus('rejected')} disabled={busy}>
                Reject
              </Button>
            ) : null}
          </>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          disabled={busy || !quote.customer.email}
          onClick={() =>
            actions.resend.mutate(quote.id, {
              onSuccess: () => toast.success('Email sent'),
              onError: fail('Failed to send quote email'),
            })
          }
        >
          Resend e-mail
        </Button>
        {canAskPayment && payUrl === null ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() =>
              actions.paymentLink.mutate(quote.id, {
                onSuccess: (link) => setPayUrl(link.url),
                onError: fail('Failed to get the payment link'),
              })
            }
          >
            Payment link
          </Button>
        ) : null}
        {payUrl ? (
          <Button size="sm" variant="link" asChild>
            <a href={payUrl} target="_blank" rel="noopener noreferrer">
              Open payment link
            </a>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
