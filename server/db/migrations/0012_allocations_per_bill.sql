-- Advances applied later (docs/money.md#advances-applied): a payment may settle a bill it already settles in part with
-- a second append-only row, so the (bill, payment) indexes are no longer unique.
DROP INDEX "payment_allocations_sale_uq";--> statement-breakpoint
DROP INDEX "payment_allocations_purchase_uq";--> statement-breakpoint
DROP INDEX "payment_allocations_opening_uq";--> statement-breakpoint
CREATE INDEX "payment_allocations_sale_idx" ON "payment_allocations" USING btree ("sale_id","payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_purchase_idx" ON "payment_allocations" USING btree ("purchase_id","payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_opening_idx" ON "payment_allocations" USING btree ("opening_entry_id","payment_id");