CREATE TABLE "product_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"grind" text NOT NULL,
	"size" text NOT NULL,
	"size_grams" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_options_grind_known" CHECK ("product_options"."grind" in ('whole_bean', 'drip', 'espresso', 'french_press', 'pour_over', 'cold_brew')),
	CONSTRAINT "product_options_size_not_blank" CHECK (length(trim("product_options"."size")) > 0),
	CONSTRAINT "product_options_size_grams_positive" CHECK ("product_options"."size_grams" > 0),
	CONSTRAINT "product_options_price_non_negative" CHECK ("product_options"."price_cents" >= 0),
	CONSTRAINT "product_options_cost_non_negative" CHECK ("product_options"."cost_cents" >= 0)
);--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_product_grind_size_key" ON "product_options" USING btree ("product_id","grind","size");--> statement-breakpoint
CREATE INDEX "product_options_product_id_idx" ON "product_options" USING btree ("product_id","sort_order");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_country" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_region" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_farm" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "process" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variety" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "altitude_m" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "roast_level" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tasting_notes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_roast_level_range" CHECK ("products"."roast_level" between 1 and 5);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_altitude_range" CHECK ("products"."altitude_m" between 0 and 9000);--> statement-breakpoint
-- Every existing coffee gets one option, whole bean 12 oz at its current price and cost: its default.
INSERT INTO "product_options" ("product_id", "grind", "size", "size_grams", "price_cents", "cost_cents", "is_active", "sort_order")
SELECT "id", 'whole_bean', '12 oz', 340, "price_cents", "cost_cents", true, 0 FROM "products";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "option_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "grind" text DEFAULT 'whole_bean' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size" text DEFAULT '12 oz' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_grams" integer DEFAULT 340 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Old order lines read as whole bean 12 oz (the column defaults) and point at that option when the coffee still exists.
UPDATE "order_items" SET "option_id" = o."id" FROM "product_options" o WHERE o."product_id" = "order_items"."product_id" AND o."grind" = 'whole_bean' AND o."size" = '12 oz';--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "option_id" integer;--> statement-breakpoint
UPDATE "cart_items" SET "option_id" = o."id" FROM "product_options" o WHERE o."product_id" = "cart_items"."product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "option_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_cart_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_option_id_pk" PRIMARY KEY("cart_id","option_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_product_idx" ON "cart_items" USING btree ("cart_id","product_id");
--> statement-breakpoint
-- A coffee added by any path (admin, seed, import) starts with its default option, whole bean 12 oz at its price;
-- the admin service then replaces or adds options in the same transaction.
CREATE FUNCTION "product_default_option"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_options" ("product_id", "grind", "size", "size_grams", "price_cents", "cost_cents", "is_active", "sort_order")
  VALUES (NEW."id", 'whole_bean', '12 oz', 340, NEW."price_cents", NEW."cost_cents", true, 0);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_default_option" AFTER INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION "product_default_option"();
