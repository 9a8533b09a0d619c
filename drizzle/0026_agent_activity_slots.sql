-- agent_activity striped (decision 031): every chat message moved its agent's one counter row, so
-- concurrent chats of one agent waited on that row until each other's commit (a batch of replies
-- holds it through its synchronous WAL flush). An agent's counts are now spread over up to 64 rows
-- ("slot"), each database session writing to the slot of its backend process: concurrent sessions
-- almost never share a row. Readers sum the slots; last_message_at is their greatest.
ALTER TABLE "agent_activity" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_activity" DROP CONSTRAINT "agent_activity_pkey";--> statement-breakpoint
ALTER TABLE "agent_activity" ADD CONSTRAINT "agent_activity_agent_id_slot_pk" PRIMARY KEY("agent_id","slot");--> statement-breakpoint
-- The writing session's slot (AGENT_ACTIVITY_SLOTS in src/server/db/schema/agents.ts). Behind a
-- transaction pooler the backend is the pooled server connection, which is just as good.
CREATE OR REPLACE FUNCTION agent_activity_slot() RETURNS smallint
LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT (pg_backend_pid() % 64)::smallint $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION agent_activity_add(p_agent uuid, p_conversations integer, p_messages bigint,
  p_quotes integer, p_last timestamptz) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO agent_activity AS a (agent_id, slot, conversation_count, message_count, quote_count, last_message_at)
  VALUES (p_agent, agent_activity_slot(), p_conversations, p_messages, p_quotes, p_last)
  ON CONFLICT (agent_id, slot) DO UPDATE SET
    conversation_count = a.conversation_count + excluded.conversation_count,
    message_count = a.message_count + excluded.message_count,
    quote_count = a.quote_count + excluded.quote_count,
    last_message_at = greatest(a.last_message_at, excluded.last_message_at);
$$;--> statement-breakpoint
-- A slot may go below zero (its session took off what another's added); only the sum counts. While
-- the agent itself is being deleted (a cascade setting its conversations' agent to null), nothing
-- is written: its rows go with it, and a new one would fail the foreign key.
CREATE OR REPLACE FUNCTION agent_activity_subtract(p_agent uuid, p_conversations integer, p_messages bigint,
  p_quotes integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO agent_activity AS a (agent_id, slot, conversation_count, message_count, quote_count)
  SELECT p_agent, agent_activity_slot(), -p_conversations, -p_messages, -p_quotes
   WHERE EXISTS (SELECT 1 FROM agents WHERE id = p_agent)
  ON CONFLICT (agent_id, slot) DO UPDATE SET
    conversation_count = a.conversation_count + excluded.conversation_count,
    message_count = a.message_count + excluded.message_count,
    quote_count = a.quote_count + excluded.quote_count;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION agent_activity_conversations_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_activity AS a (agent_id, slot, conversation_count, message_count, last_message_at)
    SELECT agent_id, agent_activity_slot(), count(*), sum(message_count), max(last_message_at)
    FROM new_conversations WHERE agent_id IS NOT NULL GROUP BY agent_id
  ON CONFLICT (agent_id, slot) DO UPDATE SET
    conversation_count = a.conversation_count + excluded.conversation_count,
    message_count = a.message_count + excluded.message_count,
    last_message_at = greatest(a.last_message_at, excluded.last_message_at);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION agent_activity_quotes_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_activity AS a (agent_id, slot, quote_count)
    SELECT c.agent_id, agent_activity_slot(), count(*) FROM new_quotes q JOIN conversations c ON c.id = q.conversation_id
    WHERE c.agent_id IS NOT NULL GROUP BY c.agent_id
  ON CONFLICT (agent_id, slot) DO UPDATE SET quote_count = a.quote_count + excluded.quote_count;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION agent_activity_quotes_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM agent_activity_subtract(d.agent_id, 0, 0, d.n::integer)
     FROM (SELECT c.agent_id, count(*) AS n FROM old_quotes q JOIN conversations c ON c.id = q.conversation_id
           WHERE c.agent_id IS NOT NULL GROUP BY c.agent_id) d;
  RETURN NULL;
END;
$$;
