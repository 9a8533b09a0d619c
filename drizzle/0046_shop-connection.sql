CREATE TABLE "shop_connections" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"store_url" text NOT NULL,
	"consumer_key_sealed" text NOT NULL,
	"consumer_secret_sealed" text NOT NULL,
	"webhook_secret_sealed" text NOT NULL,
	"query_string_auth" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"connected_by" text,
	"connected_at" timestamp with time zone NOT NULL,
	"sync_started_at" timestamp with time zone,
	"product_pages_read" integer DEFAULT 0 NOT NULL,
	"product_pages_total" integer DEFAULT 0 NOT NULL,
	"last_sync_at" timestamp with time zone,
	"products_synced" integer DEFAULT 0 NOT NULL,
	"orders_synced" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"webhooks_registered_at" timestamp with time zone,
	"webhook_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_connections_status_check" CHECK ("shop_connections"."status" in ('importing', 'ready', 'error'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_order_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "store_product_id" text;--> statement-breakpoint
ALTER TABLE "shop_connections" ADD CONSTRAINT "shop_connections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_connections" ADD CONSTRAINT "shop_connections_connected_by_auth_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_workspace_store_id_key" ON "orders" USING btree ("workspace_id","store_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_workspace_store_id_key" ON "products" USING btree ("workspace_id","store_product_id");