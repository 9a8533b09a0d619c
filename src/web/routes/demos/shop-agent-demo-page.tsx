import { CheckIcon, MessageCircleIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useDocumentMeta } from '../../lib/document-meta';
import { ShopDashboardMock } from './shop-demo/shop-dashboard-mock';
import { ShopPlanCards } from './shop-demo/shop-plan-cards';

const HIGHLIGHTS = [
  'Recovers carts with a friendly chat message instead of another e-mail.',
  'Recommends matching products at the right moment.',
  'Hands over to your team when a customer asks for a person.',
];

export function ShopAgentDemoPage() {
  useDocumentMeta({
    title: 'ShopAgent Demo',
    description:
      'See how ShopAgent recovers abandoned carts, suggests bundles and lifts order value in your online shop, then chat with the live agent.',
  });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">ShopAgent Demo</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            ShopAgent plugs into your online shop, answers product questions, wins back abandoned carts and
            suggests bundles that lift your order value, around the clock.
          </p>
          <ul className="mt-6 space-y-2 text-sm">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex gap-2">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/shop-agent-demo/live">
                <MessageCircleIcon aria-hidden="true" />
                Try the live demo
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/roi-calculator">Calculate your ROI</Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            The dashboard shows sample figures for illustration; the live demo is a real conversation with the
            agent.
          </p>
        </div>
        <ShopDashboardMock />
      </div>
      <ShopPlanCards />
    </div>
  );
}
