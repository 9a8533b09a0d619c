import { CheckIcon } from 'lucide-react';
import type { Plan } from '../../../domain/plans';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';

/**
 * "$297 /mo, was $597, Save 50%": how every plan card and the checkout show a plan's price (a tier
 * sold at its list price has no "was" price).
 */
export function PlanPrice({
  plan,
  className,
  testId,
}: {
  plan: Pick<Plan, 'price' | 'originalPrice' | 'savings'>;
  className?: string;
  testId?: string;
}) {
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className="text-4xl font-bold" data-testid={testId}>
        ${plan.price}
      </span>
      <span className="text-muted-foreground">/mo</span>
      {plan.originalPrice !== null ? (
        <span className="text-sm text-muted-foreground">
          <span className="sr-only">was </span>
          <s>${plan.originalPrice}</s>
        </span>
      ) : null}
      {plan.savings !== null ? <Badge variant="secondary">Save {plan.savings}%</Badge> : null}
    </p>
  );
}

/** A plan's or tier's features, each with a check mark. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2 text-sm', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
