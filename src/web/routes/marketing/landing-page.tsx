import { useDocumentMeta } from '../../lib/document-meta';
import { HeroSection } from './landing/hero-section';
import {
  ClosingCtaSection,
  FeatureCardsSection,
  HowItWorksSection,
  LiveDemoSection,
  ProductTabsSection,
  WhiteLabelSection,
} from './landing/landing-sections';
import { PricingSection } from './landing/pricing-section';

export function LandingPage() {
  useDocumentMeta({
    title: 'AI Sales Agents for Small Businesses',
    description:
      'AI sales agents that answer customers, send instant quotes and payment links, and report analytics, 24/7.',
  });
  return (
    <>
      <HeroSection />
      <LiveDemoSection />
      <HowItWorksSection />
      <WhiteLabelSection />
      <ProductTabsSection />
      <FeatureCardsSection />
      <PricingSection />
      <ClosingCtaSection />
    </>
  );
}
