ALTER TABLE "social_message_ids" DROP CONSTRAINT "social_message_ids_status_check";--> statement-breakpoint
ALTER TABLE "social_message_ids" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_threads" ADD COLUMN "busy_event_id" uuid;--> statement-breakpoint
ALTER TABLE "social_threads" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "social_message_ids_processing_idx" ON "social_message_ids" USING btree ("claimed_at") WHERE status = 'processing';--> statement-breakpoint
ALTER TABLE "social_message_ids" ADD CONSTRAINT "social_message_ids_status_check" CHECK ("social_message_ids"."status" in ('pending', 'processing', 'done', 'ignored', 'failed'));