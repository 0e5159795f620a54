CREATE TABLE "ops_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"detail" jsonb NOT NULL,
	"window" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ops_alerts_once_key" ON "ops_alerts" USING btree ("kind","subject","window");--> statement-breakpoint
CREATE INDEX "ops_alerts_created_idx" ON "ops_alerts" USING btree ("created_at");