-- Chat turns in few round trips (callers: src/server/features/chat/chat.repository.ts acceptTurn
-- and insertAgentReply). A visitor's turn used to be about fifteen statements, each a round trip
-- from the app and most in one transaction; these functions do the same work inside PostgreSQL,
-- each call one atomic statement. Under load the round trips, not the work, were the cost.

-- One hit of a fixed-window rate limit; returns the count so far in the window. The one
-- definition of the counter, for rate-limit.repository.ts and chat_accept_turn alike.
CREATE OR REPLACE FUNCTION rate_limit_hit(p_key text, p_window_start timestamptz) RETURNS integer
LANGUAGE sql AS $$
  INSERT INTO rate_limits (key, window_start, count) VALUES (p_key, p_window_start, 1)
  ON CONFLICT (key) DO UPDATE SET count = rate_limits.count + 1
  RETURNING count
$$;
--> statement-breakpoint

-- A workspace's knowledge items sharing words with a query (an any-word to_tsquery expression,
-- src/domain/search-terms.ts), best first: full-text rank over the title (weighted higher) and
-- the content. The one definition, for knowledge.repository.ts and chat_accept_turn alike.
CREATE OR REPLACE FUNCTION knowledge_search(p_workspace_id uuid, p_query text, p_limit integer)
RETURNS TABLE (id uuid, title text, content text, category text, rank real, updated_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT k.id, k.title, k.content, k.category, ts_rank_cd(k.search_vector, q) AS rank, k.updated_at
    FROM knowledge_base k, to_tsquery('english', p_query) q
   WHERE k.workspace_id = p_workspace_id AND k.search_vector @@ q
   ORDER BY rank DESC, k.updated_at DESC
   LIMIT p_limit
$$;
--> statement-breakpoint

-- The first half of a chat turn (chat-turn.service.ts acceptChatTurn): find the workspace and its
-- agent, find (or, on the first message, create) the conversation, count the rate limits, enforce
-- the turn cap, store the visitor's message, move the conversation on, merge the behaviour
-- profile into the customer, and return what the reply needs (workspace, agent, conversation,
-- customer, history). Returns {"status": ...}: 'accepted', or why nothing was stored:
-- 'ip_limited', 'no_workspace', 'not_found', 'conversation_limited', 'too_many_turns', or
-- 'needs_transaction' (see p_arm_if_before). Refusals keep their rate-limit counts, as before.
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
  -- arm it (a new conversation, or the previous message is this old or older), nothing is changed
  -- and 'needs_transaction' returned, so the caller repeats the turn inside a transaction.
  p_arm_if_before timestamptz,
  -- For a new conversation: {"conversation_id", "customer_id", "customer_name", "routing",
  -- "events": [{"event_type", "data"}]} (ids made by the caller, so the events can name them).
  p_start jsonb
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  ws record;
  conv record;
  has_conversation boolean := false;
  created boolean := false;
  customer jsonb;
  history jsonb;
  knowledge jsonb;
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
    RETURN jsonb_build_object('status', CASE
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
    RETURN jsonb_build_object('status', CASE
      WHEN rate_limit_hit(p_ip_key, p_ip_window_start) > p_ip_limit THEN 'ip_limited'
      ELSE 'not_found' END);
  END IF;

  IF p_arm_if_before IS NOT NULL AND (NOT has_conversation OR conv.last_message_at <= p_arm_if_before) THEN
    RETURN jsonb_build_object('status', 'needs_transaction');
  END IF;

  IF rate_limit_hit(p_ip_key, p_ip_window_start) > p_ip_limit THEN
    RETURN jsonb_build_object('status', 'ip_limited');
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

  IF rate_limit_hit(p_conversation_key_prefix || conv.id || p_conversation_key_suffix,
                    p_conversation_window_start) > p_conversation_limit THEN
    RETURN jsonb_build_object('status', 'conversation_limited');
  END IF;
  IF conv.user_turns >= p_max_turns THEN
    RETURN jsonb_build_object('status', 'too_many_turns');
  END IF;

  -- This commit need not wait for its WAL to reach disk: the visitor hears of the turn only after
  -- the reply (chat_store_reply) or the approval draft commits synchronously, and WAL is flushed
  -- in order, so that commit makes this one durable too. Half the turn's commit waits go. A turn
  -- with no write after it (a person has taken over) keeps the synchronous commit.
  IF conv.handoff_at IS NULL THEN
    PERFORM set_config('synchronous_commit', 'off', true);
  END IF;
  INSERT INTO messages (workspace_id, conversation_id, sender, content, metadata, created_at)
  VALUES (ws.id, conv.id, 'user', p_content, p_metadata, p_at);
  UPDATE conversations
     SET last_message_at = greatest(last_message_at, p_at), updated_at = p_at,
         user_turns = user_turns + 1
   WHERE id = conv.id;
  IF p_profile IS NOT NULL AND conv.customer_id IS NOT NULL THEN
    UPDATE customers SET metadata = metadata || p_profile, updated_at = p_at
     WHERE id = conv.customer_id;
  END IF;

  SELECT coalesce(jsonb_agg(jsonb_build_object('sender', h.sender, 'content', h.content)
                            ORDER BY h.created_at, h.id), '[]'::jsonb)
    INTO history
    FROM (SELECT m.sender, m.content, m.created_at, m.id
            FROM messages m
           WHERE m.conversation_id = conv.id
           ORDER BY m.created_at DESC, m.id DESC
           LIMIT p_history_limit) h;
  SELECT jsonb_build_object('id', k.id, 'name', k.name, 'email', k.email, 'phone', k.phone,
                            'company', k.company, 'metadata', k.metadata)
    INTO customer
    FROM customers k
   WHERE k.id = conv.customer_id;
  IF p_knowledge_query IS NOT NULL THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'title', s.title, 'content', s.content,
                                                 'category', s.category, 'rank', s.rank)
                              ORDER BY s.rank DESC, s.updated_at DESC), '[]'::jsonb)
      INTO knowledge
      FROM knowledge_search(ws.id, p_knowledge_query, p_knowledge_limit) s;
  END IF;

  RETURN jsonb_build_object(
    'status', 'accepted',
    'created', created,
    'workspace', jsonb_build_object('id', ws.id, 'name', ws.name, 'tone', ws.tone,
                                    'brandKey', ws.brand_key, 'pricing', ws.pricing),
    'agent', CASE WHEN ws.agent_id IS NULL THEN NULL ELSE jsonb_build_object(
      'id', ws.agent_id, 'agentName', ws.agent_name, 'agentType', ws.agent_type,
      'operationMode', ws.operation_mode, 'requireApproval', ws.require_approval) END,
    'conversation', jsonb_build_object(
      'id', conv.id, 'customerId', conv.customer_id, 'status', conv.status,
      'handoffAt', conv.handoff_at,
      'previousMessageAt', CASE WHEN created THEN NULL ELSE conv.last_message_at END),
    'customer', customer,
    'history', history,
    'knowledge', knowledge);
END;
$$;
--> statement-breakpoint

-- The second half of a chat turn (chat-turn.service.ts answerChatTurn): the agent's reply, and
-- last_message_at moved forward (never back), in one statement.
CREATE OR REPLACE FUNCTION chat_store_reply(
  p_workspace_id uuid,
  p_conversation_id uuid,
  p_content text,
  p_metadata jsonb,
  p_at timestamptz
) RETURNS void
LANGUAGE sql AS $$
  WITH reply AS (
    INSERT INTO messages (workspace_id, conversation_id, sender, content, metadata, created_at)
    VALUES (p_workspace_id, p_conversation_id, 'agent', p_content, p_metadata, p_at)
  )
  UPDATE conversations
     SET last_message_at = greatest(last_message_at, p_at), updated_at = p_at
   WHERE id = p_conversation_id
$$;
