CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amended_by" integer,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_by" integer,
	CONSTRAINT "cancellations_entity_ck" CHECK ("cancellations"."entity" in ('purchase', 'sale', 'expense', 'payment')),
	CONSTRAINT "cancellations_reason_ck" CHECK (length("cancellations"."reason") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "reversal_of" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "reversal_of" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "with_sale_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "with_purchase_id" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cancellations_entity_uq" ON "cancellations" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cancellations_amended_by_uq" ON "cancellations" USING btree ("entity","amended_by");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reversal_of_ledger_entries_id_fk" FOREIGN KEY ("reversal_of") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reversal_of_stock_movements_id_fk" FOREIGN KEY ("reversal_of") REFERENCES "public"."stock_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_with_sale_id_sales_id_fk" FOREIGN KEY ("with_sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_with_purchase_id_purchases_id_fk" FOREIGN KEY ("with_purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reversal_uq" ON "ledger_entries" USING btree ("reversal_of");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_reversal_uq" ON "stock_movements" USING btree ("reversal_of");--> statement-breakpoint
CREATE INDEX "payments_with_sale_idx" ON "payments" USING btree ("with_sale_id");--> statement-breakpoint
CREATE INDEX "payments_with_purchase_idx" ON "payments" USING btree ("with_purchase_id");--> statement-breakpoint
-- Hand-written below (docs/corrections.md). Cancellations and the audit trail are append-only like the
-- books (migration 0001's refuse_books_rewrite): a cancel is a new row, and nothing edits or removes one.
CREATE TRIGGER "cancellations_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "cancellations" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_books_rewrite"();--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_books_rewrite"();--> statement-breakpoint
-- The upgrade of payments recorded with a sale or a purchase before the link existed: a payment tied to a
-- sale's own ledger entry (migration 0003), or whose entry the sale or purchase described as its own. The
-- columns are new, so filling them once here rewrites nothing anyone has read; the trigger is back on at
-- the end of this same transaction.
ALTER TABLE "payments" DISABLE TRIGGER "payments_append_only";--> statement-breakpoint
UPDATE "payments" p SET "with_sale_id" = le."source_id"
	FROM "ledger_entries" le
	WHERE le."id" = p."ledger_entry_id" AND le."source_type" = 'sale';--> statement-breakpoint
UPDATE "payments" p SET "with_sale_id" = substring(le."description" from '^Payment received for Sale #(\d+)$')::integer
	FROM "ledger_entries" le
	WHERE le."id" = p."ledger_entry_id" AND le."source_type" = 'payment'
		AND le."description" ~ '^Payment received for Sale #\d+$';--> statement-breakpoint
UPDATE "payments" p SET "with_purchase_id" = substring(le."description" from '^Payment made for Purchase #(\d+)$')::integer
	FROM "ledger_entries" le
	WHERE le."id" = p."ledger_entry_id" AND le."source_type" = 'payment'
		AND le."description" ~ '^Payment made for Purchase #\d+$';--> statement-breakpoint
ALTER TABLE "payments" ENABLE TRIGGER "payments_append_only";
--> statement-breakpoint
-- What payments settle now (docs/corrections.md#cancel): an allocation counts while neither its payment nor
-- its bill is cancelled. Cancelling releases allocations without touching a row of payment_allocations.
CREATE VIEW "live_payment_allocations" AS
	SELECT a.* FROM "payment_allocations" a
	WHERE NOT EXISTS (SELECT 1 FROM "cancellations" c WHERE c."entity" = 'payment' AND c."entity_id" = a."payment_id")
		AND (a."sale_id" IS NULL OR NOT EXISTS (SELECT 1 FROM "cancellations" c WHERE c."entity" = 'sale' AND c."entity_id" = a."sale_id"))
		AND (a."purchase_id" IS NULL OR NOT EXISTS (SELECT 1 FROM "cancellations" c WHERE c."entity" = 'purchase' AND c."entity_id" = a."purchase_id"));
