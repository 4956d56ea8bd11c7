CREATE TABLE "business_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"gstin" text,
	"apmc_licence" text,
	"document_language" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "business_profile_single_ck" CHECK ("business_profile"."id" = 1),
	CONSTRAINT "business_profile_language_ck" CHECK ("business_profile"."document_language" in ('en', 'hi')),
	CONSTRAINT "business_profile_gstin_ck" CHECK ("business_profile"."gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$')
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	"applies_to" text NOT NULL,
	"basis" text NOT NULL,
	"rate" numeric(18, 2) NOT NULL,
	"born_by" text NOT NULL,
	"kind" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_applies_to_ck" CHECK ("charges"."applies_to" in ('purchase', 'sale')),
	CONSTRAINT "charges_basis_ck" CHECK ("charges"."basis" in ('percent', 'per_bag', 'per_quintal', 'fixed')),
	CONSTRAINT "charges_born_by_ck" CHECK ("charges"."born_by" in ('party', 'us')),
	CONSTRAINT "charges_kind_ck" CHECK ("charges"."kind" in ('retained', 'paid_out')),
	CONSTRAINT "charges_retained_by_party_ck" CHECK ("charges"."kind" <> 'retained' or "charges"."born_by" = 'party'),
	CONSTRAINT "charges_rate_ck" CHECK ("charges"."rate" >= 0 and ("charges"."basis" <> 'percent' or "charges"."rate" <= 100))
);
--> statement-breakpoint
ALTER TABLE "business_profile" ADD CONSTRAINT "business_profile_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_applies_to_name_lower_uq" ON "charges" USING btree ("applies_to",lower("name")) WHERE "charges"."deleted_at" is null;