CREATE TYPE "public"."payee_purpose" AS ENUM('tuition', 'rent', 'living', 'application_fee', 'deposit', 'exam_fee');--> statement-breakpoint
CREATE TYPE "public"."payee_special_field" AS ENUM('invoice_number', 'quote_id', 'passport_dob', 'student_address', 'crn', 'registration_number', 'student_number');--> statement-breakpoint
CREATE TABLE "payee_account_fields" (
	"account_id" integer NOT NULL,
	"field" "payee_special_field" NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"rule" text,
	CONSTRAINT "payee_account_fields_account_id_field_pk" PRIMARY KEY("account_id","field")
);
--> statement-breakpoint
CREATE TABLE "payee_account_purposes" (
	"account_id" integer NOT NULL,
	"purpose" "payee_purpose" NOT NULL,
	CONSTRAINT "payee_account_purposes_account_id_purpose_pk" PRIMARY KEY("account_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "payee_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"institution_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_address" text NOT NULL,
	"account_number" text,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"aba_routing" text,
	"ach_number" text,
	"swift_code" text,
	"sort_code" text,
	"iban" text,
	"bank_id" text,
	"branch_number" text,
	"bsb" text,
	"needs_review" boolean DEFAULT false NOT NULL,
	"surcharge_minor" bigint,
	"is_demo" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payee_accounts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "payee_account_fields" ADD CONSTRAINT "payee_account_fields_account_id_payee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."payee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_account_purposes" ADD CONSTRAINT "payee_account_purposes_account_id_payee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."payee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_accounts" ADD CONSTRAINT "payee_accounts_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payee_accounts_institution_idx" ON "payee_accounts" USING btree ("institution_id");