import { Link, useParams } from 'react-router';
import { checkoutButtonLabel, planById, resolvePlanId } from '../../../domain/plans';
import { SimplePage } from '../../components/site/simple-page';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

export function CheckoutPage() {
  const { planId } = useParams();
  const plan = planById(resolvePlanId(planId))!;
  return (
    <SimplePage
      title="Checkout"
      lead="Online checkout is being connected. Your plan is saved below; you can also compare plans first."
      description="Start your subscription."
    >
      <Card className="max-w-md">
        <CardHeader>
          <CardTitle>{plan.name}</CardTitle>
          <CardDescription>{plan.description}</CardDescription>
          <p className="mt-2 text-2xl font-bold">
            ${plan.price}
            <span className="text-base font-normal text-muted-foreground">/mo</span>
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Button disabled>{checkoutButtonLabel(plan)}</Button>
          <Button asChild variant="outline">
            <Link to="/#pricing">Compare plans</Link>
          </Button>
        </CardContent>
      </Card>
    </SimplePage>
  );
}
