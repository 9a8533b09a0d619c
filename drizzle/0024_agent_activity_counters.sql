CREATE TABLE "agent_activity" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"conversation_count" integer DEFAULT 0 NOT NULL,
	"message_count" bigint DEFAULT 0 NOT NULL,
	"quote_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agent_activity" ADD CONSTRAINT "agent_activity_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The dashboard's per-agent counts (conversations, their messages, their quotes, latest message),
-- kept in the same transaction as the rows they count by triggers on conversations and quotes,
-- so every writer is covered (the chat turn's SQL functions, the inbox, the seeds). Increments
-- upsert the agent's row; decrements only update it, so a cascade that already removed the agent
-- (a workspace being deleted) is a no-op, not a foreign-key error.
CREATE OR REPLACE FUNCTION agent_activity_add(p_agent uuid, p_conversations integer, p_messages bigint,
  p_quotes integer, p_last timestamptz) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO agent_activity AS a (agent_id, conversation_count, message_count, quote_count, last_message_at)
  VALUES (p_agent, p_conversations, p_messages, p_quotes, p_last)
  ON CONFLICT (agent_id) DO UPDATE SET
    conversation_count = a.conversation_count + excluded.conversation_count,
    message_count = a.message_count + excluded.message_count,
    quote_count = a.quote_count + excluded.quote_count,
    last_message_at = greatest(a.last_message_at, excluded.last_message_at);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION agent_activity_subtract(p_agent uuid, p_conversations integer, p_messages bigint,
  p_quotes integer) RETURNS void
LANGUAGE sql AS $$
  UPDATE agent_activity SET
    conversation_count = conversation_count - p_conversations,
    message_count = message_count - p_messages,
    quote_count = quote_count - p_quotes
  WHERE agent_id = p_agent;
$$;--> statement-breakpoint
-- New conversations, per statement (a seed inserts thousands at once). A new conversation has no
-- quotes yet: a quote can only point at a conversation that exists.
CREATE OR REPLACE FUNCTION agent_activity_conversations_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_activity AS a (agent_id, conversation_count, message_count, last_message_at)
    SELECT agent_id, count(*), sum(message_count), max(last_message_at)
    FROM new_conversations WHERE agent_id IS NOT NULL GROUP BY agent_id
  ON CONFLICT (agent_id) DO UPDATE SET
    conversation_count = a.conversation_count + excluded.conversation_count,
    message_count = a.message_count + excluded.message_count,
    last_message_at = greatest(a.last_message_at, excluded.last_message_at);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER conversations_agent_activity_insert AFTER INSERT ON conversations
  REFERENCING NEW TABLE AS new_conversations
  FOR EACH STATEMENT EXECUTE FUNCTION agent_activity_conversations_insert();--> statement-breakpoint
-- A conversation's messages or latest message changed (the message-count trigger, a chat turn), or
-- it moved to another agent (with its quotes), or its agent was deleted (set null).
CREATE OR REPLACE FUNCTION agent_activity_conversations_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  n_quotes integer;
BEGIN
  IF OLD.agent_id IS NOT DISTINCT FROM NEW.agent_id THEN
    IF NEW.agent_id IS NOT NULL THEN
      PERFORM agent_activity_add(NEW.agent_id, 0, NEW.message_count - OLD.message_count, 0, NEW.last_message_at);
    END IF;
    RETURN NULL;
  END IF;
  SELECT count(*) INTO n_quotes FROM quotes WHERE conversation_id = NEW.id;
  IF OLD.agent_id IS NOT NULL THEN
    PERFORM agent_activity_subtract(OLD.agent_id, 1, OLD.message_count, n_quotes);
  END IF;
  IF NEW.agent_id IS NOT NULL THEN
    PERFORM agent_activity_add(NEW.agent_id, 1, NEW.message_count, n_quotes, NEW.last_message_at);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER conversations_agent_activity_update AFTER UPDATE ON conversations
  FOR EACH ROW
  WHEN (OLD.agent_id IS DISTINCT FROM NEW.agent_id OR OLD.message_count <> NEW.message_count
        OR OLD.last_message_at IS DISTINCT FROM NEW.last_message_at)
  EXECUTE FUNCTION agent_activity_conversations_update();--> statement-breakpoint
-- Before the row goes, while its quotes still point at it (the foreign key then sets them to null,
-- and the quotes trigger below no longer finds the conversation, so nothing is counted twice).
CREATE OR REPLACE FUNCTION agent_activity_conversations_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.agent_id IS NOT NULL THEN
    PERFORM agent_activity_subtract(OLD.agent_id, 1, OLD.message_count,
      (SELECT count(*)::integer FROM quotes WHERE conversation_id = OLD.id));
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER conversations_agent_activity_delete BEFORE DELETE ON conversations
  FOR EACH ROW EXECUTE FUNCTION agent_activity_conversations_delete();--> statement-breakpoint
CREATE OR REPLACE FUNCTION agent_activity_quotes_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_activity AS a (agent_id, quote_count)
    SELECT c.agent_id, count(*) FROM new_quotes q JOIN conversations c ON c.id = q.conversation_id
    WHERE c.agent_id IS NOT NULL GROUP BY c.agent_id
  ON CONFLICT (agent_id) DO UPDATE SET quote_count = a.quote_count + excluded.quote_count;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER quotes_agent_activity_insert AFTER INSERT ON quotes
  REFERENCING NEW TABLE AS new_quotes
  FOR EACH STATEMENT EXECUTE FUNCTION agent_activity_quotes_insert();--> statement-breakpoint
CREATE OR REPLACE FUNCTION agent_activity_quotes_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE agent_activity a SET quote_count = a.quote_count - d.n
    FROM (SELECT c.agent_id, count(*) AS n FROM old_quotes q JOIN conversations c ON c.id = q.conversation_id
          WHERE c.agent_id IS NOT NULL GROUP BY c.agent_id) d
    WHERE a.agent_id = d.agent_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER quotes_agent_activity_delete AFTER DELETE ON quotes
  REFERENCING OLD TABLE AS old_quotes
  FOR EACH STATEMENT EXECUTE FUNCTION agent_activity_quotes_delete();--> statement-breakpoint
CREATE OR REPLACE FUNCTION agent_activity_quotes_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  agent uuid;
BEGIN
  SELECT agent_id INTO agent FROM conversations WHERE id = OLD.conversation_id;
  IF agent IS NOT NULL THEN
    PERFORM agent_activity_subtract(agent, 0, 0, 1);
  END IF;
  agent := NULL;
  SELECT agent_id INTO agent FROM conversations WHERE id = NEW.conversation_id;
  IF agent IS NOT NULL THEN
    PERFORM agent_activity_add(agent, 0, 0, 1, NULL);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER quotes_agent_activity_update AFTER UPDATE ON quotes
  FOR EACH ROW WHEN (OLD.conversation_id IS DISTINCT FROM NEW.conversation_id)
  EXECUTE FUNCTION agent_activity_quotes_update();--> statement-breakpoint
-- The counts of what is already stored.
INSERT INTO agent_activity (agent_id, conversation_count, message_count, quote_count, last_message_at)
  SELECT c.agent_id, c.n, c.messages, coalesce(q.n, 0), c.last
  FROM (SELECT agent_id, count(*) AS n, sum(message_count) AS messages, max(last_message_at) AS last
        FROM conversations WHERE agent_id IS NOT NULL GROUP BY agent_id) c
  LEFT JOIN (SELECT v.agent_id, count(*) AS n FROM quotes q JOIN conversations v ON v.id = q.conversation_id
             WHERE v.agent_id IS NOT NULL GROUP BY v.agent_id) q ON q.agent_id = c.agent_id;
