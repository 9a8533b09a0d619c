-- A shop's products and orders: what the shop agent answers product, stock and order-status questions from.
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"customer_email" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"expected_on" date,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_check" CHECK ("orders"."order_number" = upper(btrim("orders"."order_number")) and "orders"."order_number" <> ''),
	CONSTRAINT "orders_email_check" CHECK ("orders"."customer_email" = lower(btrim("orders"."customer_email"))),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('received', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"material" text,
	"care" text,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"colours" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"stock_by_size" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_name_check" CHECK (btrim("products"."name") <> ''),
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_workspace_number_key" ON "orders" USING btree ("workspace_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_workspace_placed_idx" ON "orders" USING btree ("workspace_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_workspace_sku_key" ON "products" USING btree ("workspace_id","sku");