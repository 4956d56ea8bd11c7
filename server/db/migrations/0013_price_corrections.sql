CREATE TABLE "cost_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"amends_purchase_id" integer NOT NULL,
	"adjustment_date" date NOT NULL,
	"lot_quantity" numeric(14, 3) NOT NULL,
	"bucket_quantity" numeric(14, 3) NOT NULL,
	"difference" numeric(18, 2) NOT NULL,
	"revaluation" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"reversal_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "cost_adjustments_split_ck" CHECK ("cost_adjustments"."revaluation" + "cost_adjustments"."amount" = "cost_adjustments"."difference")
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_direction_ck";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "kind" text DEFAULT 'stock' NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_totals" ADD COLUMN "cost_adjustments" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "cost_adjustments" ADD CONSTRAINT "cost_adjustments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_adjustments" ADD CONSTRAINT "cost_adjustments_amends_purchase_id_purchases_id_fk" FOREIGN KEY ("amends_purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_adjustments" ADD CONSTRAINT "cost_adjustments_reversal_of_cost_adjustments_id_fk" FOREIGN KEY ("reversal_of") REFERENCES "public"."cost_adjustments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_adjustments" ADD CONSTRAINT "cost_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_adjustments_purchase_idx" ON "cost_adjustments" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "cost_adjustments_amends_idx" ON "cost_adjustments" USING btree ("amends_purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_adjustments_reversal_uq" ON "cost_adjustments" USING btree ("reversal_of");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_direction_ck" CHECK (("stock_movements"."kind" = 'stock' and (("stock_movements"."quantity_in" > 0 and "stock_movements"."quantity_out" = 0 and "stock_movements"."value_out" = 0) or ("stock_movements"."quantity_out" > 0 and "stock_movements"."quantity_in" = 0 and "stock_movements"."value_in" = 0)))
        or ("stock_movements"."kind" = 'revaluation' and "stock_movements"."quantity_in" = 0 and "stock_movements"."quantity_out" = 0 and (("stock_movements"."value_in" > 0 and "stock_movements"."value_out" = 0) or ("stock_movements"."value_out" > 0 and "stock_movements"."value_in" = 0))));--> statement-breakpoint
-- Hand-written below (docs/corrections.md#correct, ADR 0009). Cost adjustments are books like the others:
-- append-only, a cancelled lot's rows get reversing rows.
CREATE TRIGGER "cost_adjustments_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "cost_adjustments" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_books_rewrite"();--> statement-breakpoint
-- The per-day totals (migration 0007) carry them on their date, in the writing transaction, slotted the same way.
CREATE FUNCTION "cost_adjustments_daily_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('mandibook.restoring', true) = 'on' THEN
		RETURN NULL;
	END IF;
	INSERT INTO daily_totals AS t (day, slot, cost_adjustments)
	VALUES (NEW.adjustment_date, (txid_current() % 8)::smallint, NEW.amount)
	ON CONFLICT (day, slot) DO UPDATE SET cost_adjustments = t.cost_adjustments + excluded.cost_adjustments;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cost_adjustments_daily_totals" AFTER INSERT ON "cost_adjustments" FOR EACH ROW EXECUTE FUNCTION "cost_adjustments_daily_totals"();
