import { Link } from 'react-router';
import { MARKETING_CLAIMS, MOST_POPULAR_BADGE, PLANS, type Plan } from '../../../../domain/plans';
import { CheckList, PlanPrice } from '../../../components/site/plan-parts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

function PlanCard({ plan }: { plan: Plan }) {
  // An <article> named by its title: aria-labelledby on a plain div has no role to name.
  return (
    <Card
      asChild
      highlighted={plan.highlight}
      className={cn('relative flex flex-col', plan.highlight && 'md:-translate-y-2')}
    >
      <article aria-labelledby={`plan-${plan.id}`}>
        {plan.highlight ? (
          <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 shadow">{MOST_POPULAR_BADGE}</Badge>
        ) : null}
        <CardHeader>
          <CardTitle id={`plan-${plan.id}`}>{plan.name}</CardTitle>
          <CardDescription>{plan.description}</CardDescription>
          <PlanPrice plan={plan} className="mt-3" />
        </CardHeader>
        <CardContent className="flex-1">
          <CheckList items={plan.features} />
        </CardContent>
        <CardFooter className="flex flex-col gap-2">
          <Button asChild className="w-full" variant={plan.highlight ? 'default' : 'outline'}>
            <Link to={`/checkout/${plan.id}`}>Get started with {plan.name}</Link>
          </Button>
          <Button asChild variant="link" className="w-full">
            <Link to={`/start-trial?plan=${plan.id}`}>
              Start free trial<span className="sr-only"> of {plan.name}</span>
            </Link>
          </Button>
        </CardFooter>
      </article>
    </Card>
  );
}

export function PricingSection() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      className="render-when-near scroll-mt-20 bg-muted/40 py-16 [--estimated-height:1712px] sm:py-24 lg:[--estimated-height:665px]"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Simple monthly pricing
          </h2>
          <p className="mt-3 text-muted-foreground">
            No setup fees. {MARKETING_CLAIMS.moneyBackDays}-day money-back guarantee on new subscriptions.
          </p>
        </div>
        <div className="mt-12 grid gap-8 md:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      </div>
    </section>
  );
}
