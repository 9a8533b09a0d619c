ALTER TABLE "conversations" ADD COLUMN "visitor_token_hash" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "user_turns" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "handoff_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "handoff_reason" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "routing" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_workspace_visitor_token_key" ON "conversations" USING btree ("workspace_id","visitor_token_hash") WHERE "conversations"."visitor_token_hash" is not null;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_turns_check" CHECK ("conversations"."user_turns" >= 0);