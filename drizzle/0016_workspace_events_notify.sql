-- Workspace events for open dashboards (docs/architecture.md, "Realtime"). Every write a dashboard
-- shows notifies the channel workspace_events with ids only (never the row), inside the writing
-- transaction: listeners on every app process hear of it when, and only if, it commits. Triggers
-- rather than calls in each service, so the chat turn's SQL functions and every later writer are
-- covered without knowing of it. Identical notifications in one transaction are sent once.
CREATE OR REPLACE FUNCTION notify_workspace_event() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ws uuid;
  conv uuid;
BEGIN
  IF TG_TABLE_NAME = 'payments' THEN
    SELECT q.workspace_id INTO ws FROM quotes q WHERE q.id = NEW.quote_id;
  ELSE
    ws := NEW.workspace_id;
  END IF;
  IF ws IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME IN ('messages', 'answer_approvals') THEN
    conv := NEW.conversation_id;
  ELSIF TG_TABLE_NAME = 'conversations' THEN
    conv := NEW.id;
  END IF;
  PERFORM pg_notify('workspace_events', json_build_object(
    'workspaceId', ws,
    'kind', TG_ARGV[0] || CASE WHEN TG_OP = 'INSERT' THEN '.created' ELSE '.changed' END,
    'id', NEW.id,
    'conversationId', conv)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_notify_workspace AFTER INSERT ON conversations
  FOR EACH ROW EXECUTE FUNCTION notify_workspace_event('conversation');
--> statement-breakpoint
-- Not on every turn's last_message_at: a new message is its own event (with the conversation's id),
-- and the chat turn, the hot path, sends one notification fewer per write.
CREATE TRIGGER conversations_notify_workspace_change AFTER UPDATE ON conversations
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
     OR OLD.handoff_at IS DISTINCT FROM NEW.handoff_at
     OR OLD.held_by IS DISTINCT FROM NEW.held_by
     OR OLD.customer_id IS DISTINCT FROM NEW.customer_id)
  EXECUTE FUNCTION notify_workspace_event('conversation');
--> statement-breakpoint
CREATE TRIGGER messages_notify_workspace AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION notify_workspace_event('message');
--> statement-breakpoint
CREATE TRIGGER answer_approvals_notify_workspace AFTER INSERT OR UPDATE ON answer_approvals
  FOR EACH ROW EXECUTE FUNCTION notify_workspace_event('approval');
--> statement-breakpoint
CREATE TRIGGER agents_notify_workspace AFTER INSERT OR UPDATE ON agents
  FOR EACH ROW EXECUTE FUNCTION notify_workspace_event('agent');
--> statement-breakpoint
CREATE TRIGGER quotes_notify_workspace AFTER INSERT OR UPDATE ON quotes
  FOR EACH ROW EXECUTE FUNCTION notify_workspace_event('quote');
--> statement-breakpoint
CREATE TRIGGER payments_notify_workspace AFTER INSERT OR UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION notify_workspace_event('payment');
