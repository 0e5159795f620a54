CREATE TYPE "public"."coupon_event" AS ENUM('applied', 'removed', 'reserved', 'released', 'spent');--> statement-breakpoint
CREATE TABLE "coupon_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" text NOT NULL,
	"event" "coupon_event" NOT NULL,
	"order_id" text,
	"payment_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "reserved_payment_id" text;--> statement-breakpoint
ALTER TABLE "coupon_events" ADD CONSTRAINT "coupon_events_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_events_coupon_idx" ON "coupon_events" USING btree ("coupon_id");--> statement-breakpoint
-- A coupon on an order whose payment, started with a quote counting it, is still open: reserved for
-- that payment (the newest, if several), as it would have been had the payment started now.
UPDATE "coupons" c SET "reserved_payment_id" = (
  SELECT p."id" FROM "payments" p JOIN "quotes" q ON q."id" = p."quote_id"
  WHERE q."coupon_id" = c."id" AND p."order_id" = c."order_id" AND p."status" IN ('requires_action', 'processing')
  ORDER BY p."created_at" DESC LIMIT 1
) WHERE c."order_id" IS NOT NULL AND c."used_at" IS NULL;--> statement-breakpoint
-- A coupon already spent: by the succeeded payment of its order whose quote counted it.
UPDATE "coupons" c SET "reserved_payment_id" = (
  SELECT p."id" FROM "payments" p JOIN "quotes" q ON q."id" = p."quote_id"
  WHERE q."coupon_id" = c."id" AND p."order_id" = c."order_id" AND p."status" = 'succeeded' LIMIT 1
) WHERE c."used_at" IS NOT NULL;
