ALTER TABLE "inventory" ADD CONSTRAINT "inventory_value_needs_stock_ck" CHECK ("inventory"."current_stock" > 0 or "inventory"."total_value" = 0);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_nonzero_ck" CHECK ("ledger_entries"."debit" + "ledger_entries"."credit" > 0);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_amounts_ck" CHECK ("stock_movements"."quantity_in" >= 0 and "stock_movements"."quantity_out" >= 0 and "stock_movements"."value_in" >= 0 and "stock_movements"."value_out" >= 0);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_direction_ck" CHECK (("stock_movements"."quantity_in" > 0 and "stock_movements"."quantity_out" = 0 and "stock_movements"."value_out" = 0) or ("stock_movements"."quantity_out" > 0 and "stock_movements"."quantity_in" = 0 and "stock_movements"."value_in" = 0));--> statement-breakpoint
-- Hand-written below: the append-only books (docs/posting.md#append-only-books). A correction posts reversing rows; nothing
-- rewrites or removes a ledger entry or a stock movement, so every figure traces back to its rows.
CREATE FUNCTION "refuse_books_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'append-only books: % on % is refused', TG_OP, TG_TABLE_NAME
		USING HINT = 'Ledger entries and stock movements are never changed or removed; post a reversing entry instead.';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_books_rewrite"();--> statement-breakpoint
CREATE TRIGGER "stock_movements_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "stock_movements" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_books_rewrite"();
