CREATE TABLE "staff_known_addresses" (
	"staff_id" integer NOT NULL,
	"ip" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_known_addresses_staff_id_ip_pk" PRIMARY KEY("staff_id","ip")
);
--> statement-breakpoint
ALTER TABLE "staff_known_addresses" ADD CONSTRAINT "staff_known_addresses_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;