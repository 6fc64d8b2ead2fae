-- Hand-written: the trigram operator class of the admin searches' GIN indexes (a contrib module of PostgreSQL, trusted
-- since 13, available on Neon, and bundled with PGlite, whose every opening in this repository loads it:
-- src/server/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_campaign_id_idx";--> statement-breakpoint
DROP INDEX "orders_sub_account_id_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("orders"."order_number" || chr(10) || "orders"."customer_email" || chr(10) || "orders"."customer_first_name" || ' ' || "orders"."customer_last_name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("users"."first_name" || ' ' || "users"."last_name" || chr(10) || "users"."display_name" || chr(10) || "users"."email")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_at_id_idx" ON "orders" USING btree ("created_at","id","order_status","campaign_id","total_cents");--> statement-breakpoint
CREATE INDEX "orders_campaign_created_at_idx" ON "orders" USING btree ("campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("order_status","payment_status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","id");--> statement-breakpoint
CREATE INDEX "orders_total_cents_idx" ON "orders" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "orders_customer_name_idx" ON "orders" USING btree ("customer_first_name","customer_last_name","id");--> statement-breakpoint
CREATE INDEX "orders_sub_account_totals_idx" ON "orders" USING btree ("sub_account_id","order_status","total_cents");--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_text_idx" ON "orders" USING btree ("search_text");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_created_at_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_display_name_idx" ON "users" USING btree ("display_name","id");--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Hand-written: fresh statistics for the new search_text columns and indexes, so the very next query is planned
-- with them (without them a search matching most orders was planned as matching 160).
ANALYZE "orders";--> statement-breakpoint
ANALYZE "users";
