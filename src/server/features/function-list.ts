import type { z } from 'zod';
import { deployGhlAgentFunction } from './agent-deploy';
import { sendAutomationEmailFunction } from './automations';
import { aiChatFunction, approveAnswerFunction, conversationOfToken, createChatQuoteFunction } from './chat';
import { ghlDiagnosticsFunction, ghlOauthFunction } from './crm';
import { leadsExportFunction } from './dashboard';
import type { FunctionDefinition } from './functions';
import { createPaymentFunction, createSubscriptionFunction, verifyPaymentFunction } from './payments';
import {
  createAgentPreviewFunction,
  generateAgentPreviewFunction,
  sendPreviewEmailFunction,
  websiteScraperFunction,
} from './previews';
import { createQuoteWithCustomerRpc, sendQuoteEmailFunction } from './quotes';
import { submitReviewFunction } from './reviews';

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
