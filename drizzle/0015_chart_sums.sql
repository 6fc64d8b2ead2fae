CREATE TABLE "chart_day_coffees" (
	"day" date NOT NULL,
	"product_id" integer,
	"deleted_name" text,
	"bags" integer NOT NULL,
	CONSTRAINT "chart_day_coffees_key" UNIQUE NULLS NOT DISTINCT("day","product_id","deleted_name")
);
--> statement-breakpoint
CREATE TABLE "chart_day_methods" (
	"day" date NOT NULL,
	"method" "payment_method" NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "chart_day_methods_key" UNIQUE("day","method")
);
--> statement-breakpoint
CREATE TABLE "chart_days" (
	"day" date NOT NULL,
	"campaign_id" integer,
	"sub_account_id" integer,
	"order_count" integer NOT NULL,
	"ordered_cents" bigint NOT NULL,
	"collected_cents" bigint NOT NULL,
	"bags" integer NOT NULL,
	CONSTRAINT "chart_days_key" UNIQUE NULLS NOT DISTINCT("day","campaign_id","sub_account_id")
);
--> statement-breakpoint
-- Hand-written (drizzle-kit does not model functions or triggers): the three tables above are the Overview charts'
-- running sums (docs/decisions/dashboard-charts.md). Each apply function adds (sign 1) or takes away (sign -1) what the
-- rows it is handed contribute, reading their order's lines and ledger as they are at that moment; the triggers below
-- hand them what each statement changed. An order counts unless it is cancelled, on the shop day (America/New_York,
-- src/lib/shop-time-zone.ts) it was placed.
CREATE FUNCTION "charts_apply_orders"(
	id integer[], created_at timestamptz[], counted boolean[], campaign integer[], sub integer[], total integer[],
	collected integer[], sign integer
) RETURNS void LANGUAGE sql AS $$
	INSERT INTO chart_days AS d (day, campaign_id, sub_account_id, order_count, ordered_cents, collected_cents, bags)
	SELECT (o.created_at AT TIME ZONE 'America/New_York')::date, o.campaign, o.sub, sign * count(*),
		sign * sum(o.total), sign * sum(o.collected), sign * sum(b.bags)
	FROM unnest(id, created_at, counted, campaign, sub, total, collected)
		AS o(id, created_at, counted, campaign, sub, total, collected)
	CROSS JOIN LATERAL (SELECT coalesce(sum(i.quantity), 0) AS bags FROM order_items i WHERE i.order_id = o.id) b
	WHERE o.counted
	GROUP BY 1, 2, 3
	ON CONFLICT ON CONSTRAINT chart_days_key DO UPDATE SET
		order_count = d.order_count + excluded.order_count,
		ordered_cents = d.ordered_cents + excluded.ordered_cents,
		collected_cents = d.collected_cents + excluded.collected_cents,
		bags = d.bags + excluded.bags;
	INSERT INTO chart_day_coffees AS c (day, product_id, deleted_name, bags)
	SELECT (o.created_at AT TIME ZONE 'America/New_York')::date, i.product_id,
		CASE WHEN i.product_id IS NULL THEN i.product_name END, sign * sum(i.quantity)
	FROM unnest(id, created_at, counted) AS o(id, created_at, counted)
	JOIN order_items i ON i.order_id = o.id
	WHERE o.counted
	GROUP BY 1, 2, 3
	ON CONFLICT ON CONSTRAINT chart_day_coffees_key DO UPDATE SET bags = c.bags + excluded.bags;
	INSERT INTO chart_day_methods AS m (day, method, cents)
	SELECT (o.created_at AT TIME ZONE 'America/New_York')::date, p.method, sign * sum(p.amount_cents)
	FROM unnest(id, created_at, counted) AS o(id, created_at, counted)
	JOIN order_payments p ON p.order_id = o.id
	WHERE o.counted
	GROUP BY 1, 2
	ON CONFLICT ON CONSTRAINT chart_day_methods_key DO UPDATE SET cents = m.cents + excluded.cents;
$$;--> statement-breakpoint
CREATE FUNCTION "charts_apply_items"(
	order_id integer[], product_id integer[], product_name text[], quantity integer[], sign integer
) RETURNS void LANGUAGE sql AS $$
	INSERT INTO chart_days AS d (day, campaign_id, sub_account_id, order_count, ordered_cents, collected_cents, bags)
	SELECT (o.created_at AT TIME ZONE 'America/New_York')::date, o.campaign_id, o.sub_account_id, 0, 0, 0,
		sign * sum(e.quantity)
	FROM unnest(order_id, quantity) AS e(order_id, quantity)
	JOIN orders o ON o.id = e.order_id
	WHERE o.order_status <> 'cancelled'
	GROUP BY 1, 2, 3
	ON CONFLICT ON CONSTRAINT chart_days_key DO UPDATE SET bags = d.bags + excluded.bags;
	INSERT INTO chart_day_coffees AS c (day, product_id, deleted_name, bags)
	SELECT (o.created_at AT TIME ZONE 'America/New_York')::date, e.product_id,
		CASE WHEN e.product_id IS NULL THEN e.product_name END, sign * sum(e.quantity)
	FROM unnest(order_id, product_id, product_name, quantity) AS e(order_id, product_id, product_name, quantity)
	JOIN orders o ON o.id = e.order_id
	WHERE o.order_status <> 'cancelled'
	GROUP BY 1, 2, 3
	ON CONFLICT ON CONSTRAINT chart_day_coffees_key DO UPDATE SET bags = c.bags + excluded.bags;
$$;--> statement-breakpoint
CREATE FUNCTION "charts_apply_payments"(order_id integer[], method payment_method[], amount integer[], sign integer)
RETURNS void LANGUAGE sql AS $$
	INSERT INTO chart_day_methods AS m (day, method, cents)
	SELECT (o.created_at AT TIME ZONE 'America/New_York')::date, e.method, sign * sum(e.amount)
	FROM unnest(order_id, method, amount) AS e(order_id, method, amount)
	JOIN orders o ON o.id = e.order_id
	WHERE o.order_status <> 'cancelled'
	GROUP BY 1, 2
	ON CONFLICT ON CONSTRAINT chart_day_methods_key DO UPDATE SET cents = m.cents + excluded.cents;
$$;--> statement-breakpoint
CREATE FUNCTION "charts_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM charts_apply_orders(array_agg(n.id), array_agg(n.created_at), array_agg(n.order_status <> 'cancelled'),
			array_agg(n.campaign_id), array_agg(n.sub_account_id), array_agg(n.total_cents), array_agg(n.collected_cents), 1)
		FROM new_orders n;
	ELSIF TG_OP = 'UPDATE' THEN
		-- Every updated order out with its old figures and back with its new ones (most cancel out). Not filtered by a
		-- join of the two transition tables: they carry no statistics, and a nested loop over a bulk update of
		-- 100,000 orders would never end.
		PERFORM charts_apply_orders(array_agg(o.id), array_agg(o.created_at), array_agg(o.order_status <> 'cancelled'),
			array_agg(o.campaign_id), array_agg(o.sub_account_id), array_agg(o.total_cents), array_agg(o.collected_cents), -1)
		FROM old_orders o;
		PERFORM charts_apply_orders(array_agg(n.id), array_agg(n.created_at), array_agg(n.order_status <> 'cancelled'),
			array_agg(n.campaign_id), array_agg(n.sub_account_id), array_agg(n.total_cents), array_agg(n.collected_cents), 1)
		FROM new_orders n;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "charts_orders_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_orders
	FOR EACH STATEMENT EXECUTE FUNCTION "charts_orders_changed"();--> statement-breakpoint
CREATE TRIGGER "charts_orders_updated" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
	FOR EACH STATEMENT EXECUTE FUNCTION "charts_orders_changed"();--> statement-breakpoint
-- A deleted order leaves with its lines and ledger, read before the cascade removes them (whose own triggers then
-- find no order and change nothing).
CREATE FUNCTION "charts_order_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM charts_apply_orders(ARRAY[OLD.id], ARRAY[OLD.created_at], ARRAY[OLD.order_status <> 'cancelled'],
		ARRAY[OLD.campaign_id], ARRAY[OLD.sub_account_id], ARRAY[OLD.total_cents], ARRAY[OLD.collected_cents], -1);
	RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "charts_order_deleted" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "charts_order_deleted"();--> statement-breakpoint
CREATE FUNCTION "charts_items_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		PERFORM charts_apply_items(array_agg(i.order_id), array_agg(i.product_id), array_agg(i.product_name),
			array_agg(i.quantity), -1)
		FROM old_items i;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM charts_apply_items(array_agg(i.order_id), array_agg(i.product_id), array_agg(i.product_name),
			array_agg(i.quantity), 1)
		FROM new_items i;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "charts_items_inserted" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS new_items
	FOR EACH STATEMENT EXECUTE FUNCTION "charts_items_changed"();--> statement-breakpoint
CREATE TRIGGER "charts_items_updated" AFTER UPDATE ON "order_items" REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
	FOR EACH STATEMENT EXECUTE FUNCTION "charts_items_changed"();--> statement-breakpoint
CREATE TRIGGER "charts_items_deleted" AFTER DELETE ON "order_items" REFERENCING OLD TABLE AS old_items
	FOR EACH STATEMENT EXECUTE FUNCTION "charts_items_changed"();--> statement-breakpoint
CREATE FUNCTION "charts_payments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		PERFORM charts_apply_payments(array_agg(p.order_id), array_agg(p.method), array_agg(p.amount_cents), -1)
		FROM old_entries p;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM charts_apply_payments(array_agg(p.order_id), array_agg(p.method), array_agg(p.amount_cents), 1)
		FROM new_entries p;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "charts_payments_inserted" AFTER INSERT ON "order_payments" REFERENCING NEW TABLE AS new_entries
	FOR EACH STATEMENT EXECUTE FUNCTION "charts_payments_changed"();--> statement-breakpoint
CREATE TRIGGER "charts_payments_updated" AFTER UPDATE ON "order_payments"
	REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries
	FOR EACH STATEMENT EXECUTE FUNCTION "charts_payments_changed"();--> statement-breakpoint
CREATE TRIGGER "charts_payments_deleted" AFTER DELETE ON "order_payments" REFERENCING OLD TABLE AS old_entries
	FOR EACH STATEMENT EXECUTE FUNCTION "charts_payments_changed"();--> statement-breakpoint
SELECT charts_apply_orders(array_agg(o.id), array_agg(o.created_at), array_agg(o.order_status <> 'cancelled'),
	array_agg(o.campaign_id), array_agg(o.sub_account_id), array_agg(o.total_cents), array_agg(o.collected_cents), 1)
FROM orders o;
