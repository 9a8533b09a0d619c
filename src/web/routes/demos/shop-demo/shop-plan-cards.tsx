import { Link } from 'react-router';
import { type DemoTier, SHOP_DEMO_TIERS } from '../../../../domain/plans';
import { CheckList } from '../../../components/site/plan-parts';
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
import { SHOP_TIER_DETAILS } from './shop-demo-data';

const countFormat = new Intl.NumberFormat('en-US');

function ordersLine(tier: DemoTier): string {
  return tier.ordersPerMonth
    ? `Up to ${countFormat.format(tier.ordersPerMonth)} orders/month`
    : 'Custom order volume';
}

function TierCard({ tier }: { tier: DemoTier }) {
  const details = SHOP_TIER_DETAILS[tier.id];
  const highlighted = Boolean(tier.badge);
  const titleId = `shop-tier-${tier.id}`;
  return (
    <Card asChild highlighted={highlighted} className="relative flex flex-col">
      <article aria-labelledby={titleId}>
        {tier.badge ? (
          <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 shadow">{tier.badge}</Badge>
        ) : null}
        <CardHeader>
          <CardTitle id={titleId}>{tier.name}</CardTitle>
          {details ? <CardDescription>{details.description}</CardDescription> : null}
          <p className="mt-3 flex items-baseline gap-1">
            <span className="text-4xl font-bold">${tier.price}</span>
            <span className="text-muted-foreground">/mo</span>
          </p>
        </CardHeader>
        <CardContent className="flex-1">
          <CheckList items={[ordersLine(tier), ...(details?.features ?? [])]} />
        </CardContent>
        <CardFooter>
          <div className="flex w-full flex-col gap-2">
            <Button asChild wrap className="w-full text-center" variant={highlighted ? 'default' : 'outline'}>
              <Link to={`/checkout/${tier.planId}`}>Start with {tier.name}</Link>
            </Button>
            <Button asChild wrap variant="link" className="w-full text-center">
              <Link to={`/start-trial?plan=${tier.planId}`}>
                Start free trial<span className="sr-only"> of {tier.name}</span>
              </Link>
            </Button>
          </div>
        </CardFooter>
      </article>
    </Card>
  );
}

export function ShopPlanCards() {
  return (
    <section aria-labelledby="shop-plans-heading" className="py-12">
      <h2 id="shop-plans-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        ShopAgent plans
      </h2>
      <p className="mt-2 text-muted-foreground">Monthly pricing in USD. Cancel any time.</p>
      <div className="mt-10 grid gap-8 md:grid-cols-3">
        {SHOP_DEMO_TIERS.map((tier) => (
          <TierCard key={tier.id} tier={tier} />
        ))}
      </div>
    </section>
  );
}
