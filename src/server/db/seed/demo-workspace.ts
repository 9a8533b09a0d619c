import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import type { Executor } from '../client';
import { agents, knowledgeBase, workspaces } from '../schema/index';
import { DEMO_AGENT_IDS, DEMO_KNOWLEDGE, DEMO_PRICING, DEMO_WORKSPACE } from './demo-content';
import { buildAgent, buildKnowledgeItem, type NewAgent } from './factories';

/**
 * The platform demo workspace: the home of everything the public site's demos create (quotes,
 * reviews, chats; DESIGN.md §4). It is reference data, created at every start-up in every
 * deployment, together with what the demos need to work: three agents, the pricing the quote
 * engine reads and the knowledge the built-in engine retrieves from. Demo accounts and demo
 * activity (customers, conversations, quotes ...) are added only by seedDemoData (SEED_DEMO).
 */

/**
 * Set to false when the workspace is created and to true by the demo-activity seed, which claims
 * it atomically (see claimDemoActivity). A workspace without the key predates this split, when
 * the workspace was only ever created together with its demo activity, so it counts as seeded.
 */
export const DEMO_ACTIVITY_SETTING = 'demoActivitySeeded';

export function hoursAgo(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * 3_600_000);
}

type DemoAgent = Omit<NewAgent, 'workspaceId' | 'createdAt' | 'updatedAt'> & { id: string };

/** The agents as a fresh installation has them: no activity yet (seedDemoData adds the demo's). */
export const DEMO_AGENTS: readonly DemoAgent[] = [
  {
    id: DEMO_AGENT_IDS.shop,
    agentName: 'ShopAgent',
    agentType: 'shop',
    operationMode: 'live',
    requireApproval: false,
    welcomeMessage:
      "Hi! I'm ShopAgent. Looking for wrap care kits or gift cards? I can help you find the right product.",
  },
  {
    id: DEMO_AGENT_IDS.social,
    agentName: 'SocialAgent',
    agentType: 'social',
    operationMode: 'live',
    requireApproval: false,
    welcomeMessage: 'Hey! Thanks for the message. Ask me anything about wraps, signs or banners.',
  },
  {
    id: DEMO_AGENT_IDS.quote,
    agentName: 'QuoteAgent',
    agentType: 'quote',
    // Quotes are money: the demo shows the approval flow, so replies wait for a person.
    operationMode: 'safe',
    requireApproval: true,
    welcomeMessage:
      "Hi! I'm QuoteAgent. Tell me about your vehicle or sign and I'll put together an instant quote.",
  },
];

/**
 * Creates the demo workspace with its agents, pricing and knowledge unless it exists. Idempotent
 * and safe under concurrent start-ups: the workspace has a fixed id, and its insert with ON
 * CONFLICT DO NOTHING is the gate (a concurrent insert waits for the first one's commit). An
 * existing workspace is left alone, so edits made to its agents, pricing or knowledge survive.
 */
export async function ensureDemoWorkspace(tx: Executor, now: Date): Promise<{ created: boolean }> {
  // Dated back so the demo activity seeded later (days old) never predates its workspace.
  const createdAt = hoursAgo(now, 24 * 30);
  const inserted = await tx
    .insert(workspaces)
    .values({
      ...DEMO_WORKSPACE,
      allowedDomains: [...DEMO_WORKSPACE.allowedDomains],
      tone: 'professional',
      settings: { pricing: structuredClone(DEMO_PRICING), [DEMO_ACTIVITY_SETTING]: false },
      isPlatformDemo: true,
      createdAt,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: workspaces.id });
  if (inserted.length === 0) return { created: false };

  const workspaceId = DEMO_WORKSPACE.id;
  await tx
    .insert(agents)
    .values(
      DEMO_AGENTS.map((agent) => buildAgent({ ...agent, workspaceId, createdAt, updatedAt: createdAt })),
    );
  await tx.insert(knowledgeBase).values(
    DEMO_KNOWLEDGE.map((item, index) =>
      buildKnowledgeItem({
        workspaceId,
        ...item,
        source: 'manual',
        createdAt: hoursAgo(now, 24 * 20 - index),
        updatedAt: hoursAgo(now, 24 * 10 - index),
      }),
    ),
  );
  return { created: true };
}

/**
 * Marks the demo workspace's activity as seeded; true only for the one caller that flips the
 * marker. A concurrent caller's UPDATE waits for the row lock and then re-reads the marker.
 */
export async function claimDemoActivity(tx: Executor, now: Date): Promise<boolean> {
  const rows = await tx
    .update(workspaces)
    .set({
      settings: sql`jsonb_set(${workspaces.settings}, array[${DEMO_ACTIVITY_SETTING}::text], 'true'::jsonb)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(workspaces.id, DEMO_WORKSPACE.id),
        sql`${workspaces.settings} -> ${DEMO_ACTIVITY_SETTING}::text = 'false'::jsonb`,
      ),
    )
    .returning({ id: workspaces.id });
  return rows.length > 0;
}

/**
 * The id of the platform demo workspace, where anonymous calls from the public site belong
 * (quotes, reviews, payments, chats). One place for the lookup; the partial unique index
 * workspaces_platform_demo_key guarantees at most one. Null before the reference seed ran.
 */
export async function findDemoWorkspaceId(db: Executor): Promise<string | null> {
  const rows = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.isPlatformDemo, true))
    .limit(1);
  return rows[0]?.id ?? null;
}

export const DEMO_WORKSPACE_MISSING = 'The demo workspace is not set up yet. Please try again later.';

/** findDemoWorkspaceId for request handlers: a missing workspace is our fault (503), not the user's. */
export async function requireDemoWorkspaceId(db: Executor): Promise<string> {
  const id = await findDemoWorkspaceId(db);
  if (!id) throw new AppError('UNAVAILABLE', DEMO_WORKSPACE_MISSING);
  return id;
}
