import { useState } from 'react';
import { Link } from 'react-router';
import { checkoutButtonLabel, planById, SOCIAL_DEMO_TIERS } from '../../../../domain/plans';
import { BrandContactLine } from '../../../components/site/brand-contact-line';
import { CheckList } from '../../../components/site/plan-parts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/**
 * The dm tier is the SocialAgent plan at the same price, so it shares its features and checkout;
 * the manager tier has no checkout of its own and is arranged with sales.
 */
const TIER_FEATURES: Record<string, readonly string[]> = {
  dm: planById('socialagent')?.features ?? [],
  manager: [
    'Everything in DM Agent',
    'Comments and DMs across all your brand accounts',
    'Content calendar and scheduled replies',
    'Advanced analytics and CRM sync',
    'Dedicated account manager',
  ],
};

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
        <CheckList items={TIER_FEATURES[tier.id] ?? []} className="mt-2" />
      </div>
      <div className="mt-6">
        {tier.id === 'dm' ? (
          <Button asChild wrap className="w-full text-center">
            <Link to="/checkout/socialagent">{checkoutButtonLabel(tier)}</Link>
          </Button>
        ) : (
          // Only with a sales address the deployment configured; never a made-up one.
          <BrandContactLine field="email">
            {(email) => (
              <Button asChild wrap className="w-full text-center">
                <a href={`mailto:${email}?subject=${encodeURIComponent(`${tier.name} enquiry`)}`}>
                  Contact sales about {tier.name}
                </a>
              </Button>
            )}
          </BrandContactLine>
        )}
      </div>
    </section>
  );
}
