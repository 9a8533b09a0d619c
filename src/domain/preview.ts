import type { AgentType } from './agent-types';
import { formatUsd } from './money';
import type { BusinessFacts, BusinessType } from './validation/preview-questionnaire';

/** The preview generator's texts (spec main-site §8: error catalogue, success and progress texts). */
export const PREVIEW_TEXTS = {
  createFailed: 'Failed to create preview record',
  unknownError: 'Unknown error',
  ready: 'Your AI agent preview is ready!',
  emailSent: 'Preview sent to your email!',
  emailFailed: 'Failed to send email, but your preview is still ready!',
  notFound: 'This preview does not exist.',
  notAnalyzed: 'The website has not been analysed yet. Analyse it first, then generate the preview.',
  notReady: 'This preview is not ready yet.',
  websiteMismatch: 'This is not the website of this preview.',
} as const;

/** What the generator shows while each phase runs. */
export const PREVIEW_PROGRESS = {
  creating: 'Analyzing your website...',
  analyzing: 'Analyzing your website content...',
  generating: 'Generating your AI agent response...',
  sendingEmail: 'Sending preview to your email...',
} as const;

const ANALYZE_PREFIX = 'Failed to analyze website: ';
const GENERATE_PREFIX = 'Failed to generate preview: ';

/** 'Failed to analyze website: {message or Unknown error}', never prefixed twice. */
export function analyzeFailedMessage(message: string | undefined): string {
  if (message?.startsWith(ANALYZE_PREFIX)) return message;
  return `${ANALYZE_PREFIX}${message?.trim() || PREVIEW_TEXTS.unknownError}`;
}

/** 'Failed to generate preview: {message or Unknown error}', never prefixed twice. */
export function generateFailedMessage(message: string | undefined): string {
  if (message?.startsWith(GENERATE_PREFIX)) return message;
  return `${GENERATE_PREFIX}${message?.trim() || PREVIEW_TEXTS.unknownError}`;
}

/**
 * The agent a preview demonstrates. The spec leaves it open; these follow what each kind of
 * business sells through chat: shops sell products, local services and consultants quote jobs,
 * agencies answer social messages.
 */
export function previewAgentType(businessType: BusinessType | null | undefined): AgentType {
  switch (businessType) {
    case 'local-service':
    case 'consulting':
      return 'quote';
    case 'agency':
      return 'social';
    default:
      return 'shop';
  }
}

export interface InquirySource {
  offerings: { name: string; price: number | null }[];
  policyKinds: string[];
  openingHours: string[];
}

/**
 * The first question a real customer of this business would likely ask, built from what the site
 * says so the generated answer can be grounded in it: an offering first (a priced one if any),
 * then delivery, then opening hours, else a general question. It never asks for a price outright:
 * agents name prices only through the quote engine, which a preview does not have.
 */
export function firstCustomerInquiry(source: InquirySource): string {
  const offering = source.offerings.find((o) => o.price !== null) ?? source.offerings[0];
  if (offering) return `Hi! I'm interested in ${offering.name}. Can you tell me more, and how do I order?`;
  if (source.policyKinds.includes('shipping'))
    return 'Hi! How long does shipping take, and what does it cost?';
  if (source.openingHours.length > 0) return 'Hi! What are your opening hours, and do I need an appointment?';
  return 'Hi! What do you offer, and how can I get started?';
}

export interface FactsKnowledgeItem {
  title: string;
  content: string;
  category: 'general' | 'pricing' | 'policies';
}

const MINIMUM_ORDER_TEXT = {
  none: 'There is no minimum order.',
  minimum_amount: 'Orders have a minimum amount.',
  custom: 'Minimum orders are agreed case by case.',
} as const;

/** What the visitor told the questionnaire about the business, as knowledge the preview agent answers from. */
export function factsKnowledge(facts: BusinessFacts, businessName: string): FactsKnowledgeItem[] {
  const items: FactsKnowledgeItem[] = [];
  if (facts.orderingFlow?.trim())
    items.push({
      title: `How to order from ${businessName}`,
      content: facts.orderingFlow.trim(),
      category: 'general',
    });
  if (facts.shippingPolicy?.trim())
    items.push({
      title: 'Shipping and delivery',
      content: facts.shippingPolicy.trim(),
      category: 'policies',
    });
  if (facts.minimumOrder)
    items.push({
      title: 'Minimum order',
      content: MINIMUM_ORDER_TEXT[facts.minimumOrder],
      category: 'policies',
    });
  if (facts.pricePerSqFt !== undefined)
    items.push({
      title: 'Pricing per square foot',
      content: `Printing is priced at ${formatUsd(facts.pricePerSqFt)} per square foot.`,
      category: 'pricing',
    });
  return items;
}

/** The plan that sells the agent a preview demonstrates (its Start Free Trial goes to that plan's trial). */
export function previewPlanId(agentType: AgentType): 'shopagent' | 'socialagent' | 'quoteagent' {
  return agentType === 'quote' ? 'quoteagent' : agentType === 'social' ? 'socialagent' : 'shopagent';
}
