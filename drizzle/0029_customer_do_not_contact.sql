-- A customer who opted out of e-mail (do-not-disturb on their GoHighLevel contact, set and cleared by
-- the ContactDndUpdate webhook): automated follow-ups skip them and record why. Adding a column with
-- a constant default rewrites no rows (PostgreSQL 11+).
ALTER TABLE "customers" ADD COLUMN "do_not_contact" boolean DEFAULT false NOT NULL;