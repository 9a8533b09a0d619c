import { HOURS_SAVED_ASSUMPTIONS, hoursSaved } from '../../../domain/automation-impact';
import { AUTOMATION_EMAIL_TYPES, AUTOMATIONS, type AutomationEmailType } from '../../../domain/automations';
import type { AutomationImpact } from '../../../domain/contracts/automation-impact.contract';
import { DASHBOARD_LIMITS } from '../../../domain/dashboard-metrics';
import type { Executor } from '../../db/client';
import {
  countAutomatedWork,
  countTimerEmailsByType,
  listRecentFollowUps,
  readFollowUpOutcomes,
} from './automation-impact.repository';

const DAY_MS = 24 * 3600_000;
const nameOf = (type: AutomationEmailType) => AUTOMATIONS.find((a) => a.type === type)?.name ?? type;
const isEmailType = (value: string | null): value is AutomationEmailType =>
  (AUTOMATION_EMAIL_TYPES as readonly (string | null)[]).includes(value);

/** Smart Automations' figures over the spec's 30-day automation window. */
export async function automationImpact(
  db: Executor,
  options: { workspaceId: string; now: Date },
): Promise<AutomationImpact> {
  const windowDays = DASHBOARD_LIMITS.automationWindowDays;
  const scope = {
    workspaceId: options.workspaceId,
    since: new Date(options.now.getTime() - windowDays * DAY_MS),
  };
  const [byType, outcomes, work, recent] = await Promise.all([
    countTimerEmailsByType(db, scope),
    readFollowUpOutcomes(db, scope),
    countAutomatedWork(db, scope),
    listRecentFollowUps(db, { workspaceId: options.workspaceId, limit: DASHBOARD_LIMITS.recentEmails }),
  ]);
  const sentByType = AUTOMATIONS.map(({ type, name }) => ({
    type,
    name,
    sent: byType.find((row) => row.emailType === type)?.sent ?? 0,
  }));
  const emailsSent = sentByType.reduce((sum, row) => sum + row.sent, 0);
  return {
    windowDays,
    emailsSent,
    sentByType,
    ...outcomes,
    ...work,
    hoursSaved: hoursSaved({ followUpEmails: emailsSent, ...work }),
    assumptions: { ...HOURS_SAVED_ASSUMPTIONS },
    recentEmails: recent.flatMap((row) =>
      isEmailType(row.email_type)
        ? [
            {
              id: row.id,
              type: row.email_type,
              name: nameOf(row.email_type),
              to: row.to,
              sentAt: new Date(row.created_at).toISOString(),
            },
          ]
        : [],
    ),
  };
}
