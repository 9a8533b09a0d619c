-- Deploy Live Agent (decision record 034): the agent the owner deployed while GoHighLevel was
-- connected, and when, kept on the connection so the CRM card says which agent feeds the location.
ALTER TABLE "crm_connections" ADD COLUMN "live_agent_id" uuid;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "live_agent_deployed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_live_agent_id_agents_id_fk" FOREIGN KEY ("live_agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;