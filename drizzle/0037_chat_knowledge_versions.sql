-- A turn's knowledge search is not run again for a question whose result the app process already
-- holds for the workspace's current knowledge (docs/decisions/052-chat-knowledge-reuse.md).
-- knowledge_versions holds each workspace's knowledge version, renewed from knowledge_version_seq
-- by every statement that changes its items; chat_accept_turn reads it in the statement that would
-- search, and searches only when the caller's version (p_knowledge_version) is not the current one.
-- Also: chat_accept_turns writes each agent's activity counter once for its batch, after its turns,
-- instead of the counter trigger once for each turn (as chat_store_replies does since 0033).
CREATE SEQUENCE "public"."knowledge_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "knowledge_versions" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Every workspace that already has knowledge starts with a version.
INSERT INTO knowledge_versions (workspace_id, version)
SELECT w.workspace_id, nextval('knowledge_version_seq')
  FROM (SELECT DISTINCT workspace_id FROM knowledge_base) w;
--> statement-breakpoint
-- Renews the version of each workspace whose items the statement changed; a truncate renews all.
-- One renewal per workspace and statement, in the statement's transaction: a turn sees the new
-- items and the new version together, or neither.
CREATE FUNCTION knowledge_versions_renew() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE knowledge_versions SET version = nextval('knowledge_version_seq');
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO knowledge_versions AS v (workspace_id, version)
    SELECT w.workspace_id, nextval('knowledge_version_seq')
      FROM (SELECT DISTINCT workspace_id FROM knowledge_changed_new) w
    ON CONFLICT (workspace_id) DO UPDATE SET version = excluded.version;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO knowledge_versions AS v (workspace_id, version)
    SELECT w.workspace_id, nextval('knowledge_version_seq')
      FROM (SELECT workspace_id FROM knowledge_changed_new
             UNION SELECT workspace_id FROM knowledge_changed_old) w
    ON CONFLICT (workspace_id) DO UPDATE SET version = excluded.version;
  ELSE
    INSERT INTO knowledge_versions AS v (workspace_id, version)
    SELECT w.workspace_id, nextval('knowledge_version_seq')
      FROM (SELECT DISTINCT workspace_id FROM knowledge_changed_old) w
    ON CONFLICT (workspace_id) DO UPDATE SET version = excluded.version;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER knowledge_versions_on_insert AFTER INSERT ON knowledge_base
  REFERENCING NEW TABLE AS knowledge_changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_versions_renew();
--> statement-breakpoint
CREATE TRIGGER knowledge_versions_on_update AFTER UPDATE ON knowledge_base
  REFERENCING OLD TABLE AS knowledge_changed_old NEW TABLE AS knowledge_changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_versions_renew();
--> statement-breakpoint
CREATE TRIGGER knowledge_versions_on_delete AFTER DELETE ON knowledge_base
  REFERENCING OLD TABLE AS knowledge_changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_versions_renew();
--> statement-breakpoint
CREATE TRIGGER knowledge_versions_on_truncate AFTER TRUNCATE ON knowledge_base
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_versions_renew();
--> statement-breakpoint
-- chat_accept_turn as migration 0031 defined it, with p_knowledge_version and the result's
-- knowledgeVersion added (a new parameter is a new function: the old one goes).
DROP FUNCTION chat_accept_turn(timestamptz, text, text, uuid, text, text, timestamptz, integer, text,
  text, timestamptz, integer, text, text, timestamptz, integer, integer, text, jsonb, jsonb, integer,
  text, integer, timestamptz, jsonb);
--> statement-breakpoint
CREATE FUNCTION chat_accept_turn(
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
  -- The workspace's knowledge version whose result for this query and limit the caller already
  -- holds, or null. When it is still the current version the search is not run again: the
  -- result is returned as null and the caller uses its own (see knowledge_versions).
  p_knowledge_version bigint,
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
  knowledge_version bigint;
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
  -- Inside chat_accept_turns the agent's counter is written once for the whole batch, after it
  -- (as chat_store_replies does for replies): the counter trigger skips this update then.
  PERFORM set_config('chat.messages_counted_by_writer', 'on', true),
          set_config('chat.agent_counted_by_writer',
                     CASE WHEN current_setting('chat.accept_batch', true) = 'on' THEN 'on' ELSE 'off' END, true);
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
  PERFORM set_config('chat.messages_counted_by_writer', 'off', true),
          set_config('chat.agent_counted_by_writer', 'off', true);

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
    kv.version,
    -- Read in the same snapshot as the version: the result belongs to that version.
    CASE WHEN p_knowledge_query IS NOT NULL
              AND (p_knowledge_version IS NULL OR kv.version IS DISTINCT FROM p_knowledge_version) THEN
      (SELECT coalesce(json_agg(json_build_object('id', s.id, 'title', s.title, 'content', s.content,
                                                    'category', s.category, 'rank', s.rank)
                                 ORDER BY s.rank DESC, s.updated_at DESC), '[]'::json)
         FROM knowledge_search(ws.id, p_knowledge_query, p_knowledge_limit) s)
    END
    INTO history, customer, knowledge_version, knowledge
    FROM (SELECT (SELECT v.version FROM knowledge_versions v WHERE v.workspace_id = ws.id) AS version) kv;

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
    'knowledge', knowledge,
    'knowledgeVersion', knowledge_version);
END;
$$;
--> statement-breakpoint
-- chat_accept_turns as migration 0035 defined it, passing each turn's knowledge_version on, and
-- writing each agent's activity counter once for the batch instead of once for each turn.
CREATE OR REPLACE FUNCTION chat_accept_turns(p_turns jsonb) RETURNS json
LANGUAGE plpgsql AS $$
DECLARE
  t jsonb;
  result json;
  results json[] := '{}';
  -- chat_accept_turn turns the synchronous commit off for an accepted turn that a reply will
  -- follow; a refused turn, or one whose conversation a person has taken over, commits durably.
  -- One such element keeps the whole batch's commit durable, as it would have been alone
  -- ('needs_transaction' changed nothing: its turn is repeated in a transaction of its own).
  durable_commit text := current_setting('synchronous_commit');
  must_be_durable boolean := false;
  -- The conversations of the accepted turns: their agents' counters are written once, at the end.
  accepted_ids uuid[] := '{}';
BEGIN
  PERFORM set_config('chat.accept_batch', 'on', true);
  FOR t IN SELECT value FROM jsonb_array_elements(p_turns) LOOP
    result := chat_accept_turn(
      (t ->> 'at')::timestamptz, t ->> 'workspace_key', t ->> 'agent_type',
      (t ->> 'conversation_id')::uuid, t ->> 'token_hash',
      t ->> 'ip_key', (t ->> 'ip_window_start')::timestamptz, (t ->> 'ip_limit')::int,
      t ->> 'conversation_key_prefix', t ->> 'conversation_key_suffix',
      (t ->> 'conversation_window_start')::timestamptz, (t ->> 'conversation_limit')::int,
      t ->> 'server_key_prefix', t ->> 'server_key_suffix',
      (t ->> 'server_window_start')::timestamptz, (t ->> 'server_limit')::int,
      (t ->> 'max_turns')::int, t ->> 'content', t -> 'metadata',
      nullif(t -> 'profile', 'null'::jsonb), (t ->> 'history_limit')::int,
      t ->> 'knowledge_query', (t ->> 'knowledge_limit')::int, (t ->> 'knowledge_version')::bigint,
      (t ->> 'arm_if_before')::timestamptz, nullif(t -> 'start', 'null'::jsonb));
    results := results || result;
    IF result ->> 'status' = 'accepted' THEN
      accepted_ids := accepted_ids || (result -> 'conversation' ->> 'id')::uuid;
    END IF;
    IF result ->> 'status' NOT IN ('accepted', 'needs_transaction')
       OR result -> 'conversation' ->> 'handoffAt' IS NOT NULL THEN
      must_be_durable := true;
    END IF;
  END LOOP;
  PERFORM set_config('chat.accept_batch', 'off', true);
  -- What the counter trigger would have added turn by turn, one row write per agent: each accepted
  -- turn moved its own conversation on by one message (never two turns of one conversation in a
  -- batch), and the conversations are still locked by those updates.
  INSERT INTO agent_activity AS a (agent_id, slot, conversation_count, message_count, quote_count, last_message_at)
  SELECT c.agent_id, agent_activity_slot(), 0, count(*), 0, max(c.last_message_at)
    FROM conversations c
   WHERE c.id = ANY (accepted_ids) AND c.agent_id IS NOT NULL
   GROUP BY c.agent_id
   ORDER BY c.agent_id
  ON CONFLICT (agent_id, slot) DO UPDATE SET
    message_count = a.message_count + excluded.message_count,
    last_message_at = greatest(a.last_message_at, excluded.last_message_at);
  IF must_be_durable THEN
    PERFORM set_config('synchronous_commit', durable_commit, true);
  END IF;
  RETURN array_to_json(results);
END;
$$;
