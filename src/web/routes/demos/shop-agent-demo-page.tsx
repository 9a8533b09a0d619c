import { Link } from 'react-router';
import { SHOP_DEMO_TIERS } from '../../../domain/plans';
import { SimplePage } from '../../components/site/simple-page';
import { Button } from '../../components/ui/button';

export function ShopAgentDemoPage() {
  return (
    <SimplePage
      title="ShopAgent Demo"
      lead="See how ShopAgent recovers abandoned carts and lifts order value in your online shop. The full interactive walkthrough is on its way; the live agent already answers."
      description="ShopAgent demo: cart recovery, product bundles and order-value uplift for online shops."
    >
      <ul className="mb-8 grid gap-3 sm:grid-cols-3">
        {SHOP_DEMO_TIERS.map((tier) => (
          <li key={tier.id} className="rounded-lg border p-4">
            <p className="font-semibold">{tier.name}</p>
            <p className="text-muted-foreground">${tier.price}/mo</p>
          </li>
        ))}
      </ul>
      <Button asChild>
        <Link to="/shop-agent-demo/live">Try the live demo</Link>
      </Button>
    </SimplePage>
  );
}
