CREATE TYPE "public"."unmatched_transfer_event" AS ENUM('attach', 'return', 'return_succeeded', 'return_failed');--> statement-breakpoint
CREATE TYPE "public"."unmatched_transfer_status" AS ENUM('unmatched', 'attached', 'returning', 'returned');--> statement-breakpoint
CREATE TABLE "unmatched_transfer_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"event" "unmatched_transfer_event",
	"from_status" "unmatched_transfer_status",
	"to_status" "unmatched_transfer_status" NOT NULL,
	"actor" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unmatched_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"sender_account" text DEFAULT '' NOT NULL,
	"status" "unmatched_transfer_status" NOT NULL,
	"order_id" text,
	"payment_id" text,
	"return_ref" text,
	"failure_code" text,
	"resolved_by" text,
	"received_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unmatched_transfer_events" ADD CONSTRAINT "unmatched_transfer_events_transfer_id_unmatched_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."unmatched_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_transfers" ADD CONSTRAINT "unmatched_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_transfers" ADD CONSTRAINT "unmatched_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unmatched_transfer_events_transfer_idx" ON "unmatched_transfer_events" USING btree ("transfer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_transfers_provider_ref_key" ON "unmatched_transfers" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "unmatched_transfers_status_idx" ON "unmatched_transfers" USING btree ("status","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_transfers_payment_key" ON "unmatched_transfers" USING btree ("payment_id");