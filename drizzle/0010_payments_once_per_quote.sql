ALTER TABLE "payments" ADD COLUMN "duplicate_of_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_duplicate_of_payment_id_payments_id_fk" FOREIGN KEY ("duplicate_of_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A quote paid twice before this migration: its earlier payment counts, the later ones become
-- duplicates for a person to look at (whether they were refunded by hand is not known here).
UPDATE "payments" AS "later" SET "duplicate_of_payment_id" = "first"."id", "refund_status" = 'manual'
FROM (
  SELECT DISTINCT ON ("quote_id") "id", "quote_id" FROM "payments"
  WHERE "quote_id" IS NOT NULL ORDER BY "quote_id", "created_at", "id"
) AS "first"
WHERE "later"."quote_id" = "first"."quote_id" AND "later"."id" <> "first"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_quote_id_counted_key" ON "payments" USING btree ("quote_id") WHERE "payments"."duplicate_of_payment_id" is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_status_check" CHECK ("payments"."refund_status" in ('pending', 'refunded', 'manual'));