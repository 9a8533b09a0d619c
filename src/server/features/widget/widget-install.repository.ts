import { and, eq, ne, sql } from 'drizzle-orm';
import { chosenColor } from '../../../domain/business-identity';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema/agents';
import { workspaces } from '../../db/schema/workspaces';
import { brandingColor } from './widget.repository';

const sightingColumns = {
  firstSeenAt: workspaces.widgetFirstSeenAt,
  lastSeenAt: workspaces.widgetLastSeenAt,
  lastSeenHost: workspaces.widgetLastSeenHost,
};

type SightingColumns = { firstSeenAt: Date | null; lastSeenAt: Date | null; lastSeenHost: string | null };

function sightingOf(row: SightingColumns) {
  return row.firstSeenAt && row.lastSeenAt && row.lastSeenHost
    ? { firstSeenAt: row.firstSeenAt, lastSeenAt: row.lastSeenAt, lastSeenHost: row.lastSeenHost }
    : null;
}

/** The workspace a chat frame's key names, with its allowed domains and the last sighting. */
export async function findSightingTarget(db: Executor, publicKey: string) {
  const rows = await db
    .select({ id: workspaces.id, allowedDomains: workspaces.allowedDomains, ...sightingColumns })
    .from(workspaces)
    .where(eq(workspaces.publicKey, publicKey))
    .limit(1);
  const row = rows[0];
  return row ? { id: row.id, allowedDomains: row.allowedDomains, last: sightingOf(row) } : null;
}

/** One statement: the first sighting is kept, the last one replaced. */
export async function recordSighting(db: Executor, options: { workspaceId: string; host: string; at: Date }) {
  await db
    .update(workspaces)
    .set({
      widgetFirstSeenAt: sql`coalesce(${workspaces.widgetFirstSeenAt}, ${options.at.toISOString()}::timestamptz)`,
      widgetLastSeenAt: options.at,
      widgetLastSeenHost: options.host,
    })
    .where(eq(workspaces.id, options.workspaceId));
}

/** What the install page shows for a workspace; null when there is no such workspace. */
export async function findWidgetInstall(db: Executor, workspaceId: string) {
  const rows = await db
    .select({
      publicKey: workspaces.publicKey,
      allowedDomains: workspaces.allowedDomains,
      isPlatformDemo: workspaces.isPlatformDemo,
      primaryColor: brandingColor,
      hasActiveAgent: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(agents)
        .where(and(eq(agents.workspaceId, workspaces.id), ne(agents.status, 'inactive')))})`,
      ...sightingColumns,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  const row = rows[0];
  return row
    ? {
        publicKey: row.publicKey,
        allowedDomains: row.allowedDomains,
        hasActiveAgent: Boolean(row.hasActiveAgent),
        color: chosenColor(row.isPlatformDemo, row.primaryColor),
        sighting: sightingOf(row),
      }
    : null;
}
