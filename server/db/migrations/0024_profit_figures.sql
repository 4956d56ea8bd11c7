CREATE TABLE "crop_daily" (
	"day" date NOT NULL,
	"crop_id" integer NOT NULL,
	"quantity_sold" numeric(20, 3) DEFAULT '0' NOT NULL,
	"sales" numeric(20, 2) DEFAULT '0' NOT NULL,
	"sales_cost" numeric(20, 2) DEFAULT '0' NOT NULL,
	"cost_adjustments" numeric(20, 2) DEFAULT '0' NOT NULL,
	"charges_earned" numeric(20, 2) DEFAULT '0' NOT NULL,
	"charges_borne" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "crop_daily_pk" PRIMARY KEY("day","crop_id")
);
--> statement-breakpoint
CREATE TABLE "expense_daily" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "expense_daily_pk" PRIMARY KEY("day","type"),
	CONSTRAINT "expense_daily_type_ck" CHECK ("expense_daily"."type" in ('transport', 'storage', 'labor', 'processing', 'other'))
);
--> statement-breakpoint
-- Hand-written below (docs/money.md#profit-and-loss, docs/decisions/0011-lists-and-writes-at-scale.md). The
-- statement's figures by crop and by expense type move in the transaction that records a sale, its charges, a
-- cost-of-goods adjustment or an expense, and back in the one that cancels it (an amendment is a cancel and a
-- new record). One row per day and crop (or type), no slots: see server/db/schema/daily-totals.ts.
CREATE FUNCTION "crop_daily_add"(d date, crop integer, q numeric, s numeric, sc numeric, ca numeric, ce numeric,
	cb numeric) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	-- A restore loads the backup's own crop_daily rows as they were (server/db/backup/restore.ts).
	IF current_setting('mandibook.restoring', true) = 'on' THEN
		RETURN;
	END IF;
	INSERT INTO crop_daily AS t (day, crop_id, quantity_sold, sales, sales_cost, cost_adjustments, charges_earned,
		charges_borne)
	VALUES (d, crop, q, s, sc, ca, ce, cb)
	ON CONFLICT (day, crop_id) DO UPDATE SET
		quantity_sold = t.quantity_sold + excluded.quantity_sold,
		sales = t.sales + excluded.sales,
		sales_cost = t.sales_cost + excluded.sales_cost,
		cost_adjustments = t.cost_adjustments + excluded.cost_adjustments,
		charges_earned = t.charges_earned + excluded.charges_earned,
		charges_borne = t.charges_borne + excluded.charges_borne;
END $$;--> statement-breakpoint
CREATE FUNCTION "expense_daily_add"(d date, ty text, amt numeric) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('mandibook.restoring', true) = 'on' THEN
		RETURN;
	END IF;
	INSERT INTO expense_daily AS t (day, type, amount) VALUES (d, ty, amt)
	ON CONFLICT (day, type) DO UPDATE SET amount = t.amount + excluded.amount;
END $$;--> statement-breakpoint
CREATE FUNCTION "sales_crop_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM crop_daily_add(NEW.sale_date, NEW.crop_id, NEW.quantity, NEW.total_amount, NEW.cost_amount, 0, 0, 0);
	RETURN NULL;
END $$;--> statement-breakpoint
-- A sale's charges are written after the sale, in its transaction: each adds what it earned (retained) or
-- what the business bore (paid out, borne by us) to the sale's day and crop. A purchase's charges are in its
-- landed cost, and so in the cost of goods when it is sold.
CREATE FUNCTION "lot_charges_crop_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.lot_kind = 'sale' AND (NEW.kind = 'retained' OR NEW.born_by = 'us') THEN
		PERFORM crop_daily_add(s.sale_date, s.crop_id, 0, 0, 0, 0,
			CASE WHEN NEW.kind = 'retained' THEN NEW.amount ELSE 0 END,
			CASE WHEN NEW.kind = 'paid_out' AND NEW.born_by = 'us' THEN NEW.amount ELSE 0 END)
		FROM sales s WHERE s.id = NEW.lot_id;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A cost-of-goods adjustment (and its reversal) counts for the crop of its purchase, on its own date.
CREATE FUNCTION "cost_adjustments_crop_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM crop_daily_add(NEW.adjustment_date, p.crop_id, 0, 0, 0, NEW.amount, 0, 0)
	FROM purchases p WHERE p.id = NEW.purchase_id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "expenses_expense_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM expense_daily_add(NEW.expense_date, NEW.type, NEW.amount);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "cancellations_profit_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.entity = 'sale' THEN
		PERFORM crop_daily_add(s.sale_date, s.crop_id, -s.quantity, -s.total_amount, -s.cost_amount, 0,
			-coalesce(ch.earned, 0), -coalesce(ch.borne, 0))
		FROM sales s
		LEFT JOIN LATERAL (
			SELECT sum(lc.amount) FILTER (WHERE lc.kind = 'retained') AS earned,
				sum(lc.amount) FILTER (WHERE lc.kind = 'paid_out' AND lc.born_by = 'us') AS borne
			FROM lot_charges lc WHERE lc.lot_kind = 'sale' AND lc.lot_id = s.id
		) ch ON true
		WHERE s.id = NEW.entity_id;
	ELSIF NEW.entity = 'expense' THEN
		PERFORM expense_daily_add(e.expense_date, e.type, -e.amount) FROM expenses e WHERE e.id = NEW.entity_id;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sales_crop_daily" AFTER INSERT ON "sales" FOR EACH ROW EXECUTE FUNCTION "sales_crop_daily"();--> statement-breakpoint
CREATE TRIGGER "lot_charges_crop_daily" AFTER INSERT ON "lot_charges" FOR EACH ROW EXECUTE FUNCTION "lot_charges_crop_daily"();--> statement-breakpoint
CREATE TRIGGER "cost_adjustments_crop_daily" AFTER INSERT ON "cost_adjustments" FOR EACH ROW EXECUTE FUNCTION "cost_adjustments_crop_daily"();--> statement-breakpoint
CREATE TRIGGER "expenses_expense_daily" AFTER INSERT ON "expenses" FOR EACH ROW EXECUTE FUNCTION "expenses_expense_daily"();--> statement-breakpoint
CREATE TRIGGER "cancellations_profit_daily" AFTER INSERT ON "cancellations" FOR EACH ROW EXECUTE FUNCTION "cancellations_profit_daily"();--> statement-breakpoint
-- The books recorded before this migration, once, from the same queries as the check's
-- (server/modules/books/profit-daily.ts).
INSERT INTO "crop_daily" (day, crop_id, quantity_sold, sales, sales_cost, cost_adjustments, charges_earned, charges_borne)
SELECT day, crop_id, sum(q), sum(s), sum(sc), sum(ca), sum(ce), sum(cb) FROM (
	SELECT s.sale_date AS day, s.crop_id, s.quantity AS q, s.total_amount AS s, s.cost_amount AS sc, 0 AS ca,
		coalesce(ch.earned, 0) AS ce, coalesce(ch.borne, 0) AS cb
	FROM sales s
	LEFT JOIN (
		SELECT lot_id, sum(amount) FILTER (WHERE kind = 'retained') AS earned,
			sum(amount) FILTER (WHERE kind = 'paid_out' AND born_by = 'us') AS borne
		FROM lot_charges WHERE lot_kind = 'sale' GROUP BY lot_id
	) ch ON ch.lot_id = s.id
	WHERE NOT EXISTS (SELECT 1 FROM cancellations c WHERE c.entity = 'sale' AND c.entity_id = s.id)
	UNION ALL
	SELECT a.adjustment_date, p.crop_id, 0, 0, 0, a.amount, 0, 0
	FROM cost_adjustments a JOIN purchases p ON p.id = a.purchase_id
) AS live GROUP BY day, crop_id;--> statement-breakpoint
INSERT INTO "expense_daily" (day, type, amount)
SELECT expense_date, type, sum(amount) FROM expenses
WHERE NOT EXISTS (SELECT 1 FROM cancellations c WHERE c.entity = 'expense' AND c.entity_id = expenses.id)
GROUP BY expense_date, type;
