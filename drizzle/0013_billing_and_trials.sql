-- Billing to account (decision 017): a subscription is a paid plan (checkout, provider, plan) or a
-- free trial (no card: no checkout or provider, an end date), at most one trial per workspace; a
-- failed renewal records when it began (the grace period runs from there); the larger tiers join
-- the plan catalogue; a preview carried into a trial is claimed by that workspace.
ALTER TABLE "checkout_sessions" DROP CONSTRAINT "checkout_sessions_plan_id_check";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_plan_id_check";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "provider" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "checkout_session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_previews" ADD COLUMN "claimed_workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_previews" ADD CONSTRAINT "agent_previews_claimed_workspace_id_workspaces_id_fk" FOREIGN KEY ("claimed_workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_previews_claimed_workspace_idx" ON "agent_previews" USING btree ("claimed_workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_trial_per_workspace_key" ON "subscriptions" USING btree ("workspace_id") WHERE "subscriptions"."checkout_session_id" is null;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_plan_id_check" CHECK ("checkout_sessions"."plan_id" in ('socialagent', 'shopagent', 'quoteagent', 'shopagent-pro', 'shopagent-enterprise', 'socialagent-manager'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_paid_or_trial_check" CHECK (("subscriptions"."checkout_session_id" is not null and "subscriptions"."provider" is not null and "subscriptions"."plan_id" is not null)
        or ("subscriptions"."checkout_session_id" is null and "subscriptions"."provider" is null and "subscriptions"."trial_ends_at" is not null));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_trialing_end_check" CHECK ("subscriptions"."status" <> 'trialing' or "subscriptions"."trial_ends_at" is not null);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_check" CHECK ("subscriptions"."plan_id" in ('socialagent', 'shopagent', 'quoteagent', 'shopagent-pro', 'shopagent-enterprise', 'socialagent-manager'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('trialing', 'active', 'past_due', 'canceled', 'incomplete'));