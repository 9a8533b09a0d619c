import type { z } from 'zod';
import { sendAutomationEmailFunction } from '../automations/automations.functions';
import { aiChatFunction, approveAnswerFunction } from '../chat/chat.functions';
import {
  createPaymentFunction,
  createSubscriptionFunction,
  verifyPaymentFunction,
} from '../payments/payments.functions';
import {
  createAgentPreviewFunction,
  generateAgentPreviewFunction,
  sendPreviewEmailFunction,
  websiteScraperFunction,
} from '../previews/previews.functions';
import { createQuoteWithCustomerRpc } from '../quotes/quotes.functions';
import { sendQuoteEmailFunction } from '../quotes/send-quote-email.functions';
import { submitReviewFunction } from '../reviews/reviews.functions';
import type { FunctionDefinition } from './function-registry';

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
  sendQuoteEmailFunction,
  sendAutomationEmailFunction,
  createAgentPreviewFunction,
  websiteScraperFunction,
  generateAgentPreviewFunction,
  sendPreviewEmailFunction,
];
export const RPCS: FunctionDefinition<z.ZodType>[] = [createQuoteWithCustomerRpc];
