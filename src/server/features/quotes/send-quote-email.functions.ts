import { sendQuoteEmailOutputSchema } from '../../../domain/contracts/function-outputs';
import { sendQuoteEmailSchema } from '../../../domain/contracts/send-quote-email.contract';
import { defineFunction } from '../functions';
import type { RateRule } from '../rate-limit';
import { type ConversationOfToken, sendQuoteEmailForCaller } from './send-quote-email.service';

/** A visitor e-mails themselves a quote or two; more is a script using us to send mail. */
export const SEND_QUOTE_EMAIL_RATE_LIMIT: RateRule = {
  name: 'functions.send-quote-email',
  limit: 10,
  windowSeconds: 600,
};

/**
 * `POST /api/functions/send-quote-email` {quoteId, customerEmail?} (public, see
 * sendQuoteEmailForCaller), given the chat's conversation-token check.
 */
export const sendQuoteEmailFunction = (conversationOfToken: ConversationOfToken) =>
  defineFunction({
    name: 'send-quote-email',
    summary: "E-mail a quote to its customer, in the brand's layout",
    output: sendQuoteEmailOutputSchema,
    input: sendQuoteEmailSchema,
    access: 'public',
    rateLimit: SEND_QUOTE_EMAIL_RATE_LIMIT,
    handle: (ctx, input) =>
      sendQuoteEmailForCaller(ctx.deps, {
        input,
        viewer: ctx.viewer,
        requestOrigin: ctx.c.req.header('origin'),
        conversationOfToken,
      }),
  });
