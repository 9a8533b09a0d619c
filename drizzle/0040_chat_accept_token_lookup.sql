-- A batch finds each turn's conversation by one index probe on its workspace and token
-- (docs/decisions/077-chat-accept-token-lookup.md). Migration 0039 joined the conversations on both
-- columns in three statements (the first read, the lock of the conversations the batch starts, and
-- the read of every turn's conversation once locked), and the planner, counting on a few
-- conversations a workspace, could read all of the workspace's conversations and compare every
-- turn's token with each of them: the batch's cost grew with the workspace's conversations (the
-- first read 8.9 ms of a 22-turn batch's 18.6 once the bench's workspace had about 1,000; 48.6 ms
-- for four turns at 20,000). A LATERAL subquery with LIMIT 1 cannot be flattened into a join, so
-- each turn is one probe of conversations_workspace_visitor_token_key on both columns. Nothing
-- else in chat_accept_turns_together changes.
CREATE OR REPLACE FUNCTION chat_accept_turns_together(p_turns jsonb) RETURNS json
LANGUAGE plpgsql AS $$
DECLARE
  st chat_accept_state[];
  created_ids uuid[];
  turn_count integer := jsonb_array_length(p_turns);
  refused boolean;
  results json;
BEGIN
  -- Each turn's workspace and agent (as chat_accept_turn reads them) and its conversation by token.
  SELECT array_agg(ROW(t.ord::int, w.id, w.agent_id, w.workspace, w.agent, c.id, NULL, NULL, NULL, NULL,
                       NULL, false)::chat_accept_state ORDER BY t.ord)
    INTO st
    FROM jsonb_array_elements(p_turns) WITH ORDINALITY AS t(v, ord)
    LEFT JOIN LATERAL (
      SELECT x.id, x.agent_id,
             json_build_object('id', x.id, 'name', x.name, 'tone', x.tone, 'brandKey', x.brand_key,
                               'pricing', x.pricing) AS workspace,
             CASE WHEN x.agent_id IS NULL THEN NULL ELSE json_build_object(
               'id', x.agent_id, 'agentName', x.agent_name, 'agentType', x.agent_type,
               'operationMode', x.operation_mode, 'requireApproval', x.require_approval) END AS agent
        FROM (
          (SELECT w.id, w.name, w.tone, w.brand_key, w.settings -> 'pricing' AS pricing,
                  a.id AS agent_id, a.agent_name, a.agent_type, a.operation_mode, a.require_approval
             FROM workspaces w
             LEFT JOIN agents a
               ON a.workspace_id = w.id AND a.agent_type = t.v ->> 'agent_type' AND a.status <> 'inactive'
            WHERE t.v ->> 'workspace_key' IS NULL AND w.is_platform_demo
            ORDER BY a.created_at ASC NULLS LAST
            LIMIT 1)
          UNION ALL
          (SELECT w.id, w.name, w.tone, w.brand_key, w.settings -> 'pricing' AS pricing,
                  a.id AS agent_id, a.agent_name, a.agent_type, a.operation_mode, a.require_approval
             FROM workspaces w
             LEFT JOIN agents a
               ON a.workspace_id = w.id AND a.agent_type = t.v ->> 'agent_type' AND a.status <> 'inactive'
            WHERE w.public_key = t.v ->> 'workspace_key'
            ORDER BY a.created_at ASC NULLS LAST
            LIMIT 1)
        ) x
    ) w ON true
    -- One index probe by workspace and token a turn (see this migration's head).
    LEFT JOIN LATERAL (
      SELECT c.id
        FROM conversations c
       WHERE c.workspace_id = w.id AND c.visitor_token_hash = t.v ->> 'token_hash'
       LIMIT 1
    ) c ON true;

  -- Not for this path: no workspace, no token, a conversation named but not found, two turns of
  -- one token.
  IF array_length(st, 1) IS DISTINCT FROM turn_count
     OR EXISTS (SELECT 1 FROM unnest(st) s WHERE s.workspace_id IS NULL)
     OR EXISTS (SELECT 1
                  FROM unnest(st) s
                  JOIN jsonb_array_elements(p_turns) WITH ORDINALITY AS t(v, ord) ON t.ord = s.ord
                 WHERE s.conversation_id IS NULL AND t.v ->> 'conversation_id' IS NOT NULL)
     OR EXISTS (SELECT 1 FROM jsonb_array_elements(p_turns) v WHERE v ->> 'token_hash' IS NULL)
     OR (SELECT count(DISTINCT (s.workspace_id, v ->> 'token_hash'))
           FROM unnest(st) s
           JOIN jsonb_array_elements(p_turns) WITH ORDINALITY AS t(v, ord) ON t.ord = s.ord) <> turn_count THEN
    RAISE EXCEPTION 'batch not for the set path' USING ERRCODE = 'CHT01';
  END IF;

  PERFORM 1 FROM conversations c
   WHERE c.id IN (SELECT s.conversation_id FROM unnest(st) s)
   ORDER BY c.id
     FOR NO KEY UPDATE;

  -- The first messages' conversations, customers and start events (of two first messages with
  -- one token in concurrent transactions one inserts; the other reads the winner's row below).
  WITH t AS (
    SELECT s.*, t.v
      FROM unnest(st) s
      JOIN jsonb_array_elements(p_turns) WITH ORDINALITY AS t(v, ord) ON t.ord = s.ord
     WHERE s.conversation_id IS NULL
  ), inserted AS (
    INSERT INTO conversations (id, workspace_id, customer_id, agent_id, agent_type, platform,
                               status, visitor_token_hash, routing, created_at, updated_at,
                               last_message_at)
    SELECT (t.v -> 'start' ->> 'conversation_id')::uuid, t.workspace_id,
           (t.v -> 'start' ->> 'customer_id')::uuid, t.agent_id, t.v ->> 'agent_type', 'website',
           'active', t.v ->> 'token_hash', t.v -> 'start' -> 'routing', (t.v ->> 'at')::timestamptz,
           (t.v ->> 'at')::timestamptz, (t.v ->> 'at')::timestamptz
      FROM t
     ORDER BY t.ord
    ON CONFLICT (workspace_id, visitor_token_hash) WHERE visitor_token_hash IS NOT NULL DO NOTHING
    RETURNING id, customer_id
  ), customers_made AS (
    INSERT INTO customers (id, workspace_id, name, source, created_at, updated_at)
    SELECT i.customer_id, t.workspace_id, t.v -> 'start' ->> 'customer_name', 'website',
           (t.v ->> 'at')::timestamptz, (t.v ->> 'at')::timestamptz
      FROM inserted i
      JOIN t ON (t.v -> 'start' ->> 'conversation_id')::uuid = i.id
     ORDER BY t.ord
  ), events AS (
    INSERT INTO analytics (workspace_id, event_type, entity_id, data, created_at)
    SELECT t.workspace_id, e.value ->> 'event_type', t.v -> 'start' ->> 'conversation_id',
           e.value -> 'data', (t.v ->> 'at')::timestamptz
      FROM inserted i
      JOIN t ON (t.v -> 'start' ->> 'conversation_id')::uuid = i.id
     CROSS JOIN LATERAL jsonb_array_elements(t.v -> 'start' -> 'events') WITH ORDINALITY AS e(value, n)
     ORDER BY t.ord, e.n
  )
  SELECT coalesce(array_agg(i.id), '{}') INTO created_ids FROM inserted i;

  IF EXISTS (SELECT 1 FROM unnest(st) s WHERE s.conversation_id IS NULL) THEN
    PERFORM 1 FROM conversations c
     WHERE c.id IN (
             SELECT f.id
               FROM unnest(st) s
               JOIN jsonb_array_elements(p_turns) WITH ORDINALITY AS t(v, ord) ON t.ord = s.ord
              CROSS JOIN LATERAL (
                SELECT x.id
                  FROM conversations x
                 WHERE x.workspace_id = s.workspace_id AND x.visitor_token_hash = t.v ->> 'token_hash'
                 LIMIT 1
              ) f
              WHERE s.conversation_id IS NULL)
     ORDER BY c.id
       FOR NO KEY UPDATE OF c;
  END IF;

  -- Every turn's conversation as it is now that it is locked (a new snapshot: the latest state).
  SELECT array_agg(ROW(s.ord, s.workspace_id, s.agent_id, s.workspace, s.agent, c.id, c.customer_id,
                       c.status, c.user_turns, c.handoff_at, c.last_message_at,
                       c.id = ANY (created_ids))::chat_accept_state ORDER BY s.ord)
    INTO st
    FROM unnest(st) s
    JOIN jsonb_array_elements(p_turns) WITH ORDINALITY AS t(v, ord) ON t.ord = s.ord
    LEFT JOIN LATERAL (
      SELECT x.id, x.customer_id, x.status, x.user_turns, x.handoff_at, x.last_message_at
        FROM conversations x
       WHERE x.workspace_id = s.workspace_id AND x.visitor_token_hash = t.v ->> 'token_hash'
       LIMIT 1
    ) c ON true;

  -- Turns chat_accept_turn would not simply accept: a conversation not found or not the one
  -- named, the abandoned-chat check to arm, the turn cap, two turns of one customer's profile.
  IF EXISTS (
       SELECT 1
         FROM unnest(st) s
         JOIN jsonb_array_elements(p_turns) WITH ORDINALITY AS t(v, ord) ON t.ord = s.ord
        WHERE s.conversation_id IS NULL
           OR (t.v ->> 'conversation_id' IS NOT NULL
               AND (s.created OR s.conversation_id <> (t.v ->> 'conversation_id')::uuid))
           OR (t.v ->> 'arm_if_before' IS NOT NULL AND NOT s.created
               AND s.last_message_at <= (t.v ->> 'arm_if_before')::timestamptz
               AND EXISTS (SELECT 1 FROM customers k WHERE k.id = s.customer_id AND k.email IS NOT NULL))
           OR s.user_turns >= (t.v ->> 'max_turns')::int)
     OR (SELECT count(DISTINCT s.customer_id) <> count(*) FROM unnest(st) s) THEN
    RAISE EXCEPTION 'batch not for the set path' USING ERRCODE = 'CHT01';
  END IF;

  -- Each key's hits of the address, server-call and conversation limits, added once per key, in
  -- key order; the batch is taken only if no turn's count passes its limit (the counts of one key
  -- rise turn by turn, so its last is the highest).
  WITH hits AS (
    SELECT t.ord, t.v ->> 'ip_key' AS key, (t.v ->> 'ip_window_start')::timestamptz AS window_start,
           (t.v ->> 'ip_limit')::int AS lim
      FROM jsonb_array_elements(p_turns) WITH ORDINALITY AS t(v, ord)
    UNION ALL
    SELECT t.ord, (t.v ->> 'server_key_prefix') || s.workspace_id || (t.v ->> 'server_key_suffix'),
           (t.v ->> 'server_window_start')::timestamptz, (t.v ->> 'server_limit')::int
      FROM unnest(st) s
      JOIN jsonb_array_elements(p_turns) WITH ORDINALITY AS t(v, ord) ON t.ord = s.ord
     WHERE t.v ->> 'server_limit' IS NOT NULL
    UNION ALL
    SELECT t.ord,
           (t.v ->> 'conversation_key_prefix') || s.conversation_id || (t.v ->> 'conversation_key_suffix'),
           (t.v ->> 'conversation_window_start')::timestamptz, (t.v ->> 'conversation_limit')::int
      FROM unnest(st) s
      JOIN jsonb_array_elements(p_turns) WITH ORDINALITY AS t(v, ord) ON t.ord = s.ord
  ), per_key AS (
    SELECT key, (array_agg(window_start ORDER BY ord))[1] AS window_start, count(*)::int AS hits,
           min(lim) AS lim
      FROM hits
     GROUP BY key
  ), counted AS (
    INSERT INTO rate_limits AS r (key, window_start, count)
    SELECT key, window_start, hits FROM per_key ORDER BY key
    ON CONFLICT (key) DO UPDATE SET count = r.count + excluded.count
    RETURNING r.key, r.count
  )
  SELECT coalesce(bool_or(c.count > p.lim), false) INTO refused
    FROM counted c JOIN per_key p ON p.key = c.key;
  IF refused THEN
    RAISE EXCEPTION 'batch not for the set path' USING ERRCODE = 'CHT01';
  END IF;

  -- As chat_accept_turn: the commit need not wait for its WAL unless a person has taken over one
  -- of the conversations (then no reply follows that turn, and the batch commits durably).
  IF NOT EXISTS (SELECT 1 FROM unnest(st) s WHERE s.handoff_at IS NOT NULL) THEN
    PERFORM set_config('synchronous_commit', 'off', true);
  END IF;
  -- The messages are counted in the conversations' update and the agents' counters once below.
  PERFORM set_config('chat.messages_counted_by_writer', 'on', true),
          set_config('chat.agent_counted_by_writer', 'on', true);
  WITH t AS (
    SELECT s.*, t.v, (t.v ->> 'at')::timestamptz AS at
      FROM unnest(st) s
      JOIN jsonb_array_elements(p_turns) WITH ORDINALITY AS t(v, ord) ON t.ord = s.ord
  ), turn_messages AS (
    INSERT INTO messages (workspace_id, conversation_id, sender, content, metadata, created_at)
    SELECT t.workspace_id, t.conversation_id, 'user', t.v ->> 'content', t.v -> 'metadata', t.at
      FROM t
     ORDER BY t.ord
  ), merged_profiles AS (
    UPDATE customers k SET metadata = k.metadata || (t.v -> 'profile'), updated_at = t.at
      FROM t
     WHERE k.id = t.customer_id AND nullif(t.v -> 'profile', 'null'::jsonb) IS NOT NULL
  )
  UPDATE conversations c
     SET last_message_at = greatest(c.last_message_at, t.at), updated_at = t.at,
         user_turns = c.user_turns + 1, message_count = c.message_count + 1
    FROM t
   WHERE c.id = t.conversation_id;
  PERFORM set_config('chat.messages_counted_by_writer', 'off', true),
          set_config('chat.agent_counted_by_writer', 'off', true);

  -- What each reply needs, read after the writes (the history holds the turn's message, the
  -- customer the merged profile), with the knowledge version read in the same snapshot.
  SELECT json_agg(json_build_object(
           'status', 'accepted',
           'created', s.created,
           'workspace', s.workspace,
           'agent', s.agent,
           'conversation', json_build_object(
             'id', s.conversation_id, 'customerId', s.customer_id, 'status', s.status,
             'handoffAt', s.handoff_at,
             'previousMessageAt', CASE WHEN s.created THEN NULL ELSE s.last_message_at END),
           'customer', r.customer,
           'history', r.history,
           'knowledge', r.knowledge,
           'knowledgeVersion', r.version) ORDER BY s.ord)
    INTO results
    FROM unnest(st) s
    JOIN jsonb_array_elements(p_turns) WITH ORDINALITY AS t(v, ord) ON t.ord = s.ord
   CROSS JOIN LATERAL (
     SELECT
       (SELECT coalesce(json_agg(json_build_object('sender', h.sender, 'content', h.content)
                                  ORDER BY h.created_at, h.id), '[]'::json)
          FROM (SELECT m.sender, m.content, m.created_at, m.id
                  FROM messages m
                 WHERE m.conversation_id = s.conversation_id
                 ORDER BY m.created_at DESC, m.id DESC
                 LIMIT (t.v ->> 'history_limit')::int) h) AS history,
       (SELECT json_build_object('id', k.id, 'name', k.name, 'email', k.email, 'phone', k.phone,
                                  'company', k.company, 'unverifiedEmail', k.unverified_email,
                                  'metadata', k.metadata)
          FROM customers k
         WHERE k.id = s.customer_id) AS customer,
       kv.version,
       CASE WHEN t.v ->> 'knowledge_query' IS NOT NULL
                 AND (t.v ->> 'knowledge_version' IS NULL
                      OR kv.version IS DISTINCT FROM (t.v ->> 'knowledge_version')::bigint) THEN
         (SELECT coalesce(json_agg(json_build_object('id', q.id, 'title', q.title, 'content', q.content,
                                                       'category', q.category, 'rank', q.rank)
                                    ORDER BY q.rank DESC, q.updated_at DESC), '[]'::json)
            FROM knowledge_search(s.workspace_id, t.v ->> 'knowledge_query',
                                  (t.v ->> 'knowledge_limit')::int) q)
       END AS knowledge
       FROM (SELECT (SELECT v.version FROM knowledge_versions v
                      WHERE v.workspace_id = s.workspace_id) AS version) kv
   ) r;

  -- The agents' activity counters, one row write per agent, as chat_accept_turns_in_order does.
  INSERT INTO agent_activity AS a (agent_id, slot, conversation_count, message_count, quote_count, last_message_at)
  SELECT c.agent_id, agent_activity_slot(), 0, count(*), 0, max(c.last_message_at)
    FROM conversations c
   WHERE c.id IN (SELECT s.conversation_id FROM unnest(st) s) AND c.agent_id IS NOT NULL
   GROUP BY c.agent_id
   ORDER BY c.agent_id
  ON CONFLICT (agent_id, slot) DO UPDATE SET
    message_count = a.message_count + excluded.message_count,
    last_message_at = greatest(a.last_message_at, excluded.last_message_at);

  RETURN results;
END;
$$;
