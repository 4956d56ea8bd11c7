CREATE TABLE "share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"document" text NOT NULL,
	"record_id" integer,
	"party_id" integer NOT NULL,
	"start_date" date,
	"end_date" date,
	"lang" text NOT NULL,
	"size" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "share_links_token_hash_ck" CHECK ("share_links"."token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "share_links_document_ck" CHECK ("share_links"."document" in ('slip', 'bill', 'statement')),
	CONSTRAINT "share_links_target_ck" CHECK (("share_links"."document" = 'statement') = ("share_links"."record_id" is null)),
	CONSTRAINT "share_links_dates_ck" CHECK ("share_links"."start_date" is null or "share_links"."end_date" is null or "share_links"."start_date" <= "share_links"."end_date"),
	CONSTRAINT "share_links_lang_ck" CHECK ("share_links"."lang" in ('en', 'hi')),
	CONSTRAINT "share_links_size_ck" CHECK ("share_links"."size" in ('a4', 'a5'))
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_hash_uq" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_links_document_idx" ON "share_links" USING btree ("document","record_id","party_id");