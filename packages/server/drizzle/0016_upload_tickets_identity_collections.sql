CREATE TABLE "identity_collections" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"identity" text NOT NULL,
	"collector_name" text NOT NULL,
	"id_number_sealed" text NOT NULL,
	"identity_key_id" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"slot" "document_slot" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"file_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_collections" ADD CONSTRAINT "identity_collections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_tickets" ADD CONSTRAINT "upload_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_collections_order_identity_idx" ON "identity_collections" USING btree ("order_id","identity");--> statement-breakpoint
CREATE INDEX "upload_tickets_order_idx" ON "upload_tickets" USING btree ("order_id","created_at");