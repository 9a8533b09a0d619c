ALTER TABLE "orders" ADD COLUMN "store_modified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "store_modified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_connections" ADD COLUMN "webhook_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;