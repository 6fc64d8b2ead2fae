CREATE TABLE "campaign_caps" (
	"campaign_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"max_bags" integer,
	"max_grams" integer,
	CONSTRAINT "campaign_caps_campaign_id_product_id_pk" PRIMARY KEY("campaign_id","product_id"),
	CONSTRAINT "campaign_caps_some_limit" CHECK ("campaign_caps"."max_bags" is not null or "campaign_caps"."max_grams" is not null),
	CONSTRAINT "campaign_caps_max_bags_positive" CHECK ("campaign_caps"."max_bags" > 0),
	CONSTRAINT "campaign_caps_max_grams_positive" CHECK ("campaign_caps"."max_grams" > 0)
);
--> statement-breakpoint
CREATE TABLE "cap_refusals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cap_refusals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer,
	"roast_date" date,
	"product_id" integer NOT NULL,
	"bags" integer NOT NULL,
	"grams" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"roast_weekdays" integer[] DEFAULT '{2,5}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_roast_weekdays_valid" CHECK (cardinality("shop_settings"."roast_weekdays") between 1 and 7 and "shop_settings"."roast_weekdays" <@ array[0, 1, 2, 3, 4, 5, 6])
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "roast_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "roast_date" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shrinkage_permille" integer DEFAULT 150 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shop_day_max_bags" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shop_day_max_grams" integer;--> statement-breakpoint
ALTER TABLE "campaign_caps" ADD CONSTRAINT "campaign_caps_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_caps" ADD CONSTRAINT "campaign_caps_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_refusals" ADD CONSTRAINT "cap_refusals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_refusals" ADD CONSTRAINT "cap_refusals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cap_refusals_campaign_idx" ON "cap_refusals" USING btree ("campaign_id","product_id");--> statement-breakpoint
CREATE INDEX "cap_refusals_roast_date_idx" ON "cap_refusals" USING btree ("roast_date","product_id");--> statement-breakpoint
CREATE INDEX "orders_roast_date_idx" ON "orders" USING btree ("roast_date","campaign_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shrinkage_range" CHECK ("products"."shrinkage_permille" between 0 and 500);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_day_max_bags_positive" CHECK ("products"."shop_day_max_bags" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_day_max_grams_positive" CHECK ("products"."shop_day_max_grams" > 0);--> statement-breakpoint
-- The shop roasts on Tuesdays and Fridays until staff say otherwise (Roast plan page).
INSERT INTO "shop_settings" ("id") VALUES (1);
