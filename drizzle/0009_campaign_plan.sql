CREATE TABLE "campaign_notices" (
	"campaign_id" integer NOT NULL,
	"kind" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_notices_campaign_id_kind_deadline_pk" PRIMARY KEY("campaign_id","kind","deadline"),
	CONSTRAINT "campaign_notices_kind" CHECK ("campaign_notices"."kind" in ('deadline-48h'))
);
--> statement-breakpoint
CREATE TABLE "order_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"pickup_option_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notices_kind" CHECK ("order_notices"."kind" in ('ready', 'pickup-reminder', 'payment-reminder', 'credited', 'not-collected'))
);
--> statement-breakpoint
CREATE TABLE "pickup_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pickup_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"ready_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_options_kind" CHECK ("pickup_options"."kind" in ('meetup', 'delivery')),
	CONSTRAINT "pickup_options_name_not_blank" CHECK (length(trim("pickup_options"."name")) > 0),
	CONSTRAINT "pickup_options_window_ordered" CHECK ("pickup_options"."ends_at" > "pickup_options"."starts_at"),
	CONSTRAINT "pickup_options_capacity_positive" CHECK ("pickup_options"."capacity" is null or "pickup_options"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "order_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "payment_instructions" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_option_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_key" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_notices" ADD CONSTRAINT "campaign_notices_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_options" ADD CONSTRAINT "pickup_options_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notices_order_idx" ON "order_notices" USING btree ("order_id","kind","sent_at");--> statement-breakpoint
CREATE INDEX "pickup_options_campaign_idx" ON "pickup_options" USING btree ("campaign_id","starts_at","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_option_id_pickup_options_id_fk" FOREIGN KEY ("pickup_option_id") REFERENCES "public"."pickup_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_pickup_option_idx" ON "orders" USING btree ("pickup_option_id","id");