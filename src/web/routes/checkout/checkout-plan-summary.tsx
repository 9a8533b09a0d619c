import { ShieldCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { MARKETING_CLAIMS, MOST_POPULAR_BADGE, type Plan } from '../../../domain/plans';
import { CheckList, PlanPrice } from '../../components/site/plan-parts';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';

/** The left column of checkout: what the visitor is about to subscribe to. */
export function CheckoutPlanSummary({ plan }: { plan: Plan }) {
  return (
    <Card asChild>
      <section id="checkout-plan" aria-labelledby="checkout-plan-heading">
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="checkout-plan-heading" className="text-xl font-semibold tracking-tight">
              {plan.name}
            </h2>
            {plan.highlight ? <Badge>{MOST_POPULAR_BADGE}</Badge> : null}
          </div>
          <CardDescription>{plan.description}</CardDescription>
          <PlanPrice plan={plan} className="mt-3" testId="checkout-price" />
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <div>
            <h3 className="text-sm font-semibold">What's included</h3>
            <CheckList items={plan.features} className="mt-3" />
          </div>
          <p className="flex gap-2 rounded-lg bg-muted p-3 text-sm">
            <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{MARKETING_CLAIMS.moneyBackDays}-day money-back guarantee. No setup fees.</span>
          </p>
          <Link
            to="/#pricing"
            className="text-sm font-medium underline underline-offset-4 hover:decoration-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Compare plans
          </Link>
        </CardContent>
      </section>
    </Card>
  );
}
