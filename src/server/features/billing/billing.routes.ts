import { billingSummaryContract } from '../../../domain/contracts/billing.contract';
import { route } from '../../http/contract-routes';
import { getBillingSummary } from './billing.service';

/** The dashboard's billing card: plan, status, days left, what to do. */
export const billingRoutes = [
  route(billingSummaryContract, ({ deps, params }) =>
    getBillingSummary(deps.db, { workspaceId: params.workspaceId, now: deps.clock() }),
  ),
];
