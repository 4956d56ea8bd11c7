CREATE TABLE "ledger_daily" (
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"debit" numeric(20, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_daily_pk" PRIMARY KEY("day","slot")
);
--> statement-breakpoint
-- Hand-written below (docs/decisions/0011-lists-and-writes-at-scale.md). The ledger is append-only: each entry
-- adds to its day once, in the transaction that posts it. The row of the day is chosen by the writing
-- transaction's id, one of eight, as in daily_totals.
CREATE FUNCTION "ledger_daily_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A restore loads the backup's own ledger_daily rows as they were (server/db/backup/restore.ts).
	IF current_setting('mandibook.restoring', true) = 'on' THEN
		RETURN NULL;
	END IF;
	INSERT INTO ledger_daily AS t (day, slot, entries, debit, credit)
	VALUES (NEW.transaction_date, (txid_current() % 8)::smallint, 1, NEW.debit, NEW.credit)
	ON CONFLICT (day, slot) DO UPDATE SET
		entries = t.entries + 1,
		debit = t.debit + excluded.debit,
		credit = t.credit + excluded.credit;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_daily" AFTER INSERT ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_daily_add"();--> statement-breakpoint
-- The entries posted before this migration, once (slot 0).
INSERT INTO "ledger_daily" (day, slot, entries, debit, credit)
SELECT transaction_date, 0, count(*), sum(debit), sum(credit) FROM ledger_entries GROUP BY transaction_date;
