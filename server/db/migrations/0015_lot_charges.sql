CREATE TABLE "lot_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_kind" text NOT NULL,
	"lot_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	"basis" text NOT NULL,
	"rate" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"born_by" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "lot_charges_lot_kind_ck" CHECK ("lot_charges"."lot_kind" in ('purchase', 'sale')),
	CONSTRAINT "lot_charges_basis_ck" CHECK ("lot_charges"."basis" in ('percent', 'per_bag', 'per_quintal', 'fixed')),
	CONSTRAINT "lot_charges_born_by_ck" CHECK ("lot_charges"."born_by" in ('party', 'us')),
	CONSTRAINT "lot_charges_kind_ck" CHECK ("lot_charges"."kind" in ('retained', 'paid_out')),
	CONSTRAINT "lot_charges_retained_ck" CHECK ("lot_charges"."kind" <> 'retained' or "lot_charges"."born_by" = 'party'),
	CONSTRAINT "lot_charges_amount_ck" CHECK ("lot_charges"."rate" >= 0 and "lot_charges"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "bags" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "gross_weight" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "tare_per_bag_kg" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "standard_moisture" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "tare_deduction" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "moisture_deduction" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "deductions" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Lots recorded before charges keep their figures: no charge, so the farmer's bill is the value, and the
-- buyer's is too (docs/posting.md#charges).
ALTER TABLE "purchases" ADD COLUMN "net_payable" numeric(18, 2);--> statement-breakpoint
UPDATE "purchases" SET "net_payable" = "total_amount";--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "net_payable" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "paid_out_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "bags" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "bill_amount" numeric(18, 2);--> statement-breakpoint
UPDATE "sales" SET "bill_amount" = "total_amount";--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "bill_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "paid_out_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "charge_profit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_totals" ADD COLUMN "charge_profit" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_daily" ADD COLUMN "bill_amount" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "bill_daily" SET "bill_amount" = "amount";--> statement-breakpoint
CREATE INDEX "lot_charges_lot_idx" ON "lot_charges" USING btree ("lot_kind","lot_id");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_bags_ck" CHECK ("purchases"."bags" is null or "purchases"."bags" >= 0);--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_net_payable_ck" CHECK ("purchases"."net_payable" > 0 and "purchases"."net_payable" = "purchases"."total_amount" - "purchases"."deductions");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_bags_ck" CHECK ("sales"."bags" is null or "sales"."bags" >= 0);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_bill_amount_ck" CHECK ("sales"."bill_amount" >= "sales"."total_amount");--> statement-breakpoint
-- Hand-written below (docs/posting.md#charges). A lot's charges are books like the others: append-only.
CREATE TRIGGER "lot_charges_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "lot_charges" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_books_rewrite"();--> statement-breakpoint
-- The per-day totals (migrations 0007, 0013) carry a sale's charge_profit on its date, and take it back when
-- the sale is cancelled.
CREATE FUNCTION "daily_totals_add"(d date, s numeric, sc numeric, p numeric, e numeric, cp numeric) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('mandibook.restoring', true) = 'on' THEN
		RETURN;
	END IF;
	INSERT INTO daily_totals AS t (day, slot, sales, sales_cost, purchases, expenses, charge_profit)
	VALUES (d, (txid_current() % 8)::smallint, s, sc, p, e, cp)
	ON CONFLICT (day, slot) DO UPDATE SET
		sales = t.sales + excluded.sales,
		sales_cost = t.sales_cost + excluded.sales_cost,
		purchases = t.purchases + excluded.purchases,
		expenses = t.expenses + excluded.expenses,
		charge_profit = t.charge_profit + excluded.charge_profit;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_daily_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM daily_totals_add(NEW.sale_date, NEW.total_amount, NEW.cost_amount, 0, 0, NEW.charge_profit);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cancellations_daily_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.entity = 'sale' THEN
		PERFORM daily_totals_add(s.sale_date, -s.total_amount, -s.cost_amount, 0, 0, -s.charge_profit) FROM sales s WHERE s.id = NEW.entity_id;
	ELSIF NEW.entity = 'purchase' THEN
		PERFORM daily_totals_add(p.purchase_date, 0, 0, -p.final_amount, 0, 0) FROM purchases p WHERE p.id = NEW.entity_id;
	ELSIF NEW.entity = 'expense' THEN
		PERFORM daily_totals_add(e.expense_date, 0, 0, 0, -e.amount, 0) FROM expenses e WHERE e.id = NEW.entity_id;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "purchases_daily_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM daily_totals_add(NEW.purchase_date, 0, 0, NEW.final_amount, 0, 0);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "expenses_daily_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM daily_totals_add(NEW.expense_date, 0, 0, 0, NEW.amount, 0);
	RETURN NULL;
END $$;--> statement-breakpoint
DROP FUNCTION "daily_totals_add"(date, numeric, numeric, numeric, numeric);--> statement-breakpoint
-- The per-day bill figures (migration 0010) sum each bill's amount as billed (bill_amount): a sale's
-- bill_amount, a purchase's net_payable; its status and outstanding follow that amount, not the value.
CREATE FUNCTION "bill_daily_move"(k text, d date, n integer, q numeric, amt numeric, bill numeric, exp numeric,
	fin numeric, paid numeric, from_status text, to_status text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('mandibook.restoring', true) = 'on' THEN
		RETURN;
	END IF;
	INSERT INTO bill_daily AS t (kind, day, slot, bills, quintals, amount, bill_amount, expense_amount,
		final_amount, paid, pending, partial, settled)
	VALUES (k, d, (txid_current() % 8)::smallint, n, q, amt, bill, exp, fin, paid,
		(to_status IS NOT DISTINCT FROM 'pending')::int - (from_status IS NOT DISTINCT FROM 'pending')::int,
		(to_status IS NOT DISTINCT FROM 'partial')::int - (from_status IS NOT DISTINCT FROM 'partial')::int,
		(to_status IS NOT DISTINCT FROM 'paid')::int - (from_status IS NOT DISTINCT FROM 'paid')::int)
	ON CONFLICT (kind, day, slot) DO UPDATE SET
		bills = t.bills + excluded.bills,
		quintals = t.quintals + excluded.quintals,
		amount = t.amount + excluded.amount,
		bill_amount = t.bill_amount + excluded.bill_amount,
		expense_amount = t.expense_amount + excluded.expense_amount,
		final_amount = t.final_amount + excluded.final_amount,
		paid = t.paid + excluded.paid,
		pending = t.pending + excluded.pending,
		partial = t.partial + excluded.partial,
		settled = t.settled + excluded.settled;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_bill_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM bill_daily_move('sale', NEW.sale_date, 1, NEW.quantity * crop_quintals(NEW.crop_id), NEW.total_amount,
		NEW.bill_amount, 0, 0, 0, NULL, bill_status(NEW.bill_amount, 0, NEW.payment_status = 'partial'));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "purchases_bill_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM bill_daily_move('purchase', NEW.purchase_date, 1, NEW.quantity * crop_quintals(NEW.crop_id),
		NEW.total_amount, NEW.net_payable, NEW.expense_amount, NEW.final_amount, 0, NULL,
		bill_status(NEW.net_payable, 0, false));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bill_paid_bill_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
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
		SELECT sale_date, bill_amount, payment_status = 'partial' INTO d, amt, recorded_partial FROM sales WHERE id = NEW.bill_id;
	ELSE
		SELECT purchase_date, net_payable, false INTO d, amt, recorded_partial FROM purchases WHERE id = NEW.bill_id;
	END IF;
	PERFORM bill_daily_move(NEW.kind, d, 0, 0, 0, 0, 0, 0, NEW.paid - was,
		bill_status(amt, was, recorded_partial), bill_status(amt, NEW.paid, recorded_partial));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cancellations_bill_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.entity = 'sale' THEN
		PERFORM bill_daily_move('sale', s.sale_date, -1, -(s.quantity * crop_quintals(s.crop_id)), -s.total_amount,
			-s.bill_amount, 0, 0, -coalesce(bp.paid, 0),
			bill_status(s.bill_amount, coalesce(bp.paid, 0), s.payment_status = 'partial'), NULL)
		FROM sales s LEFT JOIN bill_paid bp ON bp.kind = 'sale' AND bp.bill_id = s.id
		WHERE s.id = NEW.entity_id;
	ELSIF NEW.entity = 'purchase' THEN
		PERFORM bill_daily_move('purchase', p.purchase_date, -1, -(p.quantity * crop_quintals(p.crop_id)),
			-p.total_amount, -p.net_payable, -p.expense_amount, -p.final_amount, -coalesce(bp.paid, 0),
			bill_status(p.net_payable, coalesce(bp.paid, 0), false), NULL)
		FROM purchases p LEFT JOIN bill_paid bp ON bp.kind = 'purchase' AND bp.bill_id = p.id
		WHERE p.id = NEW.entity_id;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
DROP FUNCTION "bill_daily_move"(text, date, integer, numeric, numeric, numeric, numeric, numeric, text, text);
