ALTER TABLE "parties" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "ifsc" text;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "upi_id" text;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_bank_account_ck" CHECK ("parties"."bank_account_number" ~ '^[0-9]{9,18}$');--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_ifsc_ck" CHECK ("parties"."ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$');--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_upi_ck" CHECK ("parties"."upi_id" ~ '^[^@[:space:]]+@[^@[:space:]]+$');