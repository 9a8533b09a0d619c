import { z } from 'zod';
import { PLAN_IDS } from '../plans';
import type { SendAutomationEmailResponse } from './automations.contract';
import type { AiChatResponse } from './chat.contract';
import { type CreateChatQuoteResponse, chatQuoteSchema } from './chat-quote.contract';
import { type CheckoutUrlResponse, PAYMENT_STATUSES, type VerifyPaymentResponse } from './payments.contract';
import type { CreateAgentPreviewResponse, GenerateAgentPreviewResponse } from './previews.contract';
import type { CreateQuoteWithCustomerResponse, SubmitReviewResponse } from './quotes.contract';
import type { SendQuoteEmailResponse } from './send-quote-email.contract';

// The answers of the named functions, as schemas for the API documentation (FunctionDefinition's
// `output`; the router does not parse answers with them). Each must produce its feature's
// response type (`satisfies`), so the documentation cannot promise a field the type lacks.

export const aiChatOutputSchema = z.object({
  message: z.string().meta({ description: "The agent's reply." }),
  requiresApproval: z.boolean().meta({ description: 'The reply waits for a person to approve it.' }),
  conversationId: z.uuid(),
  customerId: z.uuid(),
  conversationToken: z.string().meta({ description: 'Send it with the next turn of this conversation.' }),
  handedOff: z.boolean().meta({ description: 'A person has taken over; the agent no longer answers.' }),
  engine: z.enum(['builtin', 'llm', 'none']),
  quote: chatQuoteSchema
    .nullish()
    .meta({ description: 'The quote the agent priced in this turn: line items, size, material, total.' }),
}) satisfies z.ZodType<AiChatResponse>;

export const createChatQuoteOutputSchema = z.object({
  quote_id: z.uuid(),
  quote_number: z.string(),
}) satisfies z.ZodType<CreateChatQuoteResponse>;

export const approveAnswerOutputSchema = z.object({
  message: z.string(),
  status: z.enum(['sent', 'rejected']),
}) satisfies z.ZodType<{ message: string; status: 'sent' | 'rejected' }>;

export const checkoutUrlOutputSchema = z.object({
  url: z.string().meta({ description: 'Send the browser here to pay.' }),
}) satisfies z.ZodType<CheckoutUrlResponse>;

export const verifyPaymentOutputSchema = z.object({
  payment_status: z.enum(PAYMENT_STATUSES),
  kind: z.enum(['subscription', 'quote']),
  quote_id: z.uuid().nullable(),
  quote_number: z.string().nullable(),
  plan_id: z.enum(PLAN_IDS).nullable(),
  amount: z.string().meta({ description: 'Decimal, e.g. "3456.00".' }),
  currency: z.string(),
  receipt_url: z.string().nullable().meta({ description: 'Printable receipt, once paid.' }),
  email: z
    .string()
    .nullable()
    .meta({ description: "A plan's buyer, where the e-mail that sets the password goes." }),
  business_name: z.string().nullable().meta({ description: 'The business a plan was bought for.' }),
  duplicate: z.boolean().meta({
    description: 'True when this quote was already paid through another checkout: this payment is refunded.',
  }),
  seller: z
    .object({ name: z.string(), site_url: z.string().nullable() })
    .nullable()
    .meta({ description: 'The business a quote was paid to, and its own site; null for a plan.' }),
}) satisfies z.ZodType<VerifyPaymentResponse>;

export const successOutputSchema = z.object({ success: z.literal(true) }) satisfies z.ZodType<
  SendAutomationEmailResponse & { success: true }
>;

export const sendQuoteEmailOutputSchema = z.object({
  success: z.literal(true),
  quote_number: z.string(),
}) satisfies z.ZodType<SendQuoteEmailResponse>;

export const submitReviewOutputSchema = z.object({ id: z.uuid() }) satisfies z.ZodType<SubmitReviewResponse>;

export const createQuoteWithCustomerOutputSchema = z.object({
  quote_id: z.uuid(),
  quote_number: z.string(),
  customer_id: z.uuid(),
}) satisfies z.ZodType<CreateQuoteWithCustomerResponse>;

export const createAgentPreviewOutputSchema = z.object({
  id: z.uuid(),
  status: z.literal('pending'),
}) satisfies z.ZodType<CreateAgentPreviewResponse>;

export const emptyOutputSchema = z.object({}) satisfies z.ZodType<Record<string, never>>;

export const generateAgentPreviewOutputSchema = z.object({
  customerInquiry: z.string(),
  generatedResponse: z.string(),
  widgetUrl: z.string().optional().meta({ description: "The preview agent's chat, to show in a frame." }),
}) satisfies z.ZodType<GenerateAgentPreviewResponse>;
