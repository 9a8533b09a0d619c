import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  BUSINESS_TYPES,
  type BusinessFacts,
  type BusinessType,
  TONE_VALUES,
  type Tone,
} from '../../../domain/validation/preview-questionnaire';
import { createdAt, isNormalisedEmail, oneOf, updatedAt } from './sql-helpers';
import { workspaces } from './workspaces';

export const AGENT_PREVIEW_STATUSES = ['pending', 'analyzing', 'generating', 'ready', 'failed'] as const;
export type AgentPreviewStatus = (typeof AGENT_PREVIEW_STATUSES)[number];
export const AGENT_PREVIEW_FAILED_PHASES = ['website_analysis', 'ai_generation'] as const;
export type AgentPreviewFailedPhase = (typeof AGENT_PREVIEW_FAILED_PHASES)[number];

export const agentPreviews = pgTable(
  'agent_previews',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Lower-case so the dashboard finds "the latest preview for my e-mail" with a plain equality.
    email: text(),
    name: text(),
    websiteUrl: text().notNull(),
    businessType: text().$type<BusinessType>(),
    tonePreference: text().$type<Tone>().notNull().default('professional'),
    businessFacts: jsonb().$type<BusinessFacts>().notNull().default({}),
    strictPreviewMode: boolean().notNull().default(true),
    status: text().$type<AgentPreviewStatus>().notNull().default('pending'),
    failedPhase: text().$type<AgentPreviewFailedPhase>(),
    errorMessage: text(),
    siteData: jsonb().$type<Record<string, unknown>>(),
    customerInquiry: text(),
    generatedResponse: text(),
    widgetUrl: text(),
    locationId: text(),
    widgetId: text(),
    // The preview's temporary agent workspace, if one was made for the live widget.
    workspaceId: uuid().references(() => workspaces.id, { onDelete: 'set null' }),
    // The signed-up owner's workspace that took over this preview's knowledge, once the owner
    // proved the preview's address is theirs; a workspace adopts one preview, once.
    adoptedWorkspaceId: uuid().references(() => workspaces.id, { onDelete: 'set null' }),
    // The trial started from this preview's result (Start Free Trial carries the preview's id):
    // that workspace adopts this preview once its owner verifies the address, whatever address
    // the preview was made with (the id is known only to the browser that made the preview).
    claimedWorkspaceId: uuid().references(() => workspaces.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('agent_previews_email_lower_check', isNormalisedEmail(t.email)),
    check('agent_previews_website_url_check', sql`btrim(${t.websiteUrl}) <> ''`),
    check('agent_previews_business_type_check', oneOf(t.businessType, BUSINESS_TYPES)),
    check('agent_previews_tone_preference_check', oneOf(t.tonePreference, TONE_VALUES)),
    check('agent_previews_status_check', oneOf(t.status, AGENT_PREVIEW_STATUSES)),
    check('agent_previews_failed_phase_check', oneOf(t.failedPhase, AGENT_PREVIEW_FAILED_PHASES)),
    index('agent_previews_website_url_created_idx').on(t.websiteUrl, t.createdAt.desc()),
    index('agent_previews_email_created_idx').on(t.email, t.createdAt.desc()),
    index('agent_previews_adopted_workspace_idx').on(t.adoptedWorkspaceId),
    index('agent_previews_claimed_workspace_idx').on(t.claimedWorkspaceId),
  ],
);
