-- Several agent replies stored in one statement (see docs/decisions/012-batched-reply-writes.md):
-- under load the app writes the replies that arrive while one batch is being written together,
-- so many turns share one round trip and one commit. The conversations are locked in id order
-- first, so two batches from two app processes can never deadlock on them.
CREATE OR REPLACE FUNCTION chat_store_replies(p_replies jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  SELECT array_agg(DISTINCT (r ->> 'conversation_id')::uuid) INTO ids
    FROM jsonb_array_elements(p_replies) AS r;
  PERFORM 1 FROM conversations WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;

  INSERT INTO messages (workspace_id, conversation_id, sender, content, metadata, created_at)
  SELECT (r ->> 'workspace_id')::uuid, (r ->> 'conversation_id')::uuid, 'agent', r ->> 'content',
         r -> 'metadata', (r ->> 'at')::timestamptz
    FROM jsonb_array_elements(p_replies) WITH ORDINALITY AS x(r, ord)
   ORDER BY ord;

  UPDATE conversations c
     SET last_message_at = greatest(c.last_message_at, latest.at), updated_at = latest.at
    FROM (SELECT (r ->> 'conversation_id')::uuid AS id, max((r ->> 'at')::timestamptz) AS at
            FROM jsonb_array_elements(p_replies) AS r
           GROUP BY 1) latest
   WHERE c.id = latest.id;
END;
$$;
--> statement-breakpoint
DROP FUNCTION chat_store_reply(uuid, uuid, text, jsonb, timestamptz);
