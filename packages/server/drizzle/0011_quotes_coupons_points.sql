CREATE TYPE "public"."coupon_kind" AS ENUM('amount', 'fee_percent');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('card', 'transfer', 'unionpay_qr', 'wechat', 'alipay');--> statement-breakpoint
CREATE TYPE "public"."points_entry_kind" AS ENUM('accrual', 'redemption', 'reversal');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'paid';--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"kind" "coupon_kind" NOT NULL,
	"amount_minor" bigint,
	"currency" text,
	"fee_bps" integer,
	"valid_until" date NOT NULL,
	"order_id" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "points_entry_kind" NOT NULL,
	"points" integer NOT NULL,
	"order_ref" text NOT NULL,
	"paid_cny_minor" bigint,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payer" text NOT NULL,
	"method" "payment_method" NOT NULL,
	"foreign_currency" text NOT NULL,
	"foreign_amount_minor" bigint NOT NULL,
	"foreign_surcharge_minor" bigint NOT NULL,
	"payer_currency" text NOT NULL,
	"payer_amount_minor" bigint NOT NULL,
	"rate" text NOT NULL,
	"rate_numerator" text NOT NULL,
	"rate_denominator" text NOT NULL,
	"mid_rate" text NOT NULL,
	"spread_bps" integer NOT NULL,
	"rates_as_of" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_minor" bigint NOT NULL,
	"full_arrival" boolean NOT NULL,
	"priority" boolean NOT NULL,
	"coupon_id" text,
	"points_used" integer DEFAULT 0 NOT NULL,
	"remit_on" text NOT NULL,
	"same_day" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_quote_id" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_order_key" ON "coupons" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "points_entries_user_idx" ON "points_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_once_key" ON "points_entries" USING btree ("user_id","kind","order_ref");--> statement-breakpoint
CREATE INDEX "quotes_order_idx" ON "quotes" USING btree ("order_id","created_at");