-- Visitor turns accepted in batches (docs/decisions/047-chat-accept-batch.md): turns that arrive
-- while an accept is in flight go together in one call of this function, so a busy app pays one
-- round trip, one statement start-up and one commit for the batch instead of one per turn. Each
-- element is accepted by chat_accept_turn itself, in the order given: the same checks, limits,
-- rows, events, notifications and counts as a turn accepted alone, and the same outcome per
-- element (a refusal of one turn is its own result, not the batch's). The caller never puts two
-- turns of one conversation into one batch.
--
-- p_turns: [{"at", "workspace_key", "agent_type", "conversation_id", "token_hash", "ip_key",
-- "ip_window_start", "ip_limit", "conversation_key_prefix", "conversation_key_suffix",
-- "conversation_window_start", "conversation_limit", "server_key_prefix", "server_key_suffix",
-- "server_window_start", "server_limit", "max_turns", "content", "metadata", "profile",
-- "history_limit", "knowledge_query", "knowledge_limit", "arm_if_before", "start"}], named as
-- chat_accept_turn's parameters. Returns chat_accept_turn's results, in the same order.
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
BEGIN
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
      t ->> 'knowledge_query', (t ->> 'knowledge_limit')::int,
      (t ->> 'arm_if_before')::timestamptz, nullif(t -> 'start', 'null'::jsonb));
    results := results || result;
    IF result ->> 'status' NOT IN ('accepted', 'needs_transaction')
       OR result -> 'conversation' ->> 'handoffAt' IS NOT NULL THEN
      must_be_durable := true;
    END IF;
  END LOOP;
  IF must_be_durable THEN
    PERFORM set_config('synchronous_commit', durable_commit, true);
  END IF;
  RETURN array_to_json(results);
END;
$$;
