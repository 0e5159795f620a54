CREATE TYPE "public"."price_change_status" AS ENUM('awaiting_choice', 'topped_up', 'refund_chosen', 'refund_on_expiry');--> statement-breakpoint
CREATE TYPE "public"."price_match_claim_status" AS ENUM('open', 'granted', 'refused');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'price_changed';--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"quote_id" text NOT NULL,
	"status" "price_change_status" NOT NULL,
	"currency" text NOT NULL,
	"quoted_minor" bigint NOT NULL,
	"today_minor" bigint NOT NULL,
	"difference_minor" bigint NOT NULL,
	"threshold_minor" bigint NOT NULL,
	"quoted_rate" text NOT NULL,
	"today_rate" text NOT NULL,
	"top_up_quote_id" text,
	"refund_id" text,
	"decide_by" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_match_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"quote_id" text NOT NULL,
	"payer" text NOT NULL,
	"status" "price_match_claim_status" NOT NULL,
	"bank_name" text NOT NULL,
	"claimed_rate" text NOT NULL,
	"quoted_rate" text NOT NULL,
	"currency" text NOT NULL,
	"difference_minor" bigint NOT NULL,
	"screenshot_key" text NOT NULL,
	"screenshot_type" text NOT NULL,
	"screenshot_sha256" text NOT NULL,
	"decided_by" integer,
	"decision_note" text DEFAULT '' NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "payments_one_success_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "price_change_id" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "price_change_id" text;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_match_claims" ADD CONSTRAINT "price_match_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_match_claims" ADD CONSTRAINT "price_match_claims_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_match_claims" ADD CONSTRAINT "price_match_claims_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_match_claims" ADD CONSTRAINT "price_match_claims_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_changes_order_key" ON "price_changes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "price_changes_status_idx" ON "price_changes" USING btree ("status","decide_by");--> statement-breakpoint
CREATE UNIQUE INDEX "price_match_claims_one_open_key" ON "price_match_claims" USING btree ("order_id") WHERE status in ('open', 'granted');--> statement-breakpoint
CREATE INDEX "price_match_claims_status_idx" ON "price_match_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_key" ON "payments" USING btree ("order_id") WHERE status = 'succeeded' and price_change_id is null;