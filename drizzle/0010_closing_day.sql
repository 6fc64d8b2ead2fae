CREATE TABLE "landing_page_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" drop column "search_text";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("orders"."order_number" || chr(10) || "orders"."customer_email" || chr(10) || "orders"."customer_first_name" || ' ' || "orders"."customer_last_name" || chr(10) || regexp_replace(coalesce("orders"."customer_phone", ''), '[^0-9]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "money_kept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "money_kept_note" text;--> statement-breakpoint
ALTER TABLE "landing_page_slug_history" ADD CONSTRAINT "landing_page_slug_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landing_page_slug_history_user_idx" ON "landing_page_slug_history" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_text_idx" ON "orders" USING btree ("search_text");
