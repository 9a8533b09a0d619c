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
  return (
    <>
      <HeroSection />
      <DeferredHydration order={2}>
        <LiveDemoSection />
      </DeferredHydration>
      <DeferredHydration order={3}>
        <HowItWorksSection />
      </DeferredHydration>
      <DeferredHydration order={4}>
        <WhiteLabelSection />
      </DeferredHydration>
      <DeferredHydration order={5}>
        <ProductTabsSection />
      </DeferredHydration>
      <DeferredHydration order={6}>
        <FeatureCardsSection />
      </DeferredHydration>
      <DeferredHydration order={7}>
        <PricingSection />
      </DeferredHydration>
      <DeferredHydration order={8}>
        <ClosingCtaSection />
      </DeferredHydration>
    </>
  );
}
