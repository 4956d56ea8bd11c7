-- Records keep their message (docs/messages.md#records): a ledger entry's description and an audit row's summary
-- as a catalogue key with its parameters, said in the reader's language when read. The English text stays beside
-- it (the exports' text). Rows written before this migration keep null here and are read from their English at
-- read time: the ledger is append-only (0001), so its rows are not rewritten.
ALTER TABLE "ledger_entries" ADD COLUMN "description_message" jsonb;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "summary_message" jsonb;
