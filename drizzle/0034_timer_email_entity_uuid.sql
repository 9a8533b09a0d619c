-- Smart Automations' impact reads each timer e-mail's entity as a uuid (canonicalUuidOf in
-- src/server/db/schema/sql-helpers.ts); the index now holds that expression, so the read takes it
-- from the index instead of computing it for every e-mail of the window (decision 043). Written by
-- hand: drizzle-kit cuts the expression at its '----' when it writes the statement.
DROP INDEX "analytics_timer_emails_idx";--> statement-breakpoint
CREATE INDEX "analytics_timer_emails_idx" ON "analytics" USING btree ("workspace_id","created_at" DESC NULLS LAST,"entity_id",(case
  when length("entity_id") = 36 and translate("entity_id", '0123456789abcdef', '') = '----'
    and substr("entity_id", 9, 1) = '-' and substr("entity_id", 14, 1) = '-'
    and substr("entity_id", 19, 1) = '-' and substr("entity_id", 24, 1) = '-'
  then "entity_id"::uuid end)) WHERE "analytics"."event_type" = 'automation_email_sent' and coalesce("analytics"."data" ->> 'trigger', 'timer') <> 'manual';
