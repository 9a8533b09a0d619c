-- Indexes for the dashboard's slowest reads on a large workspace (docs/decisions/043-dashboard-reads.md).
-- quotes_workspace_created_idx keeps its key (the quotes list walks it) and also holds each quote's
-- conversation and total, so the analytics' reads of a window's quotes are index-only scans.
-- conversations_customer_id_idx keeps its leading column (foreign-key checks, a customer's
-- conversations) and also holds the workspace, last message time and id, so the name and e-mail
-- search reads the matching customers' conversations off the index. A chat turn's update of
-- last_message_at was never a HOT update (conversations_workspace_last_message_idx holds it), so
-- it writes this index either way; only the entry is wider.
-- payments_counted_created_idx: the counted payments of a time window with their quote and amount.
-- analytics_timer_emails_idx: only the automation timer e-mails (not test sends), with the entity
-- each was about, for Smart Automations' impact.
DROP INDEX "conversations_customer_id_idx";--> statement-breakpoint
DROP INDEX "quotes_workspace_created_idx";--> statement-breakpoint
CREATE INDEX "analytics_timer_emails_idx" ON "analytics" USING btree ("workspace_id","created_at" DESC NULLS LAST,"entity_id") WHERE "analytics"."event_type" = 'automation_email_sent' and coalesce("analytics"."data" ->> 'trigger', 'timer') <> 'manual';--> statement-breakpoint
CREATE INDEX "payments_counted_created_idx" ON "payments" USING btree ("created_at","quote_id","amount") WHERE "payments"."duplicate_of_payment_id" is null;--> statement-breakpoint
CREATE INDEX "conversations_customer_id_idx" ON "conversations" USING btree ("customer_id","workspace_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "quotes_workspace_created_idx" ON "quotes" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"conversation_id","total_amount");