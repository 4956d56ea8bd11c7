CREATE TABLE "bill_daily" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	"quintals" numeric(20, 3) DEFAULT '0' NOT NULL,
	"amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"expense_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"final_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(20, 2) DEFAULT '0' NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"partial" integer DEFAULT 0 NOT NULL,
	"settled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bill_daily_pk" PRIMARY KEY("kind","day","slot"),
	CONSTRAINT "bill_daily_kind_ck" CHECK ("bill_daily"."kind" in ('sale', 'purchase'))
);
--> statement-breakpoint
-- Hand-written below (docs/decisions/0011-lists-and-writes-at-scale.md). A bill adds to its day when recorded,
-- moves its paid amount and its status count whenever bill_paid moves, and leaves its day when cancelled (an
-- amendment is a cancel and a new record). The row of the day is chosen by the writing transaction's id, one
-- of eight, as in daily_totals.
CREATE FUNCTION "bill_status"(amount numeric, paid numeric, recorded_partial boolean) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
	-- The derived payment status, as server/modules/payments/bill-paid.ts billColumns computes it.
	SELECT CASE WHEN amount - paid <= 0 THEN 'paid' WHEN paid > 0 OR recorded_partial THEN 'partial' ELSE 'pending' END
$$;--> statement-breakpoint
CREATE FUNCTION "crop_quintals"(crop integer) RETURNS numeric
LANGUAGE sql STABLE AS $$
	-- Quintals in one unit of the crop (common/schemas/choices.ts QUINTALS_PER_UNIT).
	SELECT CASE unit WHEN 'quintal' THEN 1 WHEN 'kg' THEN 0.01 WHEN 'ton' THEN 10 END FROM crops WHERE id = crop
$$;--> statement-breakpoint
-- Adds to a day's figures; a bill counted under `from_status` moves to `to_status` (either may be null).
CREATE FUNCTION "bill_daily_move"(k text, d date, n integer, q numeric, amt numeric, exp numeric, fin numeric,
	paid numeric, from_status text, to_status text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	-- A restore loads the backup's own bill_daily rows as they were (server/db/backup/restore.ts).
	IF current_setting('mandibook.restoring', true) = 'on' THEN
		RETURN;
	END IF;
	INSERT INTO bill_daily AS t (kind, day, slot, bills, quintals, amount, expense_amount, final_amount, paid,
		pending, partial, settled)
	VALUES (k, d, (txid_current() % 8)::smallint, n, q, amt, exp, fin, paid,
		(to_status IS NOT DISTINCT FROM 'pending')::int - (from_status IS NOT DISTINCT FROM 'pending')::int,
		(to_status IS NOT DISTINCT FROM 'partial')::int - (from_status IS NOT DISTINCT FROM 'partial')::int,
		(to_status IS NOT DISTINCT FROM 'paid')::int - (from_status IS NOT DISTINCT FROM 'paid')::int)
	ON CONFLICT (kind, day, slot) DO UPDATE SET
		bills = t.bills + excluded.bills,
		quintals = t.quintals + excluded.quintals,
		amount = t.amount + excluded.amount,
		expense_amount = t.expense_amount + excluded.expense_amount,
		final_amount = t.final_amount + excluded.final_amount,
		paid = t.paid + excluded.paid,
		pending = t.pending + excluded.pending,
		partial = t.partial + excluded.partial,
		settled = t.settled + excluded.settled;
END $$;--> statement-breakpoint
CREATE FUNCTION "sales_bill_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Nothing is allocated to a sale before it exists: its allocations come after, through bill_paid.
	PERFORM bill_daily_move('sale', NEW.sale_date, 1, NEW.quantity * crop_quintals(NEW.crop_id), NEW.total_amount,
		0, 0, 0, NULL, bill_status(NEW.total_amount, 0, NEW.payment_status = 'partial'));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "purchases_bill_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM bill_daily_move('purchase', NEW.purchase_date, 1, NEW.quantity * crop_quintals(NEW.crop_id),
		NEW.total_amount, NEW.expense_amount, NEW.final_amount, 0, NULL, bill_status(NEW.total_amount, 0, false));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "bill_paid_bill_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	was numeric := CASE WHEN TG_OP = 'UPDATE' THEN OLD.paid ELSE 0 END;
	d date;
	amt numeric;
	recorded_partial boolean;
BEGIN
	IF NEW.paid = was OR NEW.kind NOT IN ('sale', 'purchase') THEN
		RETURN NULL;
	END IF;
	IF NEW.kind = 'sale' THEN
		SELECT sale_date, total_amount, payment_status = 'partial' INTO d, amt, recorded_partial FROM sales WHERE id = NEW.bill_id;
	ELSE
		SELECT purchase_date, total_amount, false INTO d, amt, recorded_partial FROM purchases WHERE id = NEW.bill_id;
	END IF;
	PERFORM bill_daily_move(NEW.kind, d, 0, 0, 0, 0, 0, NEW.paid - was,
		bill_status(amt, was, recorded_partial), bill_status(amt, NEW.paid, recorded_partial));
	RETURN NULL;
END $$;--> statement-breakpoint
-- A cancelled bill leaves its day with what it is paid at that moment. PostgreSQL fires the triggers of one
-- event in the order of their names: this one ("cancellations_to_bill_daily") fires after
-- "cancellations_bill_paid", which has already taken back the cancelled bill's allocations through bill_paid
-- (and so through the trigger above), so the bill leaves with nothing paid, as its day now counts it.
CREATE FUNCTION "cancellations_bill_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.entity = 'sale' THEN
		PERFORM bill_daily_move('sale', s.sale_date, -1, -(s.quantity * crop_quintals(s.crop_id)), -s.total_amount,
			0, 0, -coalesce(bp.paid, 0), bill_status(s.total_amount, coalesce(bp.paid, 0), s.payment_status = 'partial'), NULL)
		FROM sales s LEFT JOIN bill_paid bp ON bp.kind = 'sale' AND bp.bill_id = s.id
		WHERE s.id = NEW.entity_id;
	ELSIF NEW.entity = 'purchase' THEN
		PERFORM bill_daily_move('purchase', p.purchase_date, -1, -(p.quantity * crop_quintals(p.crop_id)),
			-p.total_amount, -p.expense_amount, -p.final_amount, -coalesce(bp.paid, 0),
			bill_status(p.total_amount, coalesce(bp.paid, 0), false), NULL)
		FROM purchases p LEFT JOIN bill_paid bp ON bp.kind = 'purchase' AND bp.bill_id = p.id
		WHERE p.id = NEW.entity_id;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sales_bill_daily" AFTER INSERT ON "sales" FOR EACH ROW EXECUTE FUNCTION "sales_bill_daily"();--> statement-breakpoint
CREATE TRIGGER "purchases_bill_daily" AFTER INSERT ON "purchases" FOR EACH ROW EXECUTE FUNCTION "purchases_bill_daily"();--> statement-breakpoint
CREATE TRIGGER "bill_paid_bill_daily" AFTER INSERT OR UPDATE ON "bill_paid" FOR EACH ROW EXECUTE FUNCTION "bill_paid_bill_daily"();--> statement-breakpoint
CREATE TRIGGER "cancellations_to_bill_daily" AFTER INSERT ON "cancellations" FOR EACH ROW EXECUTE FUNCTION "cancellations_bill_daily"();--> statement-breakpoint
-- The bills recorded before this migration, once (slot 0), from the same query as the check's
-- (server/modules/payments/bill-daily.ts).
INSERT INTO "bill_daily" (kind, day, slot, bills, quintals, amount, expense_amount, final_amount, paid, pending, partial, settled)
SELECT kind, day, 0, count(*), sum(quintals), sum(amount), sum(expense_amount), sum(final_amount), sum(paid),
	count(*) FILTER (WHERE status = 'pending'), count(*) FILTER (WHERE status = 'partial'), count(*) FILTER (WHERE status = 'paid')
FROM (
	SELECT 'sale' AS kind, s.sale_date AS day, s.quantity * crop_quintals(s.crop_id) AS quintals, s.total_amount AS amount,
		0 AS expense_amount, 0 AS final_amount, coalesce(bp.paid, 0) AS paid,
		bill_status(s.total_amount, coalesce(bp.paid, 0), s.payment_status = 'partial') AS status
	FROM sales s LEFT JOIN bill_paid bp ON bp.kind = 'sale' AND bp.bill_id = s.id
	WHERE NOT EXISTS (SELECT 1 FROM cancellations c WHERE c.entity = 'sale' AND c.entity_id = s.id)
	UNION ALL
	SELECT 'purchase', p.purchase_date, p.quantity * crop_quintals(p.crop_id), p.total_amount, p.expense_amount,
		p.final_amount, coalesce(bp.paid, 0), bill_status(p.total_amount, coalesce(bp.paid, 0), false)
	FROM purchases p LEFT JOIN bill_paid bp ON bp.kind = 'purchase' AND bp.bill_id = p.id
	WHERE NOT EXISTS (SELECT 1 FROM cancellations c WHERE c.entity = 'purchase' AND c.entity_id = p.id)
) AS live GROUP BY kind, day;
