-- A chat turn's cost in the database (docs/decisions/040-chat-turn-cost.md). Each message a chat
-- turn wrote updated its conversation twice: the turn's own UPDATE (last_message_at, user_turns)
-- and then the message-count statement trigger (migration 0018). Each of those updates fired the
-- agent-activity row trigger (0024), which upserted the agent's counter row through a SQL
-- function, and the second update of a row this transaction had already updated re-checked the
-- conversation's foreign keys. Per turn (visitor message and reply): four conversation updates,
-- four counter upserts. Now the chat's two SQL functions count their own messages in the UPDATE
-- they make anyway, and tell the count trigger so for that one statement: two updates, two upserts.
-- Every other writer of messages (the inbox, approvals, seeds) is still counted by the trigger.

-- The count trigger skips a statement whose writer counts its messages itself: the writer sets
-- the transaction-local `chat.messages_counted_by_writer` to 'on' just before that statement and
-- back to 'off' right after it, so later statements of the same transaction are counted again.
CREATE OR REPLACE FUNCTION count_conversation_messages() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF current_setting('chat.messages_counted_by_writer', true) = 'on' THEN
      RETURN NULL;
    END IF;
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
$$;
--> statement-breakpoint
-- The agent's counter row written here rather than through agent_activity_add: the call of a SQL
-- function from a trigger costs as much again as its one INSERT, on every message of every chat.
CREATE OR REPLACE FUNCTION agent_activity_conversations_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  n_quotes integer;
BEGIN
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
-- chat_store_replies as 0006 left it, counting its own messages in its conversation UPDATE.
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

  UPDATE conversations c
     SET last_message_at = greatest(c.last_message_at, latest.at), updated_at = latest.at,
         message_count = c.message_count + latest.n
    FROM (SELECT (r ->> 'conversation_id')::uuid AS id, max((r ->> 'at')::timestamptz) AS at,
                 count(*) AS n
            FROM jsonb_array_elements(p_replies) AS r
           GROUP BY 1) latest
   WHERE c.id = latest.id;
END;
$$;
--> statement-breakpoint
-- chat_accept_turn as 0011 left it, counting the visitor's message in its conversation UPDATE.
CREATE OR REPLACE FUNCTION chat_accept_turn(
  p_at timestamptz,
  -- The workspace's public widget key; null for the platform demo workspace.
  p_workspace_key text,
  -- The persona: which agent answers, and the new conversation's agent_type.
  p_agent_type text,
  -- Null for a first message; then the conversation of p_token_hash is created unless it exists.
  p_conversation_id uuid,
  -- Null when the visitor sent no token (a conversation id without one is not found).
  p_token_hash text,
  p_ip_key text,
  p_ip_window_start timestamptz,
  p_ip_limit integer,
  -- The conversation's key is prefix || id || suffix (the id is known only here).
  p_conversation_key_prefix text,
  p_conversation_key_suffix text,
  p_conversation_window_start timestamptz,
  p_conversation_limit integer,
  -- A call without an Origin header (another server using the key) counts against the workspace
  -- too: its key is prefix || workspace id || suffix. All four are null for a browser's call.
  p_server_key_prefix text,
  p_server_key_suffix text,
  p_server_window_start timestamptz,
  p_server_limit integer,
  p_max_turns integer,
  p_content text,
  p_metadata jsonb,
  -- Keys merged into the customer's metadata (the enhanced profile), or null.
  p_profile jsonb,
  p_history_limit integer,
  -- The knowledge_search query for the reply (the built-in engine searches the visitor's words),
  -- or null for none.
  p_knowledge_query text,
  p_knowledge_limit integer,
  -- Not null: the caller has no transaction to arm the abandoned-chat check in. If this turn must
  -- arm it (the customer's e-mail is known and the previous message is this old or older), nothing
  -- is changed and 'needs_transaction' returned, so the caller repeats the turn inside a
  -- transaction. A new conversation's customer has no e-mail yet: its first message never needs one.
  p_arm_if_before timestamptz,
  -- For a new conversation: {"conversation_id", "customer_id", "customer_name", "routing",
  -- "events": [{"event_type", "data"}]} (ids made by the caller, so the events can name them).
  p_start jsonb
) RETURNS json
LANGUAGE plpgsql AS $$
DECLARE
  ws record;
  conv record;
  has_conversation boolean := false;
  created boolean := false;
  hits integer;
  customer json;
  history json;
  knowledge json;
BEGIN
  IF p_workspace_key IS NULL THEN
    SELECT w.id, w.name, w.tone, w.brand_key, w.settings -> 'pricing' AS pricing,
           a.id AS agent_id, a.agent_name, a.agent_type, a.operation_mode, a.require_approval
      INTO ws
      FROM workspaces w
      LEFT JOIN agents a
        ON a.workspace_id = w.id AND a.agent_type = p_agent_type AND a.status <> 'inactive'
     WHERE w.is_platform_demo
     ORDER BY a.created_at ASC NULLS LAST
     LIMIT 1;
  ELSE
    SELECT w.id, w.name, w.tone, w.brand_key, w.settings -> 'pricing' AS pricing,
           a.id AS agent_id, a.agent_name, a.agent_type, a.operation_mode, a.require_approval
      INTO ws
      FROM workspaces w
      LEFT JOIN agents a
        ON a.workspace_id = w.id AND a.agent_type = p_agent_type AND a.status <> 'inactive'
     WHERE w.public_key = p_workspace_key
     ORDER BY a.created_at ASC NULLS LAST
     LIMIT 1;
  END IF;
  IF NOT FOUND THEN
    -- The address limit comes first, as for every refusal.
    RETURN json_build_object('status', CASE
      WHEN rate_limit_hit(p_ip_key, p_ip_window_start) > p_ip_limit THEN 'ip_limited'
      ELSE 'no_workspace' END);
  END IF;

  -- The row lock (the one an UPDATE takes) makes concurrent turns of one conversation take turns,
  -- so the turn cap and the arming decision read the latest state.
  IF p_token_hash IS NOT NULL THEN
    SELECT c.id, c.customer_id, c.status, c.user_turns, c.handoff_at, c.last_message_at
      INTO conv
      FROM conversations c
     WHERE c.workspace_id = ws.id AND c.visitor_token_hash = p_token_hash
       FOR NO KEY UPDATE;
    has_conversation := FOUND;
  END IF;
  IF p_conversation_id IS NOT NULL AND (NOT has_conversation OR conv.id <> p_conversation_id) THEN
    RETURN json_build_object('status', CASE
      WHEN rate_limit_hit(p_ip_key, p_ip_window_start) > p_ip_limit THEN 'ip_limited'
      ELSE 'not_found' END);
  END IF;

  IF p_arm_if_before IS NOT NULL AND has_conversation AND conv.last_message_at <= p_arm_if_before
     AND EXISTS (SELECT 1 FROM customers k WHERE k.id = conv.customer_id AND k.email IS NOT NULL) THEN
    RETURN json_build_object('status', 'needs_transaction');
  END IF;

  -- This turn's hits of both limits are rate_limit_hit's counter written out here: a call of the
  -- SQL function sets it up anew in every transaction, which cost more than the insert itself.
  INSERT INTO rate_limits AS r (key, window_start, count) VALUES (p_ip_key, p_ip_window_start, 1)
  ON CONFLICT (key) DO UPDATE SET count = r.count + 1
  RETURNING r.count INTO hits;
  IF hits > p_ip_limit THEN
    RETURN json_build_object('status', 'ip_limited');
  END IF;
  IF p_server_limit IS NOT NULL THEN
    INSERT INTO rate_limits AS r (key, window_start, count)
    VALUES (p_server_key_prefix || ws.id || p_server_key_suffix, p_server_window_start, 1)
    ON CONFLICT (key) DO UPDATE SET count = r.count + 1
    RETURNING r.count INTO hits;
    IF hits > p_server_limit THEN
      RETURN json_build_object('status', 'workspace_limited');
    END IF;
  END IF;

  IF NOT has_conversation THEN
    -- Of two concurrent first messages with one token, one inserts; the other's ON CONFLICT waits
    -- for that commit and does nothing, and the SELECT below (a new snapshot) reads the winner's
    -- row: one conversation, never two. The customer is made only with its conversation; both
    -- foreign keys are checked at the end of the statement, when both rows exist.
    WITH inserted AS (
      INSERT INTO conversations (id, workspace_id, customer_id, agent_id, agent_type, platform,
                                 status, visitor_token_hash, routing, created_at, updated_at,
                                 last_message_at)
      VALUES ((p_start ->> 'conversation_id')::uuid, ws.id, (p_start ->> 'customer_id')::uuid,
              ws.agent_id, p_agent_type, 'website', 'active', p_token_hash, p_start -> 'routing',
              p_at, p_at, p_at)
      ON CONFLICT (workspace_id, visitor_token_hash) WHERE visitor_token_hash IS NOT NULL DO NOTHING
      RETURNING id, customer_id
    )
    INSERT INTO customers (id, workspace_id, name, source, created_at, updated_at)
    SELECT inserted.customer_id, ws.id, p_start ->> 'customer_name', 'website', p_at, p_at
      FROM inserted;
    created := FOUND;
    IF created THEN
      INSERT INTO analytics (workspace_id, event_type, entity_id, data, created_at)
      SELECT ws.id, e ->> 'event_type', p_start ->> 'conversation_id', e -> 'data', p_at
        FROM jsonb_array_elements(p_start -> 'events') AS e;
    END IF;
    SELECT c.id, c.customer_id, c.status, c.user_turns, c.handoff_at, c.last_message_at
      INTO conv
      FROM conversations c
     WHERE c.workspace_id = ws.id AND c.visitor_token_hash = p_token_hash
       FOR NO KEY UPDATE;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'conversation vanished between insert and read';
    END IF;
  END IF;

  INSERT INTO rate_limits AS r (key, window_start, count)
  VALUES (p_conversation_key_prefix || conv.id || p_conversation_key_suffix, p_conversation_window_start, 1)
  ON CONFLICT (key) DO UPDATE SET count = r.count + 1
  RETURNING r.count INTO hits;
  IF hits > p_conversation_limit THEN
    RETURN json_build_object('status', 'conversation_limited');
  END IF;
  IF conv.user_turns >= p_max_turns THEN
    RETURN json_build_object('status', 'too_many_turns');
  END IF;

  -- This commit need not wait for its WAL to reach disk: the visitor hears of the turn only after
  -- the reply (chat_store_replies) or the approval draft commits synchronously, and WAL is flushed
  -- in order, so that commit makes this one durable too. Half the turn's commit waits go. A turn
  -- with no write after it (a person has taken over) keeps the synchronous commit.
  IF conv.handoff_at IS NULL THEN
    PERFORM set_config('synchronous_commit', 'off', true);
  END IF;
  -- The message, the conversation moved on (its message counted here, see messages_counted_by_writer)
  -- and the profile merged, in one statement (each statement a function runs costs its own executor
  -- start-up, which under load was more than these writes).
  PERFORM set_config('chat.messages_counted_by_writer', 'on', true);
  WITH turn_message AS (
    INSERT INTO messages (workspace_id, conversation_id, sender, content, metadata, created_at)
    VALUES (ws.id, conv.id, 'user', p_content, p_metadata, p_at)
  ), merged_profile AS (
    UPDATE customers SET metadata = metadata || p_profile, updated_at = p_at
     WHERE p_profile IS NOT NULL AND id = conv.customer_id
  )
  UPDATE conversations
     SET last_message_at = greatest(last_message_at, p_at), updated_at = p_at,
         user_turns = user_turns + 1, message_count = message_count + 1
   WHERE id = conv.id;
  PERFORM set_config('chat.messages_counted_by_writer', 'off', true);

  -- What the reply needs, read in one statement after the writes (so the history holds this turn's
  -- message and the customer the merged profile).
  SELECT
    (SELECT coalesce(json_agg(json_build_object('sender', h.sender, 'content', h.content)
                               ORDER BY h.created_at, h.id), '[]'::json)
       FROM (SELECT m.sender, m.content, m.created_at, m.id
               FROM messages m
              WHERE m.conversation_id = conv.id
              ORDER BY m.created_at DESC, m.id DESC
              LIMIT p_history_limit) h),
    (SELECT json_build_object('id', k.id, 'name', k.name, 'email', k.email, 'phone', k.phone,
                               'company', k.company, 'unverifiedEmail', k.unverified_email,
                               'metadata', k.metadata)
       FROM customers k
      WHERE k.id = conv.customer_id),
    CASE WHEN p_knowledge_query IS NOT NULL THEN
      (SELECT coalesce(json_agg(json_build_object('id', s.id, 'title', s.title, 'content', s.content,
                                                    'category', s.category, 'rank', s.rank)
                                 ORDER BY s.rank DESC, s.updated_at DESC), '[]'::json)
         FROM knowledge_search(ws.id, p_knowledge_query, p_knowledge_limit) s)
    END
    INTO history, customer, knowledge;

  RETURN json_build_object(
    'status', 'accepted',
    'created', created,
    'workspace', json_build_object('id', ws.id, 'name', ws.name, 'tone', ws.tone,
                                    'brandKey', ws.brand_key, 'pricing', ws.pricing),
    'agent', CASE WHEN ws.agent_id IS NULL THEN NULL ELSE json_build_object(
      'id', ws.agent_id, 'agentName', ws.agent_name, 'agentType', ws.agent_type,
      'operationMode', ws.operation_mode, 'requireApproval', ws.require_approval) END,
    'conversation', json_build_object(
      'id', conv.id, 'customerId', conv.customer_id, 'status', conv.status,
      'handoffAt', conv.handoff_at,
      'previousMessageAt', CASE WHEN created THEN NULL ELSE conv.last_message_at END),
    'customer', customer,
    'history', history,
    'knowledge', knowledge);
END;
$$;
