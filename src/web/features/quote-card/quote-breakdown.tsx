import { cn } from '../../lib/cn';

export type BreakdownRow = { label: string; value: string; emphasis?: boolean };

/** Label/value rows of a quote; the emphasised row (usually the total) stands out. */
export function QuoteBreakdown({ rows, className }: { rows: BreakdownRow[]; className?: string }) {
  return (
    <dl className={cn('divide-y rounded-lg border text-sm', className)}>
      {rows.map((row) => (
        <div
          key={row.label}
          className={cn('flex items-baseline justify-between gap-4 px-4 py-2', row.emphasis && 'bg-muted/60')}
        >
          <dt className={row.emphasis ? 'font-semibold text-foreground' : 'text-muted-foreground'}>
            {row.label}
          </dt>
          <dd className={cn('text-right tabular-nums', row.emphasis && 'text-base font-bold')}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
