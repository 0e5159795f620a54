CREATE TYPE "public"."face_failure_reason" AS ENUM('not_live', 'face_mismatch', 'retry');--> statement-breakpoint
CREATE TYPE "public"."face_verification_status" AS ENUM('pending', 'passed', 'failed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."identity_person" AS ENUM('payer', 'student');--> statement-breakpoint
CREATE TYPE "public"."payment_cycle" AS ENUM('yearly', 'half_year', 'quarterly', 'monthly');--> statement-breakpoint
CREATE TABLE "face_verification_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"verification_id" text NOT NULL,
	"from_status" "face_verification_status",
	"to_status" "face_verification_status" NOT NULL,
	"source" text NOT NULL,
	"provider_event_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" "face_verification_status" NOT NULL,
	"failure_reason" "face_failure_reason",
	"person_name" text NOT NULL,
	"id_number_sealed" text NOT NULL,
	"identity_key_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rent_contracts" (
	"order_id" text PRIMARY KEY NOT NULL,
	"rent_address" text NOT NULL,
	"room_number" text NOT NULL,
	"contract_start" date NOT NULL,
	"contract_end" date NOT NULL,
	"payment_cycle" "payment_cycle" NOT NULL,
	"rent_total_minor" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_face_sessions" (
	"ref" text PRIMARY KEY NOT NULL,
	"verification_id" text NOT NULL,
	"person_name" text NOT NULL,
	"id_number_masked" text NOT NULL,
	"status" "face_verification_status" NOT NULL,
	"failure_reason" "face_failure_reason",
	"return_url" text NOT NULL,
	"event_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_collections" ALTER COLUMN "identity" SET DATA TYPE "public"."identity_person" USING "identity"::"public"."identity_person";--> statement-breakpoint
ALTER TABLE "face_verification_events" ADD CONSTRAINT "face_verification_events_verification_id_face_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."face_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_verifications" ADD CONSTRAINT "face_verifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_contracts" ADD CONSTRAINT "rent_contracts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_verification_events_verification_idx" ON "face_verification_events" USING btree ("verification_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "face_verification_events_provider_event_key" ON "face_verification_events" USING btree ("provider_event_id");--> statement-breakpoint
CREATE INDEX "face_verifications_order_idx" ON "face_verifications" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "face_verifications_provider_ref_key" ON "face_verifications" USING btree ("provider","provider_ref");