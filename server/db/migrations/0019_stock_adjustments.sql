CREATE TABLE "stock_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"crop_id" integer NOT NULL,
	"quality_grade" text,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_cost" numeric(18, 2) NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"reason" text NOT NULL,
	"adjustment_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "stock_adjustments_quantity_ck" CHECK ("stock_adjustments"."quantity" <> 0),
	CONSTRAINT "stock_adjustments_unit_cost_ck" CHECK ("stock_adjustments"."unit_cost" >= 0),
	CONSTRAINT "stock_adjustments_value_sign_ck" CHECK ("stock_adjustments"."value" = 0 or ("stock_adjustments"."value" > 0) = ("stock_adjustments"."quantity" > 0)),
	CONSTRAINT "stock_adjustments_reason_ck" CHECK (length("stock_adjustments"."reason") between 1 and 200),
	CONSTRAINT "stock_adjustments_grade_ck" CHECK ("stock_adjustments"."quality_grade" is null or "stock_adjustments"."quality_grade" in ('A', 'B', 'C'))
);
--> statement-breakpoint
ALTER TABLE "cancellations" DROP CONSTRAINT "cancellations_entity_ck";--> statement-breakpoint
ALTER TABLE "daily_totals" ADD COLUMN "stock_adjustments" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_adjustments_date_idx" ON "stock_adjustments" USING btree ("adjustment_date","id");--> statement-breakpoint
CREATE INDEX "stock_adjustments_crop_idx" ON "stock_adjustments" USING btree ("crop_id","adjustment_date","id");--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_entity_ck" CHECK ("cancellations"."entity" in ('purchase', 'sale', 'expense', 'payment', 'stock_adjustment'));--> statement-breakpoint
-- Hand-written below (docs/posting.md#stock-adjustments). Stock adjustments are books like the others:
-- append-only; a cancel is a cancellations row and reversing stock movements.
CREATE TRIGGER "stock_adjustments_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "stock_adjustments" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_books_rewrite"();--> statement-breakpoint
-- The per-day totals (migrations 0007, 0013, 0015) carry an adjustment's value on its date, in the writing
-- transaction, slotted the same way, and take it back when the adjustment is cancelled.
CREATE FUNCTION "stock_adjustments_daily_add"(d date, v numeric) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('mandibook.restoring', true) = 'on' THEN
		RETURN;
	END IF;
	INSERT INTO daily_totals AS t (day, slot, stock_adjustments)
	VALUES (d, (txid_current() % 8)::smallint, v)
	ON CONFLICT (day, slot) DO UPDATE SET stock_adjustments = t.stock_adjustments + excluded.stock_adjustments;
END $$;--> statement-breakpoint
CREATE FUNCTION "stock_adjustments_daily_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM stock_adjustments_daily_add(NEW.adjustment_date, NEW.value);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "stock_adjustments_daily_totals" AFTER INSERT ON "stock_adjustments" FOR EACH ROW EXECUTE FUNCTION "stock_adjustments_daily_totals"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cancellations_daily_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.entity = 'sale' THEN
		PERFORM daily_totals_add(s.sale_date, -s.total_amount, -s.cost_amount, 0, 0, -s.charge_profit) FROM sales s WHERE s.id = NEW.entity_id;
	ELSIF NEW.entity = 'purchase' THEN
		PERFORM daily_totals_add(p.purchase_date, 0, 0, -p.final_amount, 0, 0) FROM purchases p WHERE p.id = NEW.entity_id;
	ELSIF NEW.entity = 'expense' THEN
		PERFORM daily_totals_add(e.expense_date, 0, 0, 0, -e.amount, 0) FROM expenses e WHERE e.id = NEW.entity_id;
	ELSIF NEW.entity = 'stock_adjustment' THEN
		PERFORM stock_adjustments_daily_add(a.adjustment_date, -a.value) FROM stock_adjustments a WHERE a.id = NEW.entity_id;
	END IF;
	RETURN NULL;
END $$;
