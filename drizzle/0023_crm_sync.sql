-- CRM sync (docs/architecture.md "CRM connection", decision record 026): the outbox of changes
-- to send to GoHighLevel, the links between our ids and the provider's, the shared request budget
-- per location, and the owner's pipeline mapping. Changes are recorded by triggers, in the writing
-- transaction and only for workspaces with a connected CRM, so the chat turn's SQL functions and
-- every later writer of customers, conversations and quotes are covered without knowing of it.
CREATE TABLE "crm_entity_links" (
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"our_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_entity_links_workspace_id_kind_our_id_pk" PRIMARY KEY("workspace_id","kind","our_id"),
	CONSTRAINT "crm_entity_links_kind_check" CHECK ("crm_entity_links"."kind" in ('contact', 'opportunity'))
);
--> statement-breakpoint
CREATE TABLE "crm_rate_limits" (
	"location_id" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_sync_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"conversation_id" uuid,
	"quote_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "crm_sync_changes_kind_check" CHECK ("crm_sync_changes"."kind" in ('customer_created', 'customer_updated', 'chat_started', 'quote_generated', 'quote_updated', 'quote_accepted')),
	CONSTRAINT "crm_sync_changes_status_check" CHECK ("crm_sync_changes"."status" in ('pending', 'queued', 'delivered', 'skipped', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "pipeline_id" text;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "stage_map" jsonb;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "temperature_field_id" text;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "score_field_id" text;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "last_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_entity_links" ADD CONSTRAINT "crm_entity_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sync_changes" ADD CONSTRAINT "crm_sync_changes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_entity_links_provider_idx" ON "crm_entity_links" USING btree ("workspace_id","kind","provider_id");--> statement-breakpoint
CREATE INDEX "crm_sync_changes_open_idx" ON "crm_sync_changes" USING btree ("status","created_at") WHERE "crm_sync_changes"."status" in ('pending', 'queued');--> statement-breakpoint
CREATE INDEX "crm_sync_changes_workspace_idx" ON "crm_sync_changes" USING btree ("workspace_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION crm_record_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  change_kind text;
  cust uuid;
  conv uuid;
  quote uuid;
BEGIN
  -- One primary-key probe: workspaces without a CRM (nearly all writes) pay nothing more.
  IF NOT EXISTS (SELECT 1 FROM crm_connections c
                  WHERE c.workspace_id = NEW.workspace_id AND c.access_token_sealed IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'customers' THEN
    change_kind := CASE TG_OP WHEN 'INSERT' THEN 'customer_created' ELSE 'customer_updated' END;
    cust := NEW.id;
  ELSIF TG_TABLE_NAME = 'conversations' THEN
    IF NEW.customer_id IS NULL THEN RETURN NULL; END IF;
    change_kind := 'chat_started';
    cust := NEW.customer_id;
    conv := NEW.id;
  ELSE
    cust := NEW.customer_id;
    conv := NEW.conversation_id;
    quote := NEW.id;
    IF TG_OP = 'INSERT' THEN
      change_kind := 'quote_generated';
    ELSIF NEW.status IN ('approved', 'paid') AND OLD.status NOT IN ('approved', 'paid') THEN
      change_kind := 'quote_accepted';
    ELSE
      change_kind := 'quote_updated';
    END IF;
  END IF;
  INSERT INTO crm_sync_changes (workspace_id, kind, customer_id, conversation_id, quote_id)
  VALUES (NEW.workspace_id, change_kind, cust, conv, quote);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER customers_crm_created AFTER INSERT ON customers
  FOR EACH ROW EXECUTE FUNCTION crm_record_change();
--> statement-breakpoint
-- Only what the CRM's contact shows: not the behaviour profile a chat turn rewrites every time.
CREATE TRIGGER customers_crm_updated AFTER UPDATE ON customers
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name
     OR OLD.email IS DISTINCT FROM NEW.email
     OR OLD.phone IS DISTINCT FROM NEW.phone)
  EXECUTE FUNCTION crm_record_change();
--> statement-breakpoint
CREATE TRIGGER conversations_crm_started AFTER INSERT ON conversations
  FOR EACH ROW EXECUTE FUNCTION crm_record_change();
--> statement-breakpoint
CREATE TRIGGER quotes_crm_generated AFTER INSERT ON quotes
  FOR EACH ROW EXECUTE FUNCTION crm_record_change();
--> statement-breakpoint
CREATE TRIGGER quotes_crm_updated AFTER UPDATE ON quotes
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
     OR OLD.pipeline_stage IS DISTINCT FROM NEW.pipeline_stage
     OR OLD.total_amount IS DISTINCT FROM NEW.total_amount)
  EXECUTE FUNCTION crm_record_change();
