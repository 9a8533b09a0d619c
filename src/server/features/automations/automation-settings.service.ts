import {
  AUTOMATION_EMAIL_SENT_EVENT,
  AUTOMATION_EMAIL_SKIPPED_EVENT,
  AUTOMATIONS,
  type AutomationDelays,
  type AutomationEmailType,
  automationIsOn,
  automationTrigger,
} from '../../../domain/automations';
import type { AutomationsView } from '../../../domain/contracts/dashboard.contract';
import { DASHBOARD_LIMITS } from '../../../domain/dashboard-metrics';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { workspaceFeatures } from '../workspace-settings';
import { countAutomationEvents, findWorkspaceBrand, setAutomationSwitch } from './automations.repository';

const DAY_MS = 24 * 3600_000;

/**
 * The Campaigns tab: the four automations with the owner's switch of each and the e-mails each
 * sent (and held back) in the spec's 7-day window, counted from the analytics events.
 */
export async function listAutomations(
  db: Executor,
  options: { workspaceId: string; now: Date; delays: AutomationDelays },
): Promise<AutomationsView> {
  const workspace = await findWorkspaceBrand(db, options.workspaceId);
  if (!workspace) throw new AppError('NOT_FOUND', 'Workspace not found');
  const windowDays = DASHBOARD_LIMITS.campaignsWindowDays;
  const counts = await countAutomationEvents(db, {
    workspaceId: options.workspaceId,
    since: new Date(options.now.getTime() - windowDays * DAY_MS),
    eventTypes: [AUTOMATION_EMAIL_SENT_EVENT, AUTOMATION_EMAIL_SKIPPED_EVENT],
  });
  const countOf = (eventType: string, type: AutomationEmailType) =>
    counts.find((row) => row.eventType === eventType && row.emailType === type)?.count ?? 0;
  return {
    windowDays,
    emailSequences: workspaceFeatures(workspace.settings).emailSequences,
    automations: AUTOMATIONS.map((automation) => ({
      ...automation,
      // The delays the timers really wait, not the spec's defaults.
      trigger: automationTrigger(automation.type, options.delays),
      enabled: automationIsOn(workspace.settings.automations, automation.type),
      sent: countOf(AUTOMATION_EMAIL_SENT_EVENT, automation.type),
      skipped: countOf(AUTOMATION_EMAIL_SKIPPED_EVENT, automation.type),
    })),
  };
}

/** Switches one automation on or off; the timers read the switch when they fire. */
export async function switchAutomation(
  db: Executor,
  options: {
    workspaceId: string;
    type: AutomationEmailType;
    enabled: boolean;
    now: Date;
    delays: AutomationDelays;
  },
): Promise<AutomationsView> {
  if (!(await setAutomationSwitch(db, options))) throw new AppError('NOT_FOUND', 'Workspace not found');
  return listAutomations(db, options);
}
