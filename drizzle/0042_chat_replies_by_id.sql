-- A reply batch moves its conversations on by their primary key, whatever the table holds
-- (docs/decisions/077-chat-accept-token-lookup.md). The update joined the conversations to the
-- batch's replies grouped by conversation, which jsonb_array_elements gives no row estimate for
-- (100 by default): on a table of a few thousand conversations the planner hashed the replies and
-- read every conversation of every workspace (403 rows for three replies at 400 other
-- conversations; 850 rows, 0.8 ms of a 2.1 ms batch, in the chat bench). The batch's ids, already
-- read to lock the rows in order, now bound the update too, so it probes the primary key. Nothing
-- else in chat_store_replies changes.
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
     WHERE c.id = latest.id AND c.id = ANY (ids)
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
