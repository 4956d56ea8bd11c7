CREATE TABLE "bill_paid" (
	"kind" text NOT NULL,
	"bill_id" integer NOT NULL,
	"paid" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "bill_paid_pk" PRIMARY KEY("kind","bill_id"),
	CONSTRAINT "bill_paid_kind_ck" CHECK ("bill_paid"."kind" in ('sale', 'purchase', 'opening'))
);
--> statement-breakpoint
-- Hand-written below (docs/decisions/0011-lists-and-writes-at-scale.md). What a bill is paid moves in the
-- transaction that allocates a payment to it, and back in the one that cancels the payment or the bill (an
-- amendment is a cancel and a new record), exactly as live_payment_allocations counts: an allocation counts
-- while neither its payment nor its sale or purchase is cancelled.
CREATE FUNCTION "bill_paid_add"(k text, id integer, amount numeric) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	-- A restore loads the backup's own bill_paid rows as they were (server/db/backup/restore.ts).
	IF current_setting('mandibook.restoring', true) = 'on' THEN
		RETURN;
	END IF;
	INSERT INTO bill_paid AS b (kind, bill_id, paid) VALUES (k, id, amount)
	ON CONFLICT (kind, bill_id) DO UPDATE SET paid = b.paid + excluded.paid;
END $$;--> statement-breakpoint
CREATE FUNCTION "payment_allocations_bill_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM cancellations c WHERE c.entity = 'payment' AND c.entity_id = NEW.payment_id)
		OR (NEW.sale_id IS NOT NULL AND EXISTS (SELECT 1 FROM cancellations c WHERE c.entity = 'sale' AND c.entity_id = NEW.sale_id))
		OR (NEW.purchase_id IS NOT NULL AND EXISTS (SELECT 1 FROM cancellations c WHERE c.entity = 'purchase' AND c.entity_id = NEW.purchase_id))
	THEN
		RETURN NULL;
	END IF;
	IF NEW.sale_id IS NOT NULL THEN
		PERFORM bill_paid_add('sale', NEW.sale_id, NEW.amount);
	ELSIF NEW.purchase_id IS NOT NULL THEN
		PERFORM bill_paid_add('purchase', NEW.purchase_id, NEW.amount);
	ELSE
		PERFORM bill_paid_add('opening', NEW.opening_entry_id, NEW.amount);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A cancellation takes back the allocations that counted until now: a payment's, except those to a bill
-- already cancelled; a sale's or a purchase's, except those of a payment already cancelled. Cancelling a sale
-- and the payment made with it (in either order) so takes each allocation back once.
CREATE FUNCTION "cancellations_bill_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.entity = 'payment' THEN
		PERFORM bill_paid_add(
			CASE WHEN a.sale_id IS NOT NULL THEN 'sale' WHEN a.purchase_id IS NOT NULL THEN 'purchase' ELSE 'opening' END,
			coalesce(a.sale_id, a.purchase_id, a.opening_entry_id), -a.amount)
		FROM payment_allocations a
		WHERE a.payment_id = NEW.entity_id
			AND (a.sale_id IS NULL OR NOT EXISTS (SELECT 1 FROM cancellations c WHERE c.entity = 'sale' AND c.entity_id = a.sale_id))
			AND (a.purchase_id IS NULL OR NOT EXISTS (SELECT 1 FROM cancellations c WHERE c.entity = 'purchase' AND c.entity_id = a.purchase_id));
	ELSIF NEW.entity = 'sale' THEN
		PERFORM bill_paid_add('sale', a.sale_id, -a.amount)
		FROM payment_allocations a
		WHERE a.sale_id = NEW.entity_id
			AND NOT EXISTS (SELECT 1 FROM cancellations c WHERE c.entity = 'payment' AND c.entity_id = a.payment_id);
	ELSIF NEW.entity = 'purchase' THEN
		PERFORM bill_paid_add('purchase', a.purchase_id, -a.amount)
		FROM payment_allocations a
		WHERE a.purchase_id = NEW.entity_id
			AND NOT EXISTS (SELECT 1 FROM cancellations c WHERE c.entity = 'payment' AND c.entity_id = a.payment_id);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payment_allocations_bill_paid" AFTER INSERT ON "payment_allocations" FOR EACH ROW EXECUTE FUNCTION "payment_allocations_bill_paid"();--> statement-breakpoint
CREATE TRIGGER "cancellations_bill_paid" AFTER INSERT ON "cancellations" FOR EACH ROW EXECUTE FUNCTION "cancellations_bill_paid"();--> statement-breakpoint
-- The allocations recorded before this migration, once.
INSERT INTO "bill_paid" (kind, bill_id, paid)
SELECT CASE WHEN sale_id IS NOT NULL THEN 'sale' WHEN purchase_id IS NOT NULL THEN 'purchase' ELSE 'opening' END,
	coalesce(sale_id, purchase_id, opening_entry_id), sum(amount)
FROM live_payment_allocations
GROUP BY 1, 2;
