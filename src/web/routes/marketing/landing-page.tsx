import { DeferredHydration } from '../../lib/deferred-hydration';
import { useDocumentMeta } from '../../lib/document-meta';
import { ClosingCtaSection } from './landing/closing-cta-section';
import { FeatureCardsSection } from './landing/feature-cards-section';
import { HeroSection } from './landing/hero-section';
import { HowItWorksSection } from './landing/how-it-works-section';
import { LiveDemoSection } from './landing/live-demo-section';
import { PricingSection } from './landing/pricing-section';
import { ProductTabsSection } from './landing/product-tabs-section';
import { WhiteLabelSection } from './landing/white-label-section';

/** The home page: its sections in the spec's order (the footer comes from the site layout). */
export function LandingPage() {
  useDocumentMeta({
    title: 'AI Sales Agents for Small Businesses',
    description:
      'AI sales agents that answer customers, send instant quotes and payment links, hand over to a human and report analytics, 24/7.',
  });
  // Below the hero, each section hydrates when it comes into view or is used (its id is watched).
  return (
    <>
      <HeroSection />
      <DeferredHydration id="live-demo">
        <LiveDemoSection />
      </DeferredHydration>
      <DeferredHydration id="how-it-works">
        <HowItWorksSection />
      </DeferredHydration>
      <DeferredHydration id="white-label">
        <WhiteLabelSection />
      </DeferredHydration>
      <DeferredHydration id="products">
        <ProductTabsSection />
      </DeferredHydration>
      <DeferredHydration id="features">
        <FeatureCardsSection />
      </DeferredHydration>
      <DeferredHydration id="pricing">
        <PricingSection />
      </DeferredHydration>
      <DeferredHydration id="get-started">
        <ClosingCtaSection />
      </DeferredHydration>
    </>
  );
}
