CREATE TYPE "public"."payment_method" AS ENUM('cash', 'check', 'venmo', 'zelle', 'paypal', 'card_reader', 'other');--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" "payment_method" NOT NULL,
	"reference" text,
	"collected_by_user_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_id" integer,
	"recorded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_non_zero" CHECK ("order_payments"."amount_cents" <> 0),
	CONSTRAINT "order_payments_reference_length" CHECK ("order_payments"."reference" is null or char_length("order_payments"."reference") <= 200)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collected_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_collected_by_user_id_users_id_fk" FOREIGN KEY ("collected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_id_idx" ON "order_payments" USING btree ("order_id","received_at","id");--> statement-breakpoint
CREATE INDEX "order_payments_collected_by_idx" ON "order_payments" USING btree ("collected_by_user_id");--> statement-breakpoint
CREATE INDEX "order_payments_received_at_idx" ON "order_payments" USING btree ("received_at","method","amount_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_collected_within_total" CHECK ("orders"."collected_cents" between 0 and "orders"."total_cents");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers or data): the ledger is history. An entry is never edited; the
-- one change allowed is the foreign key forgetting a deleted collector (ON DELETE SET NULL). Entries go only with
-- their order (the cascade), which the app never deletes.
CREATE FUNCTION "reject_payment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.collected_by_user_id IS NULL AND OLD.collected_by_user_id IS NOT NULL
		AND (NEW.id, NEW.order_id, NEW.amount_cents, NEW.method, NEW.reference, NEW.received_at, NEW.recorded_by_id,
			NEW.recorded_by_name, NEW.created_at) IS NOT DISTINCT FROM (OLD.id, OLD.order_id, OLD.amount_cents, OLD.method,
			OLD.reference, OLD.received_at, OLD.recorded_by_id, OLD.recorded_by_name, OLD.created_at) THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'order_payments rows can not be changed' USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_payments_immutable" BEFORE UPDATE ON "order_payments" FOR EACH ROW EXECUTE FUNCTION "reject_payment_change"();--> statement-breakpoint
-- Orders marked paid before the ledger existed carry one entry for their total, so that every view of collected
-- and outstanding money agrees with their payment status from the start.
INSERT INTO "order_payments" ("order_id", "amount_cents", "method", "reference", "received_at", "created_at")
SELECT "id", "total_cents", 'other', 'Marked paid before the payment ledger', "updated_at", "updated_at"
FROM "orders" WHERE "payment_status" = 'paid' AND "total_cents" > 0;--> statement-breakpoint
UPDATE "orders" SET "collected_cents" = "total_cents" WHERE "payment_status" = 'paid';
