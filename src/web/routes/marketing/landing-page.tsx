import { useDocumentMeta } from '../../lib/document-meta';
import { HydrateOnView } from '../../lib/hydrate-on-view';
import { ClosingCtaSection } from './landing/closing-cta-section';
import { FeatureCardsSection } from './landing/feature-cards-section';
import { HeroSection } from './landing/hero-section';
import { HowItWorksSection } from './landing/how-it-works-section';
import { LiveDemoSection } from './landing/live-demo-section';
import { PricingSection } from './landing/pricing-section';
import { ProductTabsSection } from './landing/product-tabs-section';
import { WhiteLabelSection } from './landing/white-label-section';

/**
 * The home page: its sections in the spec's order (the footer comes from the site layout). Those
 * below the hero hydrate when they come near the viewport or are used (decision record 044).
 */
export function LandingPage() {
  useDocumentMeta({
    title: 'AI Sales Agents for Small Businesses',
    description:
      'AI sales agents that answer customers, send instant quotes and payment links, hand over to a human and report analytics, 24/7.',
  });
  return (
    <>
      <HeroSection />
      <HydrateOnView id="live-demo">
        <LiveDemoSection />
      </HydrateOnView>
      <HydrateOnView id="how-it-works">
        <HowItWorksSection />
      </HydrateOnView>
      <HydrateOnView id="white-label">
        <WhiteLabelSection />
      </HydrateOnView>
      <HydrateOnView id="products">
        <ProductTabsSection />
      </HydrateOnView>
      <HydrateOnView id="features">
        <FeatureCardsSection />
      </HydrateOnView>
      <HydrateOnView id="pricing">
        <PricingSection />
      </HydrateOnView>
      <HydrateOnView id="get-started">
        <ClosingCtaSection />
      </HydrateOnView>
    </>
  );
}
