-- A lot's charges move the profit's per-day figures only when they are a sale's and earned (retained) or borne
-- by us (0024, docs/money.md#profit-and-loss). The condition now sits on the trigger itself, so that the other
-- charges (every purchase's, and a sale's borne by the buyer) are written without calling the function once
-- per row: the write path of a charged lot (docs/decisions/0005-performance.md, session 31).
DROP TRIGGER "lot_charges_crop_daily" ON "lot_charges";--> statement-breakpoint
CREATE TRIGGER "lot_charges_crop_daily" AFTER INSERT ON "lot_charges" FOR EACH ROW
	WHEN (NEW.lot_kind = 'sale' AND (NEW.kind = 'retained' OR NEW.born_by = 'us'))
	EXECUTE FUNCTION "lot_charges_crop_daily"();
