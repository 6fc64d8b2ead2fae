-- Hand-written: the running sums of the cash-up (0013) and of the Overview charts (0015) made again from the ledger,
-- the orders and their lines. The triggers keep them in step; this is for a bulk load that turned them off
-- (scripts/seed-large.mjs) and for repairing sums if they ever drifted: `select running_sums_rebuild();`.
CREATE FUNCTION "running_sums_rebuild"() RETURNS void LANGUAGE sql AS $$
	TRUNCATE cash_up_days, cash_up_people, chart_days, chart_day_coffees, chart_day_methods;
	SELECT cash_up_apply(array_agg(e.received_at), array_agg(e.method), array_agg(e.collected_by_user_id),
		array_agg(o.campaign_id), array_agg(o.sub_account_id), array_agg(e.amount_cents), 1)
	FROM order_payments e JOIN orders o ON o.id = e.order_id;
	SELECT charts_apply_orders(array_agg(o.id), array_agg(o.created_at), array_agg(o.order_status <> 'cancelled'),
		array_agg(o.campaign_id), array_agg(o.sub_account_id), array_agg(o.total_cents), array_agg(o.collected_cents), 1)
	FROM orders o;
$$;
