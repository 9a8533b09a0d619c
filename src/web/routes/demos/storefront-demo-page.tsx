import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { planById } from '../../../domain/plans';
import { Button } from '../../components/ui/button';
import { InstantQuoteCard } from '../../features/quote-card/instant-quote-card';
import { StepwiseQuoteChat } from '../../features/stepwise-quote/stepwise-quote-chat';
import { useDocumentMeta } from '../../lib/document-meta';
import { ScriptedChat } from './storefront/scripted-chat';
import { StorefrontDemoHeader } from './storefront/storefront-demo-header';

const QUOTE_PLAN = planById('quoteagent')!;

/** The QuoteAgent demo: a scripted conversation, the live quote embed and the stepwise quote chat. */
export function StorefrontDemoPage() {
  useDocumentMeta({
    title: 'QuoteAgent Demo',
    description: 'Try QuoteAgent: instant, exact quotes in your website chat, with payment links.',
  });

  return (
    <>
      <StorefrontDemoHeader />
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-12 sm:px-6 sm:py-16">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">QuoteAgent Demo</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            QuoteAgent turns a website chat into an instant, exact quote with a payment link. Watch a sample
            conversation, price a project yourself, or walk through the quote chat. These are demo quotes:
            nothing is charged unless you complete a payment.
          </p>
        </div>

        <div className="grid items-start gap-8 lg:grid-cols-2">
          <ScriptedChat />
          <InstantQuoteCard />
        </div>

        <div className="grid items-start gap-8 lg:grid-cols-[2fr_1fr]">
          <StepwiseQuoteChat />
          <aside aria-labelledby="storefront-cta-heading" className="rounded-xl border bg-muted/40 p-6">
            <h2 id="storefront-cta-heading" className="text-lg font-semibold">
              Put {QUOTE_PLAN.name} on your website
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">{QUOTE_PLAN.description}</p>
            <p className="mt-4 text-2xl font-bold">
              ${QUOTE_PLAN.price}
              <span className="text-base font-normal text-muted-foreground">/mo</span>
            </p>
            <Button asChild className="mt-4 w-full">
              <Link to={`/checkout/${QUOTE_PLAN.id}`}>
                Get {QUOTE_PLAN.name}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          </aside>
        </div>
      </div>
    </>
  );
}
