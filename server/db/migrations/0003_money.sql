CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"opening_balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"opening_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "accounts_kind_ck" CHECK ("accounts"."kind" in ('cash', 'bank')),
	CONSTRAINT "accounts_cash_opening_ck" CHECK ("accounts"."kind" <> 'cash' or "accounts"."opening_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"sale_id" integer,
	"purchase_id" integer,
	"opening_entry_id" integer,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "payment_allocations_one_bill_ck" CHECK (num_nonnulls("payment_allocations"."sale_id", "payment_allocations"."purchase_id", "payment_allocations"."opening_entry_id") = 1),
	CONSTRAINT "payment_allocations_amount_ck" CHECK ("payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"party_id" integer NOT NULL,
	"direction" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"payment_date" date NOT NULL,
	"mode" text NOT NULL,
	"account_id" integer NOT NULL,
	"reference" text,
	"notes" text,
	"ledger_entry_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "payments_direction_ck" CHECK ("payments"."direction" in ('received', 'paid')),
	CONSTRAINT "payments_mode_ck" CHECK ("payments"."mode" in ('cash', 'bank', 'upi', 'cheque')),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_reference_ck" CHECK ("payments"."reference" is null or length("payments"."reference") <= 100)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_type_ck";--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_opening_entry_id_ledger_entries_id_fk" FOREIGN KEY ("opening_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_name_lower_uq" ON "accounts" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_allocations_sale_uq" ON "payment_allocations" USING btree ("sale_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_allocations_purchase_uq" ON "payment_allocations" USING btree ("purchase_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_allocations_opening_uq" ON "payment_allocations" USING btree ("opening_entry_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_ledger_entry_uq" ON "payments" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_party_idx" ON "payments" USING btree ("party_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_account_idx" ON "payments" USING btree ("account_id","payment_date","id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_account_idx" ON "expenses" USING btree ("account_id","expense_date","id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_type_ck" CHECK ("ledger_entries"."transaction_type" in ('purchase', 'sale', 'payment', 'expense', 'opening', 'other'));--> statement-breakpoint
-- Hand-written below (docs/money.md). Payments and their allocations are books too: append-only like the
-- ledger (migration 0001's refuse_books_rewrite); a correction will post a reversing payment.
CREATE TRIGGER "payments_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_books_rewrite"();--> statement-breakpoint
CREATE TRIGGER "payment_allocations_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "payment_allocations" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_books_rewrite"();--> statement-breakpoint
-- The upgrade of books kept before payments existed. "Cash in hand" is made here only when there is
-- something to upgrade, so a new, empty database stays empty (a backup restores only into an empty one);
-- otherwise the app makes it on first use (accounts.queries.ts, ensureCashInHand).
INSERT INTO "accounts" ("name", "kind", "opening_balance")
	SELECT 'Cash in hand', 'cash', 0
	WHERE EXISTS (SELECT 1 FROM "sales" WHERE "payment_status" = 'paid');--> statement-breakpoint
-- Each sale recorded as paid gets its payment: received in cash into "Cash in hand" on the sale's date,
-- tied to the `payment` ledger entry the sale posted then. No ledger entry is written or rewritten.
INSERT INTO "payments" ("party_id", "direction", "amount", "payment_date", "mode", "account_id", "notes", "ledger_entry_id", "created_at", "created_by")
	SELECT s."party_id", 'received', s."total_amount", s."sale_date", 'cash',
		(SELECT a."id" FROM "accounts" a WHERE lower(a."name") = 'cash in hand'),
		'Recorded with Sale #' || s."id" || ' before payments existed', le."id", s."created_at", s."created_by"
	FROM "sales" s
	JOIN "ledger_entries" le
		ON le."source_type" = 'sale' AND le."source_id" = s."id" AND le."transaction_type" = 'payment'
	WHERE s."payment_status" = 'paid'
	ORDER BY s."id";--> statement-breakpoint
INSERT INTO "payment_allocations" ("payment_id", "sale_id", "amount")
	SELECT p."id", le."source_id", p."amount"
	FROM "payments" p
	JOIN "ledger_entries" le ON le."id" = p."ledger_entry_id" AND le."source_type" = 'sale'
	ORDER BY p."id";
