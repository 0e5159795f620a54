CREATE TYPE "public"."fx_rate_source" AS ENUM('dev', 'ecb', 'operator');--> statement-breakpoint
CREATE TABLE "fx_rate_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"before" numeric(24, 12),
	"after" numeric(24, 12) NOT NULL,
	"source" "fx_rate_source" NOT NULL,
	"changed_by" text NOT NULL,
	"reason" text,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_eur" numeric(24, 12) NOT NULL,
	"source" "fx_rate_source" NOT NULL,
	"as_of" date NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
