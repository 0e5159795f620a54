CREATE TABLE "partner_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"reference" text NOT NULL,
	"return_url" text NOT NULL,
	"link_version" integer DEFAULT 1 NOT NULL,
	"bound_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_signatures" (
	"partner_id" integer NOT NULL,
	"signature" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_signatures_partner_id_signature_pk" PRIMARY KEY("partner_id","signature")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" jsonb NOT NULL,
	"kind" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_key_id" text NOT NULL,
	"return_urls" jsonb NOT NULL,
	"payee_account_codes" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partners_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "partner_orders" ADD CONSTRAINT "partner_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_orders" ADD CONSTRAINT "partner_orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_signatures" ADD CONSTRAINT "partner_signatures_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_orders_reference_key" ON "partner_orders" USING btree ("partner_id","reference");--> statement-breakpoint
CREATE INDEX "partner_signatures_expires_idx" ON "partner_signatures" USING btree ("expires_at");