ALTER TABLE "sessions" ADD COLUMN "acting_staff_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_reason" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_staff_id_staff_id_fk" FOREIGN KEY ("acting_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;