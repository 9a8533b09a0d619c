import { randomUUID } from 'node:crypto';
import type {
  agentPreviews,
  agents,
  analytics,
  answerApprovals,
  conversations,
  customers,
  knowledgeBase,
  messages,
  quotes,
  reviews,
  userProfiles,
  workspaces,
} from '../schema/index';

/**
 * Builders of valid insert values, shared by the demo seed and the tests. Each returns a complete
 * row (with an id, so related rows can be built before inserting) whose fields can be overridden;
 * the foreign keys a row cannot exist without are required arguments.
 */

export type NewWorkspace = typeof workspaces.$inferInsert;
export type NewAgent = typeof agents.$inferInsert;
export type NewCustomer = typeof customers.$inferInsert;
export type NewConversation = typeof conversations.$inferInsert;
export type NewMessage = typeof messages.$inferInsert;
export type NewQuote = typeof quotes.$inferInsert;
export type NewReview = typeof reviews.$inferInsert;
export type NewKnowledgeItem = typeof knowledgeBase.$inferInsert;
export type NewAnswerApproval = typeof answerApprovals.$inferInsert;
export type NewAnalyticsEvent = typeof analytics.$inferInsert;
export type NewAgentPreview = typeof agentPreviews.$inferInsert;
export type NewUserProfile = typeof userProfiles.$inferInsert;

type With<T, K extends keyof T> = Partial<T> & Required<Pick<T, K>>;

let sequence = 0;
/** Unique within a process, so built slugs, e-mails and quote numbers never collide in a test run. */
function next(): string {
  sequence += 1;
  return `${sequence}-${randomUUID().slice(0, 8)}`;
}

export function buildWorkspace(overrides: Partial<NewWorkspace> = {}): NewWorkspace {
  const n = next();
  return {
    id: randomUUID(),
    name: `Test Workspace ${n}`,
    slug: `test-workspace-${n}`,
    brandKey: 'default',
    allowedDomains: [],
    tone: 'professional',
    settings: {},
    isPlatformDemo: false,
    ...overrides,
  };
}

export function buildAgent(values: With<NewAgent, 'workspaceId'>): NewAgent {
  return {
    id: randomUUID(),
    agentName: 'QuoteAgent',
    agentType: 'quote',
    status: 'active',
    operationMode: 'live',
    requireApproval: false,
    ...values,
  };
}

export function buildCustomer(values: With<NewCustomer, 'workspaceId'>): NewCustomer {
  return {
    id: randomUUID(),
    name: 'Test Customer',
    email: `customer-${next()}@example.com`,
    source: 'website',
    metadata: {},
    ...values,
  };
}

export function buildConversation(values: With<NewConversation, 'workspaceId'>): NewConversation {
  return {
    id: randomUUID(),
    platform: 'website',
    status: 'active',
    ...values,
  };
}

export function buildMessage(values: With<NewMessage, 'workspaceId' | 'conversationId'>): NewMessage {
  return {
    id: randomUUID(),
    sender: 'user',
    content: 'How much does a full van wrap cost?',
    metadata: { agent_type: 'general', validated: true },
    ...values,
  };
}

/** Defaults are the spec's demo quote: 150 sq ft of premium vinyl, 2800 + 400 setup, 8 % tax = 3456. */
export function buildQuote(values: With<NewQuote, 'workspaceId' | 'customerId'>): NewQuote {
  return {
    id: randomUUID(),
    quoteNumber: `Q-TEST-${next()}`,
    status: 'pending',
    description: 'Full vehicle wrap, premium vinyl',
    projectType: 'vehicle-wrap',
    material: 'premium-vinyl',
    quantity: 1,
    squareFootage: '150.00',
    materialCost: '2800.00',
    setupFee: '400.00',
    subtotal: '3200.00',
    taxAmount: '256.00',
    totalAmount: '3456.00',
    lineItems: [
      { id: 'material', label: 'Premium vinyl, 150 sq ft', amount: '2800.00', quantity: 1 },
      { id: 'setup-fee', label: 'Setup fee', amount: '400.00', quantity: 1 },
    ],
    ...values,
  };
}

export function buildReview(values: With<NewReview, 'workspaceId'>): NewReview {
  return {
    id: randomUUID(),
    rating: 5,
    comment: 'Great work, on time and on budget.',
    platform: 'website',
    isApproved: false,
    ...values,
  };
}

export function buildKnowledgeItem(values: With<NewKnowledgeItem, 'workspaceId'>): NewKnowledgeItem {
  return {
    id: randomUUID(),
    title: 'Opening hours',
    content: 'We are open Monday to Friday, 8am to 6pm.',
    category: 'general',
    tags: [],
    source: 'manual',
    ...values,
  };
}

export function buildAnswerApproval(
  values: With<NewAnswerApproval, 'workspaceId' | 'conversationId'>,
): NewAnswerApproval {
  return {
    id: randomUUID(),
    status: 'pending',
    draftContent: 'Thanks for asking! A full wrap in premium vinyl comes to $3,456.00 including tax.',
    ...values,
  };
}

export function buildAnalyticsEvent(values: With<NewAnalyticsEvent, 'eventType'>): NewAnalyticsEvent {
  return { id: randomUUID(), data: {}, ...values };
}

export function buildAgentPreview(values: Partial<NewAgentPreview> = {}): NewAgentPreview {
  return {
    id: randomUUID(),
    websiteUrl: 'https://shop.example.com',
    tonePreference: 'professional',
    businessFacts: {},
    strictPreviewMode: true,
    status: 'pending',
    ...values,
  };
}

export function buildUserProfile(values: With<NewUserProfile, 'userId'>): NewUserProfile {
  return {
    id: randomUUID(),
    onboardingStep: 0,
    onboardingCompleted: false,
    metadata: {},
    ...values,
  };
}
