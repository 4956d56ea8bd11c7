CREATE TABLE "audit_count" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written below (docs/decisions/0011-lists-and-writes-at-scale.md). The trail is append-only: each event
-- adds one, in the transaction that records it, to the row of its transaction's slot.
CREATE FUNCTION "audit_count_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A restore loads the backup's own audit_count rows as they were (server/db/backup/restore.ts).
	IF current_setting('mandibook.restoring', true) = 'on' THEN
		RETURN NULL;
	END IF;
	INSERT INTO audit_count AS t (slot, events) VALUES ((txid_current() % 8)::smallint, 1)
	ON CONFLICT (slot) DO UPDATE SET events = t.events + 1;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_events_count" AFTER INSERT ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_count_add"();--> statement-breakpoint
-- The events recorded before this migration, once (slot 0).
INSERT INTO "audit_count" (slot, events) SELECT 0, count(*) FROM audit_events HAVING count(*) > 0;
