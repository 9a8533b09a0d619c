ALTER TABLE "quotes" ADD COLUMN "pipeline_stage" text DEFAULT 'lead' NOT NULL;--> statement-breakpoint
-- Quotes stored before stages existed start where their status puts them (domain stageForStatus).
UPDATE "quotes" SET "pipeline_stage" = CASE
  WHEN "status" in ('approved', 'paid') THEN 'closed_won'
  WHEN "status" in ('rejected', 'expired') THEN 'closed_lost'
  WHEN "status" = 'sent' OR EXISTS (
    SELECT 1 FROM "analytics" a
    WHERE a."workspace_id" = "quotes"."workspace_id" AND a."event_type" = 'quote_generated' AND a."entity_id" = "quotes"."id"::text
  ) THEN 'quote_sent'
  ELSE 'lead' END;--> statement-breakpoint
CREATE INDEX "quotes_workspace_stage_idx" ON "quotes" USING btree ("workspace_id","pipeline_stage");--> statement-breakpoint
CREATE INDEX "quotes_open_valid_until_idx" ON "quotes" USING btree ("valid_until") WHERE "quotes"."status" in ('pending', 'sent') and "quotes"."valid_until" is not null;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_pipeline_stage_check" CHECK ("quotes"."pipeline_stage" in ('lead', 'engaged', 'quote_sent', 'closed_won', 'closed_lost'));--> statement-breakpoint
-- Trigram indexes for the dashboard's case-insensitive substring searches (ILIKE '%term%').
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_quote_number_trgm_idx" ON "quotes" USING gin ("quote_number" gin_trgm_ops);