CREATE TABLE "paper_envelopes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "paper_envelopes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"sub_account_id" integer,
	"cash_cents" integer NOT NULL,
	"check_cents" integer NOT NULL,
	"rows_cash_cents" integer NOT NULL,
	"rows_check_cents" integer NOT NULL,
	"difference_cents" integer NOT NULL,
	"order_ids" integer[] NOT NULL,
	"entered_by_id" integer,
	"entered_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_envelopes_counted_non_negative" CHECK ("paper_envelopes"."cash_cents" >= 0 and "paper_envelopes"."check_cents" >= 0),
	CONSTRAINT "paper_envelopes_difference_adds_up" CHECK ("paper_envelopes"."difference_cents" = "paper_envelopes"."cash_cents" + "paper_envelopes"."check_cents" - "paper_envelopes"."rows_cash_cents" - "paper_envelopes"."rows_check_cents")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entered_by_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booth_sale_key" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "split_adjust_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "paper_envelopes" ADD CONSTRAINT "paper_envelopes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_envelopes" ADD CONSTRAINT "paper_envelopes_sub_account_id_users_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_envelopes" ADD CONSTRAINT "paper_envelopes_entered_by_id_users_id_fk" FOREIGN KEY ("entered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_envelopes_campaign_idx" ON "paper_envelopes" USING btree ("campaign_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_entered_by_id_users_id_fk" FOREIGN KEY ("entered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_booth_sale_key_idx" ON "orders" USING btree ("booth_sale_key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_email_or_staff_entry" CHECK ("orders"."customer_email" <> '' or "orders"."source"::text in ('paper', 'booth'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_split_adjust_booth_only" CHECK ("orders"."split_adjust_cents" = 0 or "orders"."booth_sale_key" is not null);