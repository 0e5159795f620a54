CREATE TYPE "public"."institution_request_source" AS ENUM('not_institution', 'registration');--> statement-breakpoint
CREATE TYPE "public"."institution_request_status" AS ENUM('open', 'added', 'declined');--> statement-breakpoint
CREATE TABLE "institution_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" "institution_request_source" NOT NULL,
	"status" "institution_request_status" DEFAULT 'open' NOT NULL,
	"institution_name" text NOT NULL,
	"institution_country" text,
	"city" text,
	"website" text,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"note" text,
	"user_id" integer,
	"locale" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institution_requests" ADD CONSTRAINT "institution_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;