CREATE TABLE "daily_totals" (
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"sales" numeric(20, 2) DEFAULT '0' NOT NULL,
	"sales_cost" numeric(20, 2) DEFAULT '0' NOT NULL,
	"purchases" numeric(20, 2) DEFAULT '0' NOT NULL,
	"expenses" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "daily_totals_pk" PRIMARY KEY("day","slot")
);
--> statement-breakpoint
-- Hand-written below (docs/decisions/0011-lists-and-writes-at-scale.md). The per-day totals move in the
-- transaction that records a sale, purchase or expense, and back in the one that cancels it (an amendment is a
-- cancel and a new record). The row of the day is chosen by the writing transaction's id, one of eight, so
-- that a busy day's writes do not all wait on one row lock.
CREATE FUNCTION "daily_totals_add"(d date, s numeric, sc numeric, p numeric, e numeric) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	-- A restore loads the backup's own daily_totals rows as they were (server/db/backup/restore.ts).
	IF current_setting('mandibook.restoring', true) = 'on' THEN
		RETURN;
	END IF;
	INSERT INTO daily_totals AS t (day, slot, sales, sales_cost, purchases, expenses)
	VALUES (d, (txid_current() % 8)::smallint, s, sc, p, e)
	ON CONFLICT (day, slot) DO UPDATE SET
		sales = t.sales + excluded.sales,
		sales_cost = t.sales_cost + excluded.sales_cost,
		purchases = t.purchases + excluded.purchases,
		expenses = t.expenses + excluded.expenses;
END $$;--> statement-breakpoint
CREATE FUNCTION "sales_daily_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM daily_totals_add(NEW.sale_date, NEW.total_amount, NEW.cost_amount, 0, 0);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "purchases_daily_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM daily_totals_add(NEW.purchase_date, 0, 0, NEW.final_amount, 0);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "expenses_daily_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM daily_totals_add(NEW.expense_date, 0, 0, 0, NEW.amount);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "cancellations_daily_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.entity = 'sale' THEN
		PERFORM daily_totals_add(s.sale_date, -s.total_amount, -s.cost_amount, 0, 0) FROM sales s WHERE s.id = NEW.entity_id;
	ELSIF NEW.entity = 'purchase' THEN
		PERFORM daily_totals_add(p.purchase_date, 0, 0, -p.final_amount, 0) FROM purchases p WHERE p.id = NEW.entity_id;
	ELSIF NEW.entity = 'expense' THEN
		PERFORM daily_totals_add(e.expense_date, 0, 0, 0, -e.amount) FROM expenses e WHERE e.id = NEW.entity_id;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sales_daily_totals" AFTER INSERT ON "sales" FOR EACH ROW EXECUTE FUNCTION "sales_daily_totals"();--> statement-breakpoint
CREATE TRIGGER "purchases_daily_totals" AFTER INSERT ON "purchases" FOR EACH ROW EXECUTE FUNCTION "purchases_daily_totals"();--> statement-breakpoint
CREATE TRIGGER "expenses_daily_totals" AFTER INSERT ON "expenses" FOR EACH ROW EXECUTE FUNCTION "expenses_daily_totals"();--> statement-breakpoint
CREATE TRIGGER "cancellations_daily_totals" AFTER INSERT ON "cancellations" FOR EACH ROW EXECUTE FUNCTION "cancellations_daily_totals"();--> statement-breakpoint
-- The books recorded before this migration, once (slot 0).
INSERT INTO "daily_totals" (day, slot, sales, sales_cost, purchases, expenses)
SELECT day, 0, sum(s), sum(sc), sum(p), sum(e) FROM (
	SELECT sale_date AS day, total_amount AS s, cost_amount AS sc, 0 AS p, 0 AS e FROM sales
	WHERE NOT EXISTS (SELECT 1 FROM cancellations c WHERE c.entity = 'sale' AND c.entity_id = sales.id)
	UNION ALL
	SELECT purchase_date, 0, 0, final_amount, 0 FROM purchases
	WHERE NOT EXISTS (SELECT 1 FROM cancellations c WHERE c.entity = 'purchase' AND c.entity_id = purchases.id)
	UNION ALL
	SELECT expense_date, 0, 0, 0, amount FROM expenses
	WHERE NOT EXISTS (SELECT 1 FROM cancellations c WHERE c.entity = 'expense' AND c.entity_id = expenses.id)
) AS live GROUP BY day;
