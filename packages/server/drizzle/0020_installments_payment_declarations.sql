CREATE TYPE "public"."installment_status" AS ENUM('paid', 'payment_failed', 'querying', 'waiting_to_pay', 'amount_not_paid', 'invalid');--> statement-breakpoint
CREATE TABLE "installment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"installment_id" text NOT NULL,
	"from_status" "installment_status",
	"to_status" "installment_status" NOT NULL,
	"source" text NOT NULL,
	"provider_event_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installments" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"seq" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" "installment_status" NOT NULL,
	"pay_on" date NOT NULL,
	"provider_ref" text NOT NULL,
	"reference" text NOT NULL,
	"instructions" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instruction_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"to_masked" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_declarations" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"payer_name" text,
	"relationship" text,
	"national_id_key" text,
	"national_id_sealed" text,
	"national_id_masked" text,
	"mobile" text,
	"school_login" text,
	"wechat_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "installment_events" ADD CONSTRAINT "installment_events_installment_id_installments_id_fk" FOREIGN KEY ("installment_id") REFERENCES "public"."installments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruction_sends" ADD CONSTRAINT "instruction_sends_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_declarations" ADD CONSTRAINT "payment_declarations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installment_events_installment_idx" ON "installment_events" USING btree ("installment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "installment_events_provider_event_key" ON "installment_events" USING btree ("provider_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "installments_payment_seq_key" ON "installments" USING btree ("payment_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "installments_provider_ref_key" ON "installments" USING btree ("provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "installments_reference_key" ON "installments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "instruction_sends_payment_idx" ON "instruction_sends" USING btree ("payment_id","created_at");