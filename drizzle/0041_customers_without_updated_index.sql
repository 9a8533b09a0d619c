-- Nothing reads customers by updated_at (docs/decisions/077-chat-accept-token-lookup.md), and the
-- index made every chat turn's merge of the visitor's behaviour profile (metadata and updated_at)
-- a non-HOT update: a new entry in each of the customers' six indexes, two of them trigram GIN
-- indexes. Without it the merge changes no indexed column and stays on its heap page.
DROP INDEX "customers_workspace_updated_idx";
