ALTER TYPE "public"."order_source" ADD VALUE 'paper';--> statement-breakpoint
ALTER TYPE "public"."order_source" ADD VALUE 'booth';--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "beneficiary" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_within_total" CHECK ("orders"."gift_cents" >= 0 and "orders"."gift_cents" <= "orders"."total_cents");