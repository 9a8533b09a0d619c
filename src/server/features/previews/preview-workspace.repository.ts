import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, like, lt, or, type SQL } from 'drizzle-orm';
import type { AgentType } from '../../../domain/agent-types';
import { WELCOME_MESSAGES } from '../../../domain/chat';
import { KNOWLEDGE_CATEGORIES, type KnowledgeCategory } from '../../../domain/validation/knowledge';
import type { Tone } from '../../../domain/validation/preview-questionnaire';
import type { Executor } from '../../db/client';
import { agentPreviews } from '../../db/schema/agent-previews';
import { agents } from '../../db/schema/agents';
import { knowledgeBase } from '../../db/schema/knowledge-base';
import { workspaces } from '../../db/schema/workspaces';

export interface PreviewWorkspace {
  id: string;
  publicKey: string;
}

const asCategory = (value: string): KnowledgeCategory =>
  (KNOWLEDGE_CATEGORIES as readonly string[]).includes(value) ? (value as KnowledgeCategory) : 'general';

/**
 * The preview's own temporary workspace: one agent and the knowledge learnt from the site. The
 * embedded chat reaches it by its public key; it is framed only by our own site ('self'), so no
 * allowed domains.
 */
export async function insertPreviewWorkspace(
  tx: Executor,
  options: {
    name: string;
    tone: Tone;
    agentType: AgentType;
    knowledge: { title: string; content: string; category: string }[];
    at: Date;
  },
): Promise<PreviewWorkspace> {
  const suffix = randomBytes(6).toString('hex');
  const [workspace] = await tx
    .insert(workspaces)
    .values({
      name: options.name,
      slug: `preview-${suffix}`,
      publicKey: `pk_preview_${randomBytes(12).toString('hex')}`,
      tone: options.tone,
      createdAt: options.at,
      updatedAt: options.at,
    })
    .returning({ id: workspaces.id, publicKey: workspaces.publicKey });
  await tx.insert(agents).values({
    workspaceId: workspace!.id,
    agentName: `${options.name} assistant`,
    agentType: options.agentType,
    welcomeMessage: WELCOME_MESSAGES[options.agentType],
    createdAt: options.at,
    updatedAt: options.at,
  });
  if (options.knowledge.length > 0) {
    await tx.insert(knowledgeBase).values(
      options.knowledge.map((item) => ({
        workspaceId: workspace!.id,
        title: item.title,
        content: item.content,
        category: asCategory(item.category),
        source: 'preview' as const,
        createdAt: options.at,
        updatedAt: options.at,
      })),
    );
  }
  return workspace!;
}

export async function findPreviewWorkspace(tx: Executor, id: string): Promise<PreviewWorkspace | null> {
  const rows = await tx
    .select({ id: workspaces.id, publicKey: workspaces.publicKey })
    .from(workspaces)
    .where(eq(workspaces.id, id));
  return rows[0] ?? null;
}

type AdoptablePreview = { id: string; workspaceId: string; tone: Tone };

/**
 * The newest preview that `which` picks among those adoption may take: ready, with its agent, and
 * adopted by no workspace yet.
 */
async function findAdoptablePreview(tx: Executor, which: SQL | undefined): Promise<AdoptablePreview | null> {
  const rows = await tx
    .select({
      id: agentPreviews.id,
      workspaceId: agentPreviews.workspaceId,
      tone: agentPreviews.tonePreference,
    })
    .from(agentPreviews)
    .where(
      and(
        which,
        eq(agentPreviews.status, 'ready'),
        isNotNull(agentPreviews.workspaceId),
        isNull(agentPreviews.adoptedWorkspaceId),
      ),
    )
    .orderBy(desc(agentPreviews.createdAt))
    .limit(1);
  const row = rows[0];
  return row?.workspaceId ? { id: row.id, workspaceId: row.workspaceId, tone: row.tone } : null;
}

/** The newest adoptable preview made for this address (the spec reads the latest preview). */
export function findLatestAdoptablePreviewOfEmail(
  tx: Executor,
  email: string,
): Promise<AdoptablePreview | null> {
  return findAdoptablePreview(tx, eq(agentPreviews.email, email.trim().toLowerCase()));
}

/** The adoptable preview a trial of this workspace carried from its result page, if any. */
export function findAdoptablePreviewClaimedBy(
  tx: Executor,
  workspaceId: string,
): Promise<AdoptablePreview | null> {
  return findAdoptablePreview(tx, eq(agentPreviews.claimedWorkspaceId, workspaceId));
}

/**
 * One named preview (deploy-ghl-agent's previewId), when it is adoptable and this owner's: made
 * with their address or carried into this workspace's trial (as adoption picks one).
 */
export function findAdoptablePreviewById(
  tx: Executor,
  options: { previewId: string; email: string; workspaceId: string },
): Promise<AdoptablePreview | null> {
  return findAdoptablePreview(
    tx,
    and(
      eq(agentPreviews.id, options.previewId),
      or(
        eq(agentPreviews.email, options.email.trim().toLowerCase()),
        eq(agentPreviews.claimedWorkspaceId, options.workspaceId),
      ),
    ),
  );
}

/**
 * Marks a preview as carried into a workspace's trial; the first claim stands (a preview goes to
 * one workspace). False for an unknown preview, or one claimed or adopted before.
 */
export async function claimPreview(
  tx: Executor,
  options: { previewId: string; workspaceId: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(agentPreviews)
    .set({ claimedWorkspaceId: options.workspaceId, updatedAt: options.at })
    .where(
      and(
        eq(agentPreviews.id, options.previewId),
        isNull(agentPreviews.claimedWorkspaceId),
        isNull(agentPreviews.adoptedWorkspaceId),
      ),
    )
    .returning({ id: agentPreviews.id });
  return rows.length > 0;
}

export async function workspaceHasAdoptedPreview(tx: Executor, workspaceId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: agentPreviews.id })
    .from(agentPreviews)
    .where(eq(agentPreviews.adoptedWorkspaceId, workspaceId))
    .limit(1);
  return rows.length > 0;
}

export async function markPreviewAdopted(
  tx: Executor,
  options: { previewId: string; workspaceId: string; at: Date },
): Promise<void> {
  await tx
    .update(agentPreviews)
    .set({ adoptedWorkspaceId: options.workspaceId, updatedAt: options.at })
    .where(eq(agentPreviews.id, options.previewId));
}

/** Copies one workspace's knowledge into another (as learnt from the website) and its tone. */
export async function copyPreviewKnowledge(
  tx: Executor,
  options: { fromWorkspaceId: string; toWorkspaceId: string; tone: Tone; at: Date },
): Promise<number> {
  const items = await tx
    .select({ title: knowledgeBase.title, content: knowledgeBase.content, category: knowledgeBase.category })
    .from(knowledgeBase)
    .where(eq(knowledgeBase.workspaceId, options.fromWorkspaceId));
  if (items.length > 0) {
    await tx.insert(knowledgeBase).values(
      items.map((item) => ({
        ...item,
        workspaceId: options.toWorkspaceId,
        source: 'scrape' as const,
        createdAt: options.at,
        updatedAt: options.at,
      })),
    );
  }
  await tx
    .update(workspaces)
    .set({ tone: options.tone, updatedAt: options.at })
    .where(eq(workspaces.id, options.toWorkspaceId));
  return items.length;
}

/** Preview agents live this long; their workspaces (and chats) then go, the preview rows stay. */
export const PREVIEW_WORKSPACE_DAYS = 30;

/** Deletes the workspaces of previews created before `before`; returns how many went. */
export async function deleteExpiredPreviewWorkspaces(
  tx: Executor,
  options: { before: Date },
): Promise<number> {
  const expired = tx
    .select({ id: agentPreviews.workspaceId })
    .from(agentPreviews)
    .where(and(isNotNull(agentPreviews.workspaceId), lt(agentPreviews.createdAt, options.before)));
  const deleted = await tx
    .delete(workspaces)
    .where(and(inArray(workspaces.id, expired), like(workspaces.slug, 'preview-%')))
    .returning({ id: workspaces.id });
  return deleted.length;
}
