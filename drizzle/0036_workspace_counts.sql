CREATE TABLE "conversation_daily_counts" (
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_daily_counts_workspace_id_day_pk" PRIMARY KEY("workspace_id","day")
);
--> statement-breakpoint
CREATE TABLE "quote_daily_counts" (
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"pipeline_stage" text NOT NULL,
	"quotes" integer DEFAULT 0 NOT NULL,
	"total" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "quote_daily_counts_workspace_id_day_status_pipeline_stage_pk" PRIMARY KEY("workspace_id","day","status","pipeline_stage")
);
--> statement-breakpoint
ALTER TABLE "conversation_daily_counts" ADD CONSTRAINT "conversation_daily_counts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_daily_counts" ADD CONSTRAINT "quote_daily_counts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The dashboard's counts (decision 053), kept by triggers in the same transaction as the rows they
-- count, so every writer is covered (the chat turn's SQL functions, the inbox, the quote tools,
-- the seeds). Only inserts, deletes and the few updates that move a row to another count fire
-- them: a chat turn's update of its conversation (last message, message count) never does.
-- Increments upsert; decrements only update, so a cascade that already removed the workspace's
-- counts (the workspace being deleted) is a no-op, not a foreign-key error.
CREATE OR REPLACE FUNCTION conversation_daily_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO conversation_daily_counts AS d (workspace_id, day, conversations)
    SELECT workspace_id, (created_at AT TIME ZONE 'UTC')::date, count(*)
    FROM new_conversations GROUP BY 1, 2
  ON CONFLICT (workspace_id, day) DO UPDATE SET conversations = d.conversations + excluded.conversations;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER conversations_daily_counts_insert AFTER INSERT ON conversations
  REFERENCING NEW TABLE AS new_conversations
  FOR EACH STATEMENT EXECUTE FUNCTION conversation_daily_counts_insert();--> statement-breakpoint
CREATE OR REPLACE FUNCTION conversation_daily_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversation_daily_counts d SET conversations = d.conversations - o.n
    FROM (SELECT workspace_id, (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
          FROM old_conversations GROUP BY 1, 2) o
    WHERE d.workspace_id = o.workspace_id AND d.day = o.day;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER conversations_daily_counts_delete AFTER DELETE ON conversations
  REFERENCING OLD TABLE AS old_conversations
  FOR EACH STATEMENT EXECUTE FUNCTION conversation_daily_counts_delete();--> statement-breakpoint
-- A conversation moved to another day or workspace (no writer does this today). A column list, so
-- the chat turn's updates (which never set these columns) do not even evaluate the condition.
CREATE OR REPLACE FUNCTION conversation_daily_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversation_daily_counts SET conversations = conversations - 1
    WHERE workspace_id = OLD.workspace_id AND day = (OLD.created_at AT TIME ZONE 'UTC')::date;
  INSERT INTO conversation_daily_counts AS d (workspace_id, day, conversations)
    VALUES (NEW.workspace_id, (NEW.created_at AT TIME ZONE 'UTC')::date, 1)
  ON CONFLICT (workspace_id, day) DO UPDATE SET conversations = d.conversations + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER conversations_daily_counts_update AFTER UPDATE OF workspace_id, created_at ON conversations
  FOR EACH ROW
  WHEN (OLD.workspace_id IS DISTINCT FROM NEW.workspace_id
        OR (OLD.created_at AT TIME ZONE 'UTC')::date IS DISTINCT FROM (NEW.created_at AT TIME ZONE 'UTC')::date)
  EXECUTE FUNCTION conversation_daily_counts_update();--> statement-breakpoint
CREATE OR REPLACE FUNCTION quote_daily_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO quote_daily_counts AS d (workspace_id, day, status, pipeline_stage, quotes, total)
    SELECT workspace_id, (created_at AT TIME ZONE 'UTC')::date, status, pipeline_stage, count(*), sum(total_amount)
    FROM new_quotes GROUP BY 1, 2, 3, 4
  ON CONFLICT (workspace_id, day, status, pipeline_stage)
    DO UPDATE SET quotes = d.quotes + excluded.quotes, total = d.total + excluded.total;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER quotes_daily_counts_insert AFTER INSERT ON quotes
  REFERENCING NEW TABLE AS new_quotes
  FOR EACH STATEMENT EXECUTE FUNCTION quote_daily_counts_insert();--> statement-breakpoint
CREATE OR REPLACE FUNCTION quote_daily_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quote_daily_counts d SET quotes = d.quotes - o.n, total = d.total - o.total
    FROM (SELECT workspace_id, (created_at AT TIME ZONE 'UTC')::date AS day, status, pipeline_stage,
                 count(*) AS n, sum(total_amount) AS total
          FROM old_quotes GROUP BY 1, 2, 3, 4) o
    WHERE d.workspace_id = o.workspace_id AND d.day = o.day AND d.status = o.status
      AND d.pipeline_stage = o.pipeline_stage;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER quotes_daily_counts_delete AFTER DELETE ON quotes
  REFERENCING OLD TABLE AS old_quotes
  FOR EACH STATEMENT EXECUTE FUNCTION quote_daily_counts_delete();--> statement-breakpoint
-- A status change, a stage move or a new total moves the quote from its old row to its new one.
CREATE OR REPLACE FUNCTION quote_daily_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quote_daily_counts SET quotes = quotes - 1, total = total - OLD.total_amount
    WHERE workspace_id = OLD.workspace_id AND day = (OLD.created_at AT TIME ZONE 'UTC')::date
      AND status = OLD.status AND pipeline_stage = OLD.pipeline_stage;
  INSERT INTO quote_daily_counts AS d (workspace_id, day, status, pipeline_stage, quotes, total)
    VALUES (NEW.workspace_id, (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.status, NEW.pipeline_stage,
            1, NEW.total_amount)
  ON CONFLICT (workspace_id, day, status, pipeline_stage)
    DO UPDATE SET quotes = d.quotes + 1, total = d.total + excluded.total;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER quotes_daily_counts_update
  AFTER UPDATE OF workspace_id, created_at, status, pipeline_stage, total_amount ON quotes
  FOR EACH ROW
  WHEN (OLD.workspace_id IS DISTINCT FROM NEW.workspace_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.status IS DISTINCT FROM NEW.status OR OLD.pipeline_stage IS DISTINCT FROM NEW.pipeline_stage
        OR OLD.total_amount IS DISTINCT FROM NEW.total_amount)
  EXECUTE FUNCTION quote_daily_counts_update();--> statement-breakpoint
-- The counts of what is already stored (the triggers above exist from here on, in this same
-- transaction, and hold writers off until it commits).
INSERT INTO conversation_daily_counts (workspace_id, day, conversations)
  SELECT workspace_id, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM conversations GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO quote_daily_counts (workspace_id, day, status, pipeline_stage, quotes, total)
  SELECT workspace_id, (created_at AT TIME ZONE 'UTC')::date, status, pipeline_stage, count(*), sum(total_amount)
  FROM quotes GROUP BY 1, 2, 3, 4;
