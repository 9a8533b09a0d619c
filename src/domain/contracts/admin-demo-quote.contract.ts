import { z } from 'zod';
import { defineRoute } from './route-contract';

/** The admin Quote Widget page's "Generate Demo Quote": the spec's sample quote, created for real. */
export const createDemoQuoteContract = defineRoute({
  method: 'POST',
  path: '/api/admin/demo-quote',
  summary: "Creates the spec's sample quote (2,220.48) in the demo workspace, for the signed-in admin",
  tag: 'Admin',
  access: 'admin',
  output: z.object({ quote_id: z.uuid(), quote_number: z.string(), customer_id: z.uuid() }),
  status: 201,
});
