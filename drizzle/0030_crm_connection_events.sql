-- The CRM card of an open dashboard follows its connection without a reload (docs/architecture.md,
-- "Realtime"): connecting, a refresh that fails (status error), disconnecting and the provider's
-- UNINSTALL webhook (both delete the row) notify workspace_events with kind crm.changed, inside the
-- writing transaction, as the other tables' triggers do (migration workspace_events_notify). A
-- trigger, so every writer is covered; not on last_sync_at, which every delivered change moves.
CREATE OR REPLACE FUNCTION notify_crm_connection_event() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ws uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    ws := OLD.workspace_id;
  ELSE
    ws := NEW.workspace_id;
  END IF;
  PERFORM pg_notify('workspace_events', json_build_object(
    'workspaceId', ws,
    'kind', 'crm.changed',
    'id', ws,
    'conversationId', NULL)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER crm_connections_notify_workspace
  AFTER INSERT OR DELETE OR UPDATE OF status, access_token_sealed, last_error, location_id, live_agent_id
  ON crm_connections
  FOR EACH ROW EXECUTE FUNCTION notify_crm_connection_event();
