import type { WidgetInstallView } from '../../../domain/contracts/widget-install.contract';
import { WORKSPACE_KEY_PATTERN } from '../../../domain/widget-key';
import { type FrameRequestHeaders, framingHost, sightingToRecord } from '../../../domain/widget-sighting';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import type { RateRule } from '../rate-limit';
import { findSightingTarget, findWidgetInstall, recordSighting } from './widget-install.repository';

/**
 * Sightings an address may record: a visitor opens a chat or two; a script forging frame
 * requests (which could only ever claim an allowed domain anyway) writes nothing after these.
 */
export const WIDGET_SIGHTING_RATE_LIMIT: RateRule = {
  name: 'widget.sighting',
  limit: 20,
  windowSeconds: 600,
};

/** Our own hosts: the site's demos frame the chat too, and that is no sign of an installation. */
function ownHosts(env: AppDeps['env']): string[] {
  const hosts = [env.publicUrl, env.dashboardUrl, ...env.TRUSTED_ORIGINS].flatMap((origin) => {
    try {
      return [new URL(origin).hostname.toLowerCase()];
    } catch {
      return [];
    }
  });
  return [...new Set(hosts)];
}

/**
 * Records that the chat frame of the workspace with `publicKey` was opened on one of its allowed
 * domains (widget-sighting.ts). Returns the recorded host, or null when nothing was written.
 */
export async function recordWidgetSighting(
  deps: Pick<AppDeps, 'db' | 'clock' | 'env' | 'rateLimiter'>,
  options: { publicKey: string | undefined; headers: FrameRequestHeaders; clientAddress: string },
): Promise<string | null> {
  if (!options.publicKey || !WORKSPACE_KEY_PATTERN.test(options.publicKey)) return null;
  const host = framingHost(options.headers);
  if (!host) return null;
  const target = await findSightingTarget(deps.db, options.publicKey);
  if (!target) return null;
  const now = deps.clock();
  const recorded = sightingToRecord({
    host,
    allowedDomains: target.allowedDomains,
    ownHosts: ownHosts(deps.env),
    last: target.last,
    now,
  });
  if (!recorded) return null;
  const { allowed } = await deps.rateLimiter.hit(WIDGET_SIGHTING_RATE_LIMIT, `ip:${options.clientAddress}`);
  if (!allowed) return null;
  await recordSighting(deps.db, { workspaceId: target.id, host: recorded, at: now });
  return recorded;
}

export async function getWidgetInstall(
  deps: Pick<AppDeps, 'db'>,
  workspaceId: string,
): Promise<WidgetInstallView> {
  const row = await findWidgetInstall(deps.db, workspaceId);
  if (!row) throw new AppError('NOT_FOUND', 'Workspace not found');
  const { sighting } = row;
  return {
    ...row,
    sighting: sighting && {
      firstSeenAt: sighting.firstSeenAt.toISOString(),
      lastSeenAt: sighting.lastSeenAt.toISOString(),
      lastSeenHost: sighting.lastSeenHost,
    },
  };
}
