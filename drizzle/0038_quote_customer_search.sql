-- A customer's quotes with their workspace, order and id, so the quote list's name and e-mail
-- search reads its matches from this index alone (decision 057). Same name: it still serves the
-- customer foreign key.
DROP INDEX "quotes_customer_id_idx";--> statement-breakpoint
CREATE INDEX "quotes_customer_id_idx" ON "quotes" USING btree ("customer_id","workspace_id","created_at","id");