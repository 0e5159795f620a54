ALTER TABLE "managers" ADD COLUMN "name_zh_tw" text;--> statement-breakpoint
-- The demo managers seeded before this column (src/data/managers.ts): their traditional names. No real row matches.
UPDATE "managers" SET "name_zh_tw" = '王靜' WHERE "wechat_id" = 'edupay_wangjing' AND "name_zh_tw" IS NULL;--> statement-breakpoint
UPDATE "managers" SET "name_zh_tw" = '陳曉' WHERE "wechat_id" = 'edupay_chenxiao' AND "name_zh_tw" IS NULL;--> statement-breakpoint
UPDATE "managers" SET "name_zh_tw" = '張悅' WHERE "wechat_id" = 'edupay_zhangyue' AND "name_zh_tw" IS NULL;
