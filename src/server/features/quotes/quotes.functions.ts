import { z } from 'zod';
import { createQuoteWithCustomerOutputSchema } from '../../../domain/contracts/function-outputs';
import { createQuoteWithCustomerSchema } from '../../../domain/validation/secure-quote';
import { defineFunction } from '../functions';
import type { RateRule } from '../rate-limit';
import { createQuoteWithCustomer } from './quotes.service';

/** A visitor asks for a handful of quotes at most; this stops scripted floods of the demo workspace. */
export const CREATE_QUOTE_RATE_LIMIT: RateRule = {
  name: 'rpc.create_quote_with_customer',
  limit: 20,
  windowSeconds: 600,
};

/** `POST /api/rpc/create_quote_with_customer` (public). */
export const createQuoteWithCustomerRpc = defineFunction({
  name: 'create_quote_with_customer',
  summary: 'Create a quote and its customer (found by e-mail or added) in one transaction',
  documentedInput: createQuoteWithCustomerSchema,
  output: createQuoteWithCustomerOutputSchema,
  // The use case parses the payload (createQuoteWithCustomerSchema) itself, not the router, so a
  // rejected payload is recorded as quote_creation_failed too; the 400 it answers is the same.
  input: z.unknown(),
  access: 'public',
  rateLimit: CREATE_QUOTE_RATE_LIMIT,
  handle: ({ deps }, payload) => createQuoteWithCustomer(deps, { payload }),
});
