-- CRM webhooks (docs/architecture.md "CRM connection", decision record 030): a change applied
-- from the provider's webhook (a stage it moved, a contact it renamed) must not be recorded as a
-- change to send back, or every edit would echo to the provider and return as another webhook.
-- The webhook's transaction sets `crm.applying_inbound` (transaction-local); the trigger function
-- then records nothing. Every other writer is unaffected.
CREATE OR REPLACE FUNCTION crm_record_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  change_kind text;
  cust uuid;
  conv uuid;
  quote uuid;
BEGIN
  IF current_setting('crm.applying_inbound', true) = 'on' THEN
    RETURN NULL;
  END IF;
  -- One primary-key probe: workspaces without a CRM (nearly all writes) pay nothing more.
  IF NOT EXISTS (SELECT 1 FROM crm_connections c
                  WHERE c.workspace_id = NEW.workspace_id AND c.access_token_sealed IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'customers' THEN
    change_kind := CASE TG_OP WHEN 'INSERT' THEN 'customer_created' ELSE 'customer_updated' END;
    cust := NEW.id;
  ELSIF TG_TABLE_NAME = 'conversations' THEN
    IF NEW.customer_id IS NULL THEN RETURN NULL; END IF;
    change_kind := 'chat_started';
    cust := NEW.customer_id;
    conv := NEW.id;
  ELSE
    cust := NEW.customer_id;
    conv := NEW.conversation_id;
    quote := NEW.id;
    IF TG_OP = 'INSERT' THEN
      change_kind := 'quote_generated';
    ELSIF NEW.status IN ('approved', 'paid') AND OLD.status NOT IN ('approved', 'paid') THEN
      change_kind := 'quote_accepted';
    ELSE
      change_kind := 'quote_updated';
    END IF;
  END IF;
  INSERT INTO crm_sync_changes (workspace_id, kind, customer_id, conversation_id, quote_id)
  VALUES (NEW.workspace_id, change_kind, cust, conv, quote);
  RETURN NULL;
END;
$$;
