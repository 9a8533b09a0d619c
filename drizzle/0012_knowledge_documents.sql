CREATE TABLE "knowledge_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"file_data" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_documents_name_check" CHECK (btrim("knowledge_documents"."name") <> ''),
	CONSTRAINT "knowledge_documents_type_check" CHECK ("knowledge_documents"."type" in ('pdf', 'docx', 'txt', 'md')),
	CONSTRAINT "knowledge_documents_status_check" CHECK ("knowledge_documents"."status" in ('queued', 'parsing', 'ready', 'failed')),
	CONSTRAINT "knowledge_documents_size_bytes_check" CHECK ("knowledge_documents"."size_bytes" between 1 and 10485760),
	CONSTRAINT "knowledge_documents_progress_check" CHECK ("knowledge_documents"."progress" between 0 and 100),
	CONSTRAINT "knowledge_documents_item_count_check" CHECK ("knowledge_documents"."item_count" >= 0),
	CONSTRAINT "knowledge_documents_error_check" CHECK (("knowledge_documents"."status" = 'failed') = ("knowledge_documents"."error" is not null))
);
--> statement-breakpoint
CREATE TABLE "knowledge_scrapes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"pages_read" integer DEFAULT 0 NOT NULL,
	"pages_limit" integer NOT NULL,
	"items_added" integer DEFAULT 0 NOT NULL,
	"items_updated" integer DEFAULT 0 NOT NULL,
	"items_removed" integer DEFAULT 0 NOT NULL,
	"items_unchanged" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "knowledge_scrapes_status_check" CHECK ("knowledge_scrapes"."status" in ('queued', 'crawling', 'ready', 'failed')),
	CONSTRAINT "knowledge_scrapes_error_check" CHECK (("knowledge_scrapes"."status" = 'failed') = ("knowledge_scrapes"."error" is not null))
);
--> statement-breakpoint
ALTER TABLE "knowledge_base" ADD COLUMN "document_id" uuid;--> statement-breakpoint
ALTER TABLE "knowledge_base" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "knowledge_base" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_scrapes" ADD CONSTRAINT "knowledge_scrapes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_documents_workspace_created_idx" ON "knowledge_documents" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "knowledge_scrapes_workspace_created_idx" ON "knowledge_scrapes" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_scrapes_one_running_key" ON "knowledge_scrapes" USING btree ("workspace_id") WHERE "knowledge_scrapes"."status" in ('queued', 'crawling');--> statement-breakpoint
ALTER TABLE "knowledge_base" ADD CONSTRAINT "knowledge_base_document_id_knowledge_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."knowledge_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_base_document_id_idx" ON "knowledge_base" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_base_workspace_source_key_key" ON "knowledge_base" USING btree ("workspace_id","source_key") WHERE "knowledge_base"."source_key" is not null;