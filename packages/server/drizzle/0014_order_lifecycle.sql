ALTER TYPE "public"."order_status" ADD VALUE 'action_needed';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'rejected';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'canceled';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'installment_processing';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'exchanging';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'remitted';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'arrived';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'completed';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'paid_action_needed';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'refund_in_process';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;