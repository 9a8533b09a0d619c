import { sendAutomationEmailSchema } from '../../../domain/contracts/automations.contract';
import { successOutputSchema } from '../../../domain/contracts/function-outputs';
import { defineFunction } from '../functions';
import type { RateRule } from '../rate-limit';
import { sendAutomationEmail } from './send-automation-email.service';

/** Test sends are a handful a session; the limit keeps a stolen session from mailing at will. */
export const SEND_AUTOMATION_EMAIL_RATE_LIMIT: RateRule = {
  name: 'functions.send-automation-email',
  limit: 20,
  windowSeconds: 600,
};

/** `POST /api/functions/send-automation-email` (signed in): one follow-up e-mail now. */
export const sendAutomationEmailFunction = defineFunction({
  name: 'send-automation-email',
  summary: 'Send one follow-up e-mail now: quote reminder, upsell offer or abandoned chat',
  output: successOutputSchema,
  input: sendAutomationEmailSchema,
  access: 'user',
  rateLimit: SEND_AUTOMATION_EMAIL_RATE_LIMIT,
  handle: (ctx, input) =>
    // access 'user': the router has refused a request without a session.
    sendAutomationEmail(ctx.deps, { viewer: ctx.viewer!, input, requestOrigin: ctx.c.req.header('origin') }),
});
