import type { AppDeps } from '../app-deps';
import { automationJobHandlers } from '../features/automations';
import { crmJobHandlers } from '../features/crm';
import {
  deliverEmailJob,
  deliverQueuedEmail,
  type MailTransport,
  requeueStrandedEmails,
  sweepJob,
} from '../features/email';
import { inboxJobHandlers } from '../features/inbox';
import { failStalledKnowledgeImports, knowledgeJobHandlers } from '../features/knowledge';
import { paymentJobHandlers } from '../features/payments';
import { deleteExpiredPreviewWorkspaces, PREVIEW_WORKSPACE_DAYS } from '../features/previews';
import { deleteExpiredRateLimits } from '../features/rate-limit';
import { failStalledShopSyncs, shopJobHandlers } from '../features/shop-connection';
import { socialJobHandlers } from '../features/social';
import { handleJob, type JobHandler, type JobRunner } from '../jobs/job-runner';

/**
 * Every job a deployment runs, with its handler. One list, so a test that starts a runner with
 * the deployment's queues (tests/authz-matrix) cannot miss a queue added later: a route that arms
 * a job on a queue its runner never created answers 500.
 */
export function appJobHandlers(
  deps: AppDeps,
  mail: { transport: MailTransport | null; jobs: () => JobRunner },
): JobHandler[] {
  const { db, logger, clock } = deps;
  return [
    handleJob(deliverEmailJob, (p) =>
      deliverQueuedEmail({ db, transport: mail.transport, logger, clock }, p.outboxId),
    ),
    handleJob(sweepJob, async () => {
      await requeueStrandedEmails({ db, jobs: mail.jobs(), clock });
      await deleteExpiredRateLimits(db, { before: new Date(clock().getTime() - 24 * 3600_000) });
      await deleteExpiredPreviewWorkspaces(db, {
        before: new Date(clock().getTime() - PREVIEW_WORKSPACE_DAYS * 24 * 3600_000),
      });
      await failStalledKnowledgeImports({ db, clock });
      await failStalledShopSyncs({ db, clock });
    }),
    ...automationJobHandlers(deps),
    ...paymentJobHandlers(deps),
    ...knowledgeJobHandlers(deps),
    ...crmJobHandlers(deps),
    ...inboxJobHandlers(deps),
    ...socialJobHandlers(deps),
    ...shopJobHandlers(deps),
  ];
}
