CREATE TABLE "routing_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"action" text NOT NULL,
	"priority" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routing_rules_name_check" CHECK (btrim("routing_rules"."name") <> ''),
	CONSTRAINT "routing_rules_action_check" CHECK ("routing_rules"."action" in ('priority_queue', 'urgent_response', 'sales_priority', 'standard_queue')),
	CONSTRAINT "routing_rules_priority_check" CHECK ("routing_rules"."priority" between 1 and 10),
	CONSTRAINT "routing_rules_conditions_check" CHECK (jsonb_typeof("routing_rules"."conditions") = 'object')
);
--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "routing_rules_workspace_priority_idx" ON "routing_rules" USING btree ("workspace_id","priority");--> statement-breakpoint
CREATE INDEX "conversations_workspace_routing_action_idx" ON "conversations" USING btree ("workspace_id",("routing" ->> 'action'),"last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);