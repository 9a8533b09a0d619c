import { analyticsReportContract } from '../../../domain/contracts/analytics.contract';
import { route } from '../../http/contract-routes';
import { getAnalyticsReport } from './analytics-report.service';

export const analyticsRoutes = [
  route(analyticsReportContract, ({ deps, params, query }) =>
    getAnalyticsReport(deps, { workspaceId: params.workspaceId, days: query.days }),
  ),
];
