import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AutomationSwitches } from '../../../domain/automations';
import { BRAND_KEYS, type BrandKey } from '../../../domain/brands';
import type {
  BrandingSettings,
  ContactSettings,
  FeatureSettings,
  WidgetSettings,
} from '../../../domain/contracts/workspace-settings.contract';
import type { PricingRules } from '../../../domain/quote-engine';
import { TONE_VALUES, type Tone } from '../../../domain/validation/preview-questionnaire';
import { authUsers } from './auth';
import { createdAt, oneOf, updatedAt } from './sql-helpers';

export const WORKSPACE_MEMBER_ROLES = ['owner', 'member'] as const;
export type WorkspaceMemberRole = (typeof WORKSPACE_MEMBER_ROLES)[number];

/** A workspace's own pricing facts; the deterministic quote engine reads them (never an LLM). */
export type WorkspacePricing = PricingRules;

export interface WorkspaceSettings {
  pricing?: WorkspacePricing;
  /** The business's contact details for its customers (the name is the workspace's name). */
  contact?: Omit<ContactSettings, 'businessName'>;
  branding?: BrandingSettings;
  features?: FeatureSettings;
  /** The Campaigns tab's on/off per automation; one left out is on. */
  automations?: AutomationSwitches;
  /** The owner's choice to show approved reviews in the chat widget (off until chosen). */
  reviewsOnWidget?: boolean;
  /** Where the widget's launcher sits; bottom right until chosen. */
  widget?: WidgetSettings;
  [key: string]: unknown;
}

/** One business customer of ours; almost every other row belongs to exactly one workspace. */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    slug: text().notNull().unique('workspaces_slug_key'),
    // Identifies the workspace to the embeddable widget; public by design, so random but not secret.
    publicKey: text()
      .notNull()
      .unique('workspaces_public_key_key')
      .default(sql`('pk_' || replace(gen_random_uuid()::text, '-', ''))`),
    brandKey: text().$type<BrandKey>().notNull().default('default'),
    // Hosts allowed to frame the widget (Content-Security-Policy frame-ancestors).
    allowedDomains: text().array().notNull().default(sql`'{}'::text[]`),
    tone: text().$type<Tone>().notNull().default('professional'),
    settings: jsonb().$type<WorkspaceSettings>().notNull().default({}),
    isPlatformDemo: boolean().notNull().default(false),
    // Where the widget's chat was first and last opened on an allowed domain (widget-sighting.ts):
    // the owner's "is it installed?" check. Null until it has been.
    widgetFirstSeenAt: timestamp({ withTimezone: true }),
    widgetLastSeenAt: timestamp({ withTimezone: true }),
    widgetLastSeenHost: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // URL-safe: lower-case letters, digits and inner hyphens.
    check('workspaces_slug_check', sql`${t.slug} ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'`),
    check('workspaces_brand_key_check', oneOf(t.brandKey, BRAND_KEYS)),
    check('workspaces_tone_check', oneOf(t.tone, TONE_VALUES)),
    // The public site's demos have exactly one home.
    check(
      'workspaces_widget_seen_check',
      sql`(${t.widgetLastSeenAt} is null) = (${t.widgetLastSeenHost} is null) and (${t.widgetFirstSeenAt} is null) = (${t.widgetLastSeenAt} is null)`,
    ),
    uniqueIndex('workspaces_platform_demo_key').on(t.isPlatformDemo).where(sql`${t.isPlatformDemo}`),
  ],
);

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    role: text().$type<WorkspaceMemberRole>().notNull().default('member'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_members_user_id_idx').on(t.userId),
    check('workspace_members_role_check', oneOf(t.role, WORKSPACE_MEMBER_ROLES)),
  ],
);
