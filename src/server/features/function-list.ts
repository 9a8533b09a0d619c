import type { z } from 'zod';
import { deployGhlAgentFunction } from './agent-deploy/agent-deploy.public';
import { sendAutomationEmailFunction } from './automations/automations.public';
import {
  aiChatFunction,
  approveAnswerFunction,
  conversationOfToken,
  createChatQuoteFunction,
} from './chat/chat.public';
import { ghlDiagnosticsFunction, ghlOauthFunction } from './crm/crm.public';
import { leadsExportFunction } from './dashboard/dashboard.public';
import type { FunctionDefinition } from './functions/functions.public';
import {
  createPaymentFunction,
  createSubscriptionFunction,
  verifyPaymentFunction,
} from './payments/payments.public';
import {
  createAgentPreviewFunction,
  generateAgentPreviewFunction,
  sendPreviewEmailFunction,
  websiteScraperFunction,
} from './previews/previews.public';
import { createQuoteWithCustomerRpc, sendQuoteEmailFunction } from './quotes/quotes.public';
import { submitReviewFunction } from './reviews/reviews.public';

/**
 * Every backend function and remote procedure the product exposes. Features add their
 * definitions here; the router in functions.routes.ts serves them by name.
 */
export const FUNCTIONS: FunctionDefinition<z.ZodType>[] = [
  aiChatFunction,
  approveAnswerFunction,
  submitReviewFunction,
  createSubscriptionFunction,
  createPaymentFunction,
  verifyPaymentFunction,
  // The chat checks the visitor's conversation token for quotes (quotes do not import the chat).
  sendQuoteEmailFunction(conversationOfToken),
  createChatQuoteFunction,
  sendAutomationEmailFunction,
  createAgentPreviewFunction,
  websiteScraperFunction,
  generateAgentPreviewFunction,
  sendPreviewEmailFunction,
  leadsExportFunction,
  ghlOauthFunction,
  ghlDiagnosticsFunction,
  deployGhlAgentFunction,
];
export const RPCS: FunctionDefinition<z.ZodType>[] = [createQuoteWithCustomerRpc];
