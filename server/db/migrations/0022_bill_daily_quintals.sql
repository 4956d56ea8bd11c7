-- A day's quintals were kept rounded to 3 decimals, but a kg lot's quantity (3 decimals of a kg: a weighed
-- lot's net, 80.24 kg) is up to 5 decimals of a quintal, so each such bill moved its day's figure by a rounded
-- amount and the Sales and Purchase cards drifted from the books (found by the corrections-with-charges
-- property, server/modules/corrections/charges.property.test.ts). The column now holds them exactly.
ALTER TABLE "bill_daily" ALTER COLUMN "quintals" SET DATA TYPE numeric(20, 5);--> statement-breakpoint
-- Hand-written: each day's figure put right from the books (the live bills, as server/modules/books/bill-daily.ts
-- counts them), the difference on the day's lowest slot.
WITH books AS (
	SELECT 'sale'::text AS kind, s.sale_date AS day, sum(s.quantity * crop_quintals(s.crop_id)) AS quintals
	FROM "sales" s
	WHERE NOT EXISTS (SELECT 1 FROM "cancellations" c WHERE c.entity = 'sale' AND c.entity_id = s.id)
	GROUP BY s.sale_date
	UNION ALL
	SELECT 'purchase', p.purchase_date, sum(p.quantity * crop_quintals(p.crop_id))
	FROM "purchases" p
	WHERE NOT EXISTS (SELECT 1 FROM "cancellations" c WHERE c.entity = 'purchase' AND c.entity_id = p.id)
	GROUP BY p.purchase_date
), kept AS (
	SELECT kind, day, min(slot) AS slot, sum(quintals) AS quintals FROM "bill_daily" GROUP BY kind, day
)
UPDATE "bill_daily" d SET "quintals" = d.quintals + (b.quintals - k.quintals)
FROM books b JOIN kept k ON k.kind = b.kind AND k.day = b.day
WHERE d.kind = k.kind AND d.day = k.day AND d.slot = k.slot AND b.quintals <> k.quintals;
