import { type ReactNode, Suspense } from 'react';
import { useDocumentMeta } from '../../lib/document-meta';
import { ClosingCtaSection } from './landing/closing-cta-section';
import { FeatureCardsSection } from './landing/feature-cards-section';
import { HeroSection } from './landing/hero-section';
import { HowItWorksSection } from './landing/how-it-works-section';
import { LiveDemoSection } from './landing/live-demo-section';
import { PricingSection } from './landing/pricing-section';
import { ProductTabsSection } from './landing/product-tabs-section';
import { WhiteLabelSection } from './landing/white-label-section';

/**
 * Each section is its own Suspense boundary so the browser hydrates them one by one in separate
 * tasks, instead of the whole long page in one task that would block input for a while on a phone.
 */
function Hydrate({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

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
      <Hydrate>
        <LiveDemoSection />
      </Hydrate>
      <Hydrate>
        <HowItWorksSection />
      </Hydrate>
      <Hydrate>
        <WhiteLabelSection />
      </Hydrate>
      <Hydrate>
        <ProductTabsSection />
      </Hydrate>
      <Hydrate>
        <FeatureCardsSection />
      </Hydrate>
      <Hydrate>
        <PricingSection />
      </Hydrate>
      <Hydrate>
        <ClosingCtaSection />
      </Hydrate>
    </>
  );
}
