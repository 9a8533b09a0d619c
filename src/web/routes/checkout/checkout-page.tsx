import { useParams } from 'react-router';
import { planById, resolvePlanId } from '../../../domain/plans';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { useDocumentMeta } from '../../lib/document-meta';
import { HydrateOnView } from '../../lib/hydrate-on-view';
import { CheckoutForm } from './checkout-form';
import { CheckoutPlanSummary } from './checkout-plan-summary';

/**
 * The plan's summary and the details form hydrate each in a task of their own, on view or first
 * use (decision record 054): the page hydrated in one go was one long task on a phone.
 */
export function CheckoutPage() {
  const { planId } = useParams();
  // resolvePlanId only ever returns a known id, so the lookup cannot miss.
  const plan = planById(resolvePlanId(planId))!;
  useDocumentMeta({
    title: `Checkout: ${plan.name}`,
    description: `Start your ${plan.name} subscription: $${plan.price}/mo.`,
  });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Checkout</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        Tell us who the subscription is for; the payment itself happens on the next page.
      </p>
      <div className="mt-8 grid items-start gap-8 md:grid-cols-2">
        <HydrateOnView id="checkout-plan">
          <CheckoutPlanSummary plan={plan} />
        </HydrateOnView>
        {/* Until it is live, the first focus or press inside makes it live before the next key,
            and text typed earlier is taken up (CheckoutForm). */}
        <HydrateOnView id="checkout-details">
          <Card asChild>
            <section id="checkout-details" aria-labelledby="checkout-details-heading">
              <CardHeader>
                <h2 id="checkout-details-heading" className="text-xl font-semibold tracking-tight">
                  Your details
                </h2>
                <CardDescription>Both fields are required.</CardDescription>
              </CardHeader>
              <CardContent>
                {/* Keyed by plan so switching plans in-app starts from a fresh form. */}
                <CheckoutForm key={plan.id} plan={plan} />
              </CardContent>
            </section>
          </Card>
        </HydrateOnView>
      </div>
    </div>
  );
}
