CREATE TYPE "public"."document_slot" AS ENUM('payment_proof', 'enrolment_proof', 'student_passport', 'payer_id', 'kinship_proof', 'household_register', 'selfie_passport', 'rent_contract', 'passport', 'aadhaar', 'pan_card', 'loan_sanction_letter', 'loan_disbursement_letter', 'selfie');--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"order_id" text NOT NULL,
	"user_id" integer,
	"phone_e164" text,
	"slot" "document_slot" NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"reused_from" text,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_order_idx" ON "documents" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "documents_user_idx" ON "documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_phone_idx" ON "documents" USING btree ("phone_e164","created_at");