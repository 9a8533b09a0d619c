-- The reply batch's agent counters, written once per agent (docs/decisions/040-chat-turn-cost.md, "Later").
-- The reply batch writes each agent's counter once, not once per conversation of the batch
-- (about 13 a batch under load, all of one agent in a one-agent shop): the row trigger of 0031
-- skips a conversation update while the transaction-local `chat.agent_counted_by_writer` is 'on',
-- which the batch sets just around its one UPDATE, as messages_counted_by_writer (0031) does.
CREATE OR REPLACE FUNCTION agent_activity_conversations_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  n_quotes integer;
BEGIN
  IF current_setting('chat.agent_counted_by_writer', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF OLD.agent_id IS NOT DISTINCT FROM NEW.agent_id THEN
    IF NEW.agent_id IS NOT NULL THEN
      INSERT INTO agent_activity AS a (agent_id, slot, conversation_count, message_count, quote_count, last_message_at)
      VALUES (NEW.agent_id, agent_activity_slot(), 0, NEW.message_count - OLD.message_count, 0, NEW.last_message_at)
      ON CONFLICT (agent_id, slot) DO UPDATE SET
        message_count = a.message_count + excluded.message_count,
        last_message_at = greatest(a.last_message_at, excluded.last_message_at);
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
$$;
--> statement-breakpoint
-- chat_store_replies as 0031 left it, with the agents' counters written once per agent, in the
-- same statement as the conversations' update (which never changes a conversation's agent).
CREATE OR REPLACE FUNCTION chat_store_replies(p_replies jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  SELECT array_agg(DISTINCT (r ->> 'conversation_id')::uuid) INTO ids
    FROM jsonb_array_elements(p_replies) AS r;
  PERFORM 1 FROM conversations WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;

  PERFORM set_config('chat.messages_counted_by_writer', 'on', true);
  INSERT INTO messages (workspace_id, conversation_id, sender, content, metadata, created_at)
  SELECT (r ->> 'workspace_id')::uuid, (r ->> 'conversation_id')::uuid, 'agent', r ->> 'content',
         r -> 'metadata', (r ->> 'at')::timestamptz
    FROM jsonb_array_elements(p_replies) WITH ORDINALITY AS x(r, ord)
   ORDER BY ord;
  PERFORM set_config('chat.messages_counted_by_writer', 'off', true);

  PERFORM set_config('chat.agent_counted_by_writer', 'on', true);
  WITH moved AS (
    UPDATE conversations c
       SET last_message_at = greatest(c.last_message_at, latest.at), updated_at = latest.at,
           message_count = c.message_count + latest.n
      FROM (SELECT (r ->> 'conversation_id')::uuid AS id, max((r ->> 'at')::timestamptz) AS at,
                   count(*) AS n
              FROM jsonb_array_elements(p_replies) AS r
             GROUP BY 1) latest
     WHERE c.id = latest.id
    RETURNING c.agent_id, latest.n, c.last_message_at
  )
  INSERT INTO agent_activity AS a (agent_id, slot, conversation_count, message_count, quote_count, last_message_at)
  SELECT moved.agent_id, agent_activity_slot(), 0, sum(moved.n), 0, max(moved.last_message_at)
    FROM moved
   WHERE moved.agent_id IS NOT NULL
   GROUP BY moved.agent_id
  ON CONFLICT (agent_id, slot) DO UPDATE SET
    message_count = a.message_count + excluded.message_count,
    last_message_at = greatest(a.last_message_at, excluded.last_message_at);
  PERFORM set_config('chat.agent_counted_by_writer', 'off', true);
END;
$$;
