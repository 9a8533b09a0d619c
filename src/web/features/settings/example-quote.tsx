import { useId } from 'react';
import { formatUsd } from '../../../domain/money';
import { MATERIAL_LABELS } from '../../../domain/quote-engine-messages';
import type { Material } from '../../../domain/validation/secure-quote';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { type ExampleJob, exampleQuote, type PricingFormValues } from './pricing-form-values';

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-sm';

/**
 * A vehicle-wrap job priced from the pricing as it is typed, by the same quote engine the agents
 * use, so the owner sees what a customer would be quoted before saving anything.
 */
export function ExampleQuote({
  values,
  job,
  onJobChange,
}: {
  values: PricingFormValues;
  job: ExampleJob;
  onJobChange: (job: ExampleJob) => void;
}) {
  const id = useId();
  const example = exampleQuote(values, job);
  const offered = example.status === 'ready' ? example.offered : [];
  const material: Material | '' =
    job.material && offered.includes(job.material) ? job.material : (offered[0] ?? '');

  return (
    <aside aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-xl border bg-muted/40 p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        Example quote
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-size`}>Vehicle wrap size (sq ft)</Label>
          <Input
            id={`${id}-size`}
            inputMode="decimal"
            value={job.squareFootage}
            onChange={(e) => onJobChange({ ...job, squareFootage: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-material`}>Material</Label>
          <select
            id={`${id}-material`}
            className={selectClass}
            value={material}
            disabled={offered.length === 0}
            onChange={(e) => onJobChange({ ...job, material: e.target.value as Material })}
          >
            {offered.length === 0 ? <option value="">No material priced yet</option> : null}
            {offered.map((m) => (
              <option key={m} value={m}>
                {MATERIAL_LABELS[m]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* Polite: the total is read out once typing pauses, not on every key. */}
      <div aria-live="polite" aria-atomic="true" data-testid="example-quote">
        {example.status === 'no-prices' ? (
          <p className="text-sm text-muted-foreground">
            Your example quote appears here once you set a price per square foot for a material.
          </p>
        ) : example.status === 'invalid' ? (
          <p className="text-sm text-muted-foreground">
            Fix the highlighted pricing to see an example quote.
          </p>
        ) : !example.result.ok ? (
          <p className="text-sm text-muted-foreground">{example.result.message}</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Example quote</caption>
            <tbody>
              {example.result.quote.lineItems.map((line) => (
                <tr key={line.id} className="border-b">
                  <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                    {line.label}
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{formatUsd(line.amount)}</td>
                </tr>
              ))}
              <tr className="border-b">
                <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                  Subtotal
                </th>
                <td className="py-1.5 text-right tabular-nums">{formatUsd(example.result.quote.subtotal)}</td>
              </tr>
              <tr className="border-b">
                <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                  Tax ({Number((example.rules.taxRate * 100).toFixed(4))} %)
                </th>
                <td className="py-1.5 text-right tabular-nums">
                  {formatUsd(example.result.quote.taxAmount)}
                </td>
              </tr>
              <tr>
                <th scope="row" className="py-1.5 pr-2 text-left font-semibold">
                  Total
                </th>
                <td className="py-1.5 text-right font-semibold tabular-nums">
                  {formatUsd(example.result.quote.totalAmount)}
                </td>
              </tr>
            </tbody>
          </table>
        )}
      </div>
    </aside>
  );
}
