ALTER TABLE "managers" ADD COLUMN "countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The seeded specialists: those on a mainland number serve Chinese-speaking payers (WeChat works there),
-- those on an Indian number India's (WhatsApp). Written by hand after the generated columns.
UPDATE "managers" SET "countries" = '{CHN,HKG,MAC,TWN,SGP,MYS}', "languages" = '{zh-CN,zh-TW,en}' WHERE "phone" LIKE '+86%';--> statement-breakpoint
UPDATE "managers" SET "countries" = '{IND}', "languages" = '{en}' WHERE "phone" LIKE '+91%';
