CREATE TABLE "cash_up_days" (
	"day" date NOT NULL,
	"method" "payment_method" NOT NULL,
	"collector_user_id" integer,
	"campaign_id" integer,
	"credited_user_id" integer,
	"entry_count" integer NOT NULL,
	"received_cents" bigint NOT NULL,
	"refunded_cents" bigint NOT NULL,
	CONSTRAINT "cash_up_days_key" UNIQUE NULLS NOT DISTINCT("day","method","collector_user_id","campaign_id","credited_user_id")
);
--> statement-breakpoint
CREATE TABLE "cash_up_people" (
	"user_id" integer,
	"campaign_id" integer,
	"handed_count" integer NOT NULL,
	"handed_received_cents" bigint NOT NULL,
	"handed_refunded_cents" bigint NOT NULL,
	"credited_count" integer NOT NULL,
	"credited_net_cents" bigint NOT NULL,
	CONSTRAINT "cash_up_people_key" UNIQUE NULLS NOT DISTINCT("user_id","campaign_id")
);
--> statement-breakpoint
CREATE INDEX "cash_up_days_campaign_idx" ON "cash_up_days" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE INDEX "cash_up_days_collector_idx" ON "cash_up_days" USING btree ("collector_user_id","day");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model functions or triggers): the two tables above are the ledger's running sums
-- (issue 26, docs/decisions/cash-up.md). cash_up_apply adds entries (sign 1) or takes them away (sign -1); each
-- trigger below hands it the entries it saw with the order's campaign and credited fundraiser at that moment. The shop
-- day is America/New_York's (src/lib/shop-time-zone.ts).
CREATE FUNCTION "cash_up_apply"(
	received_at timestamptz[], method payment_method[], collector integer[], campaign integer[], credited integer[],
	amount integer[], sign integer
) RETURNS void LANGUAGE sql AS $$
	INSERT INTO cash_up_days AS d (day, method, collector_user_id, campaign_id, credited_user_id, entry_count,
		received_cents, refunded_cents)
	SELECT (e.received_at AT TIME ZONE 'America/New_York')::date, e.method, e.collector, e.campaign, e.credited,
		sign * count(*), sign * coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0),
		sign * coalesce(-sum(e.amount) FILTER (WHERE e.amount < 0), 0)
	FROM unnest(received_at, method, collector, campaign, credited, amount)
		AS e(received_at, method, collector, campaign, credited, amount)
	GROUP BY 1, 2, 3, 4, 5
	ON CONFLICT ON CONSTRAINT cash_up_days_key DO UPDATE SET
		entry_count = d.entry_count + excluded.entry_count,
		received_cents = d.received_cents + excluded.received_cents,
		refunded_cents = d.refunded_cents + excluded.refunded_cents;
	INSERT INTO cash_up_people AS p (user_id, campaign_id, handed_count, handed_received_cents, handed_refunded_cents,
		credited_count, credited_net_cents)
	SELECT x.person, x.campaign, sign * sum(x.handed), sign * sum(x.received), sign * sum(x.refunded),
		sign * sum(x.credited), sign * sum(x.credited_net)
	FROM (
		SELECT e.collector AS person, e.campaign, 1 AS handed, greatest(e.amount, 0) AS received,
			greatest(-e.amount, 0) AS refunded, 0 AS credited, 0 AS credited_net
		FROM unnest(collector, campaign, amount) AS e(collector, campaign, amount)
		UNION ALL
		SELECT e.credited, e.campaign, 0, 0, 0, 1, e.amount
		FROM unnest(credited, campaign, amount) AS e(credited, campaign, amount)
		WHERE e.credited IS NOT NULL
	) x
	GROUP BY 1, 2
	ON CONFLICT ON CONSTRAINT cash_up_people_key DO UPDATE SET
		handed_count = p.handed_count + excluded.handed_count,
		handed_received_cents = p.handed_received_cents + excluded.handed_received_cents,
		handed_refunded_cents = p.handed_refunded_cents + excluded.handed_refunded_cents,
		credited_count = p.credited_count + excluded.credited_count,
		credited_net_cents = p.credited_net_cents + excluded.credited_net_cents;
$$;--> statement-breakpoint
CREATE FUNCTION "cash_up_entries_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- An entry whose order is already gone was taken away by the order's own trigger (a deleted order's cascade).
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		PERFORM cash_up_apply(array_agg(e.received_at), array_agg(e.method), array_agg(e.collected_by_user_id),
			array_agg(o.campaign_id), array_agg(o.sub_account_id), array_agg(e.amount_cents), -1)
		FROM old_entries e JOIN orders o ON o.id = e.order_id;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM cash_up_apply(array_agg(e.received_at), array_agg(e.method), array_agg(e.collected_by_user_id),
			array_agg(o.campaign_id), array_agg(o.sub_account_id), array_agg(e.amount_cents), 1)
		FROM new_entries e JOIN orders o ON o.id = e.order_id;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cash_up_entries_inserted" AFTER INSERT ON "order_payments" REFERENCING NEW TABLE AS new_entries
	FOR EACH STATEMENT EXECUTE FUNCTION "cash_up_entries_changed"();--> statement-breakpoint
CREATE TRIGGER "cash_up_entries_updated" AFTER UPDATE ON "order_payments"
	REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries
	FOR EACH STATEMENT EXECUTE FUNCTION "cash_up_entries_changed"();--> statement-breakpoint
CREATE TRIGGER "cash_up_entries_deleted" AFTER DELETE ON "order_payments" REFERENCING OLD TABLE AS old_entries
	FOR EACH STATEMENT EXECUTE FUNCTION "cash_up_entries_changed"();--> statement-breakpoint
-- An order's entries move with its credit (a campaign or fundraiser deleted sets it null), and leave with the order.
CREATE FUNCTION "cash_up_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM cash_up_apply(array_agg(e.received_at), array_agg(e.method), array_agg(e.collected_by_user_id),
		array_agg(OLD.campaign_id), array_agg(OLD.sub_account_id), array_agg(e.amount_cents), -1)
	FROM order_payments e WHERE e.order_id = OLD.id;
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	PERFORM cash_up_apply(array_agg(e.received_at), array_agg(e.method), array_agg(e.collected_by_user_id),
		array_agg(NEW.campaign_id), array_agg(NEW.sub_account_id), array_agg(e.amount_cents), 1)
	FROM order_payments e WHERE e.order_id = NEW.id;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cash_up_order_credit_changed" AFTER UPDATE OF "campaign_id", "sub_account_id" ON "orders"
	FOR EACH ROW WHEN (OLD.campaign_id IS DISTINCT FROM NEW.campaign_id OR OLD.sub_account_id IS DISTINCT FROM NEW.sub_account_id)
	EXECUTE FUNCTION "cash_up_order_changed"();--> statement-breakpoint
CREATE TRIGGER "cash_up_order_deleted" BEFORE DELETE ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "cash_up_order_changed"();--> statement-breakpoint
SELECT cash_up_apply(array_agg(e.received_at), array_agg(e.method), array_agg(e.collected_by_user_id),
	array_agg(o.campaign_id), array_agg(o.sub_account_id), array_agg(e.amount_cents), 1)
FROM order_payments e JOIN orders o ON o.id = e.order_id;
