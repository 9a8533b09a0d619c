ALTER TABLE "agent_previews" ADD COLUMN "adopted_workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "agent_previews" ADD CONSTRAINT "agent_previews_adopted_workspace_id_workspaces_id_fk" FOREIGN KEY ("adopted_workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_previews_adopted_workspace_idx" ON "agent_previews" USING btree ("adopted_workspace_id");--> statement-breakpoint
-- Accounts made before this column took over their latest preview at sign-up: record that, so
-- verifying their address later does not copy the same knowledge a second time.
UPDATE "agent_previews" p SET "adopted_workspace_id" = m."workspace_id"
  FROM "auth_users" u
  JOIN "workspace_members" m ON m."user_id" = u."id" AND m."role" = 'owner'
 WHERE p."email" = u."email" AND p."status" = 'ready' AND p."workspace_id" IS NOT NULL
   AND p."created_at" <= u."created_at";
