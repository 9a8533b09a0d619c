DROP INDEX "answer_approvals_workspace_status_created_idx";--> statement-breakpoint
DROP INDEX "conversations_workspace_last_message_idx";--> statement-breakpoint
DROP INDEX "quotes_workspace_created_idx";--> statement-breakpoint
DROP INDEX "reviews_workspace_created_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "message_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "answer_approvals_workspace_status_created_idx" ON "answer_approvals" USING btree ("workspace_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "conversations_workspace_last_message_idx" ON "conversations" USING btree ("workspace_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_workspace_created_idx" ON "quotes" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_workspace_created_idx" ON "reviews" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_message_count_check" CHECK ("conversations"."message_count" >= 0);--> statement-breakpoint
-- Each conversation's message count, for the dashboard's per-agent message counts (a sum over the
-- workspace's conversations instead of a count of every message). Kept by statement triggers on
-- messages, so every writer is covered (the chat turn's SQL functions, the inbox, the demo seed): one
-- UPDATE per statement and conversation, however many messages the statement wrote.
UPDATE "conversations" c SET "message_count" = m.n
  FROM (SELECT "conversation_id", count(*) AS n FROM "messages" GROUP BY "conversation_id") m
  WHERE c."id" = m."conversation_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_conversation_messages() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE conversations c SET message_count = c.message_count + m.n
      FROM (SELECT conversation_id, count(*) AS n FROM new_messages GROUP BY conversation_id) m
      WHERE c.id = m.conversation_id;
  ELSE
    UPDATE conversations c SET message_count = greatest(c.message_count - m.n, 0)
      FROM (SELECT conversation_id, count(*) AS n FROM old_messages GROUP BY conversation_id) m
      WHERE c.id = m.conversation_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER messages_count_insert AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_messages
  FOR EACH STATEMENT EXECUTE FUNCTION count_conversation_messages();--> statement-breakpoint
CREATE TRIGGER messages_count_delete AFTER DELETE ON messages
  REFERENCING OLD TABLE AS old_messages
  FOR EACH STATEMENT EXECUTE FUNCTION count_conversation_messages();
