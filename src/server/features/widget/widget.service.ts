import { greetingOf } from '../../../domain/agent-setup';
import { BRANDS } from '../../../domain/brands';
import { chosenColor } from '../../../domain/business-identity';
import { WELCOME_MESSAGES } from '../../../domain/chat';
import {
  WIDGET_CONFIG_MESSAGES,
  WIDGET_REVIEW_QUOTES,
  type WidgetConfig,
  type WidgetConfigQuery,
  type WidgetLauncher,
  type WidgetLauncherQuery,
} from '../../../domain/contracts/widget.contract';
import { WORKSPACE_KEY_PATTERN } from '../../../domain/widget-key';
import { DEFAULT_WIDGET_POSITION } from '../../../domain/widget-position';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { assertAgentsMayRun } from '../billing';
import { findWidgetReviews } from '../reviews';
import { frameAncestorSources, NO_FRAME_ANCESTORS } from './frame-ancestors';
import { findAllowedDomains, findLauncherLook, findWidgetWorkspace } from './widget.repository';

/** What the widget's chat frame shows for a workspace's public key. */
export async function getWidgetConfig(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  query: WidgetConfigQuery,
): Promise<WidgetConfig> {
  // A paused plan shows its "not available" in the frame before the visitor types anything.
  await assertAgentsMayRun(deps, query.workspace);
  const workspace = await findWidgetWorkspace(deps.db, {
    publicKey: query.workspace,
    agentType: query.agent,
  });
  if (!workspace) throw new AppError('NOT_FOUND', WIDGET_CONFIG_MESSAGES.unknownWorkspace);
  if (!workspace.agent) throw new AppError('NOT_FOUND', WIDGET_CONFIG_MESSAGES.noAgent);
  const { agentName, agentType, welcomeMessage, answersChecked } = workspace.agent;
  const brand = BRANDS[workspace.brandKey] ?? BRANDS.default;
  return {
    agentName,
    agentType,
    welcomeMessage: greetingOf(welcomeMessage, WELCOME_MESSAGES[agentType]),
    // The owner's colour from onboarding's branding, else the brand's.
    brand: {
      key: brand.key,
      name: brand.name,
      color: chosenColor(workspace.isPlatformDemo, workspace.primaryColor) ?? brand.colors.primary,
    },
    reviews: await findWidgetReviews(deps.db, { publicKey: query.workspace, quotes: WIDGET_REVIEW_QUOTES }),
    answersChecked,
  };
}

/**
 * The launcher's colour: the one the owner chose, as the chat frame shows it; null when they
 * chose none (the brand's colour is the frame's then, and the tag's data-color stays the launcher's).
 * Its side: the owner's choice, bottom right until they make one.
 */
export async function getWidgetLauncher(
  deps: Pick<AppDeps, 'db'>,
  query: WidgetLauncherQuery,
): Promise<WidgetLauncher> {
  const workspace = await findLauncherLook(deps.db, query.workspace);
  if (!workspace) throw new AppError('NOT_FOUND', WIDGET_CONFIG_MESSAGES.unknownWorkspace);
  return {
    color: chosenColor(workspace.isPlatformDemo, workspace.primaryColor),
    position: workspace.position === 'bottom-left' ? 'bottom-left' : DEFAULT_WIDGET_POSITION,
  };
}

/** The frame-ancestors sources for the chat page of the workspace with this key (if any). */
export async function embedFrameAncestors(
  deps: Pick<AppDeps, 'db'>,
  workspaceKey: string | undefined,
): Promise<readonly string[]> {
  if (!workspaceKey || !WORKSPACE_KEY_PATTERN.test(workspaceKey)) return NO_FRAME_ANCESTORS;
  const domains = await findAllowedDomains(deps.db, workspaceKey);
  return domains ? frameAncestorSources(domains) : NO_FRAME_ANCESTORS;
}
