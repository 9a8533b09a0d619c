import { Link } from 'react-router';
import { SOCIAL_DEMO_TIERS } from '../../../domain/plans';
import { SimplePage } from '../../components/site/simple-page';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

export function SocialShowcasePage() {
  return (
    <SimplePage
      title="SocialAgent Showcase"
      lead="SocialAgent answers your customers' direct messages on two social platforms, day and night. The scripted walkthrough is coming soon; the live agent is ready."
      description="SocialAgent showcase: AI answers for your social direct messages."
    >
      <Badge variant="outline" className="mb-6">
        Demo Mode
      </Badge>
      <ul className="mb-8 grid gap-3 sm:grid-cols-2">
        {SOCIAL_DEMO_TIERS.map((tier) => (
          <li key={tier.id} className="rounded-lg border p-4">
            <p className="font-semibold">{tier.name}</p>
            <p className="text-muted-foreground">${tier.price}/mo</p>
          </li>
        ))}
      </ul>
      <Button asChild>
        <Link to="/agent-demo-social/live">Try the live demo</Link>
      </Button>
    </SimplePage>
  );
}
