-- Typographic apostrophes are read as plain ones in the knowledge's search vector: the English
-- parser took "women’s" for the one word "women’", which a visitor's "women" never matched.
-- A generated column's expression cannot be altered, so the column is made again (every row's
-- vector is computed anew) and its GIN index with it.
ALTER TABLE "knowledge_base" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "knowledge_base" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', translate(coalesce("title", ''), '’‘', '''''')), 'A') || setweight(to_tsvector('english', translate(coalesce("content", ''), '’‘', '''''')), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "knowledge_base_search_vector_idx" ON "knowledge_base" USING gin ("search_vector");
