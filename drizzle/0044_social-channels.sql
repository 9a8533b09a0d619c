CREATE TABLE "social_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"page_id" text NOT NULL,
	"page_name" text NOT NULL,
	"instagram_account_id" text,
	"instagram_username" text,
	"page_token_sealed" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"status_reason" text,
	"connected_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_channels_status_check" CHECK ("social_channels"."status" in ('connected', 'needs_reconnect'))
);
--> statement-breakpoint
CREATE TABLE "social_message_ids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mid" text NOT NULL,
	"channel_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"event" jsonb,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "social_message_ids_direction_check" CHECK ("social_message_ids"."direction" in ('in', 'out')),
	CONSTRAINT "social_message_ids_status_check" CHECK ("social_message_ids"."status" in ('pending', 'done', 'ignored', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "social_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"message_id" uuid,
	"content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_mid" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "social_replies_status_check" CHECK ("social_replies"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "social_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"customer_platform_id" text NOT NULL,
	"conversation_id" uuid,
	"conversation_token_sealed" text,
	"last_customer_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_threads_platform_check" CHECK ("social_threads"."platform" in ('messenger', 'instagram'))
);
--> statement-breakpoint
ALTER TABLE "social_channels" ADD CONSTRAINT "social_channels_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_channels" ADD CONSTRAINT "social_channels_connected_by_auth_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_message_ids" ADD CONSTRAINT "social_message_ids_channel_id_social_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."social_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_replies" ADD CONSTRAINT "social_replies_thread_id_social_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."social_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_threads" ADD CONSTRAINT "social_threads_channel_id_social_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."social_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_threads" ADD CONSTRAINT "social_threads_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_threads" ADD CONSTRAINT "social_threads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_channels_workspace_idx" ON "social_channels" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_channels_page_idx" ON "social_channels" USING btree ("page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_channels_instagram_idx" ON "social_channels" USING btree ("instagram_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_message_ids_mid_idx" ON "social_message_ids" USING btree ("mid");--> statement-breakpoint
CREATE INDEX "social_message_ids_pending_idx" ON "social_message_ids" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "social_replies_message_idx" ON "social_replies" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "social_replies_thread_idx" ON "social_replies" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_threads_customer_idx" ON "social_threads" USING btree ("channel_id","platform","customer_platform_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_threads_conversation_idx" ON "social_threads" USING btree ("conversation_id");