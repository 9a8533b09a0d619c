import { createDemoQuoteContract } from '../../../domain/contracts/admin-demo-quote.contract';
import { route } from '../../http/contract-routes';
import { createDemoQuote } from './demo-quote.service';

export const demoQuoteRoutes = [
  route(createDemoQuoteContract, ({ deps, viewer }) => createDemoQuote(deps, { adminEmail: viewer.email })),
];
