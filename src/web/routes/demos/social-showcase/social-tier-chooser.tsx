import { useState } from 'react';
import { Link } from 'react-router';
import { checkoutButtonLabel, type DemoTier, planById, SOCIAL_DEMO_TIERS } from '../../../../domain/plans';
import { CheckList } from '../../../components/site/plan-parts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** Each tier is sold as a catalogue plan (dm is SocialAgent at the same price), with its features. */
const featuresOf = (tier: DemoTier) => planById(tier.planId)?.features ?? [];

export function SocialTierChooser() {
  const [tierId, setTierId] = useState(SOCIAL_DEMO_TIERS[0].id);
  const tier = SOCIAL_DEMO_TIERS.find((t) => t.id === tierId) ?? SOCIAL_DEMO_TIERS[0];

  return (
    <section aria-labelledby="social-tiers-heading" className="rounded-2xl border p-4 sm:p-6">
      <h2 id="social-tiers-heading" className="text-xl font-semibold">
        Choose your tier
      </h2>
      <fieldset className="mt-4">
        <legend className="sr-only">SocialAgent tier</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {SOCIAL_DEMO_TIERS.map((t) => (
            <label
              key={t.id}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring hover:bg-accent',
                t.id === tierId && 'border-primary bg-accent',
              )}
            >
              <input
                type="radio"
                name="social-tier"
                value={t.id}
                checked={t.id === tierId}
                onChange={() => setTierId(t.id)}
                className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-none"
              />
              <span>
                <span className="block font-semibold">{t.name}</span>
                <span className="block">
                  <span className="text-2xl font-bold">${t.price}</span>{' '}
                  <span className="text-sm text-muted-foreground">per month</span>
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        <h3 className="text-sm font-semibold">{tier.name} includes</h3>
        <CheckList items={featuresOf(tier)} className="mt-2" />
      </div>
      <div className="mt-6 flex flex-col gap-2">
        <Button asChild wrap className="w-full text-center">
          <Link to={`/checkout/${tier.planId}`}>{checkoutButtonLabel(tier)}</Link>
        </Button>
        <Button asChild wrap variant="link" className="w-full text-center">
          <Link to={`/start-trial?plan=${tier.planId}`}>
            Start free trial<span className="sr-only"> of {tier.name}</span>
          </Link>
        </Button>
      </div>
    </section>
  );
}
