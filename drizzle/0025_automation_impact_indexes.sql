-- Smart Automations' count of conversations the agents handled alone in the 30-day window, read
-- off the index (bench:dashboard, 100k conversations) instead of every row's handoff_at.
CREATE INDEX "conversations_workspace_created_unhanded_idx" ON "conversations" USING btree ("workspace_id","created_at") WHERE "conversations"."handoff_at" is null;
