CREATE TABLE "auth_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"actor_id" integer,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('admin', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cities_id_state_uq" UNIQUE("id","state_id")
);
--> statement-breakpoint
CREATE TABLE "crops" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT 'quintal' NOT NULL,
	"base_price" numeric(18, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crops_unit_ck" CHECK ("crops"."unit" in ('quintal', 'kg', 'ton')),
	CONSTRAINT "crops_base_price_ck" CHECK ("crops"."base_price" is null or "crops"."base_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"contact_number" text,
	"email" text,
	"address" text,
	"aadhar_number" text,
	"state_id" integer,
	"city_id" integer,
	"balance" numeric(20, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parties_type_ck" CHECK ("parties"."type" in ('farmer', 'trader', 'exporter')),
	CONSTRAINT "parties_city_needs_state_ck" CHECK ("parties"."city_id" is null or "parties"."state_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "states_code_ck" CHECK ("states"."code" ~ '^[A-Z]{1,3}$')
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"purchase_id" integer,
	"sale_id" integer,
	"expense_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "expenses_type_ck" CHECK ("expenses"."type" in ('transport', 'storage', 'labor', 'processing', 'other')),
	CONSTRAINT "expenses_amount_ck" CHECK ("expenses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "purchase_expenses_type_ck" CHECK ("purchase_expenses"."type" in ('transportation', 'labor', 'storage', 'testing')),
	CONSTRAINT "purchase_expenses_amount_ck" CHECK ("purchase_expenses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"party_id" integer NOT NULL,
	"crop_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"rate" numeric(18, 2) NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"expense_amount" numeric(18, 2) NOT NULL,
	"final_amount" numeric(18, 2) NOT NULL,
	"quality_grade" text,
	"moisture_content" numeric(4, 1),
	"purchase_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "purchases_quantity_ck" CHECK ("purchases"."quantity" > 0),
	CONSTRAINT "purchases_rate_ck" CHECK ("purchases"."rate" > 0),
	CONSTRAINT "purchases_grade_ck" CHECK ("purchases"."quality_grade" is null or "purchases"."quality_grade" in ('A', 'B', 'C')),
	CONSTRAINT "purchases_moisture_ck" CHECK ("purchases"."moisture_content" is null or "purchases"."moisture_content" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"party_id" integer NOT NULL,
	"crop_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"rate" numeric(18, 2) NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"cost_amount" numeric(18, 2) NOT NULL,
	"quality_grade" text,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"sale_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "sales_quantity_ck" CHECK ("sales"."quantity" > 0),
	CONSTRAINT "sales_rate_ck" CHECK ("sales"."rate" > 0),
	CONSTRAINT "sales_grade_ck" CHECK ("sales"."quality_grade" is null or "sales"."quality_grade" in ('A', 'B', 'C')),
	CONSTRAINT "sales_status_ck" CHECK ("sales"."payment_status" in ('pending', 'paid', 'partial'))
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"id" serial PRIMARY KEY NOT NULL,
	"crop_id" integer NOT NULL,
	"quality_grade" text,
	"current_stock" numeric(14, 3) DEFAULT '0' NOT NULL,
	"total_value" numeric(20, 2) DEFAULT '0' NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_crop_grade_uq" UNIQUE NULLS NOT DISTINCT("crop_id","quality_grade"),
	CONSTRAINT "inventory_stock_ck" CHECK ("inventory"."current_stock" >= 0),
	CONSTRAINT "inventory_value_ck" CHECK ("inventory"."total_value" >= 0),
	CONSTRAINT "inventory_grade_ck" CHECK ("inventory"."quality_grade" is null or "inventory"."quality_grade" in ('A', 'B', 'C'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"party_id" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"transaction_date" date NOT NULL,
	"description" text NOT NULL,
	"debit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"source_type" text,
	"source_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "ledger_entries_type_ck" CHECK ("ledger_entries"."transaction_type" in ('purchase', 'sale', 'payment', 'expense', 'other')),
	CONSTRAINT "ledger_entries_amounts_ck" CHECK ("ledger_entries"."debit" >= 0 and "ledger_entries"."credit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"inventory_id" integer NOT NULL,
	"movement_date" date NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"quantity_in" numeric(14, 3) DEFAULT '0' NOT NULL,
	"quantity_out" numeric(14, 3) DEFAULT '0' NOT NULL,
	"value_in" numeric(18, 2) DEFAULT '0' NOT NULL,
	"value_out" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "auth_events" ADD CONSTRAINT "auth_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_events" ADD CONSTRAINT "auth_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crops" ADD CONSTRAINT "crops_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_city_in_state_fk" FOREIGN KEY ("city_id","state_id") REFERENCES "public"."cities"("id","state_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_expenses" ADD CONSTRAINT "purchase_expenses_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_inventory_id_inventory_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventory"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_events_email_time_idx" ON "auth_events" USING btree ("email","event","created_at");--> statement-breakpoint
CREATE INDEX "auth_events_ip_time_idx" ON "auth_events" USING btree ("ip","event","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "cities_state_name_lower_uq" ON "cities" USING btree ("state_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "crops_name_lower_uq" ON "crops" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "parties_type_idx" ON "parties" USING btree ("type");--> statement-breakpoint
CREATE INDEX "parties_state_idx" ON "parties" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "parties_city_idx" ON "parties" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "parties_name_lower_idx" ON "parties" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "states_name_lower_uq" ON "states" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "states_code_uq" ON "states" USING btree ("code");--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("expense_date","id");--> statement-breakpoint
CREATE INDEX "expenses_type_idx" ON "expenses" USING btree ("type");--> statement-breakpoint
CREATE INDEX "expenses_purchase_idx" ON "expenses" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "expenses_sale_idx" ON "expenses" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "purchase_expenses_purchase_idx" ON "purchase_expenses" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_date_idx" ON "purchases" USING btree ("purchase_date","id");--> statement-breakpoint
CREATE INDEX "purchases_party_idx" ON "purchases" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "purchases_crop_idx" ON "purchases" USING btree ("crop_id");--> statement-breakpoint
CREATE INDEX "sales_date_idx" ON "sales" USING btree ("sale_date","id");--> statement-breakpoint
CREATE INDEX "sales_party_idx" ON "sales" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "sales_crop_idx" ON "sales" USING btree ("crop_id");--> statement-breakpoint
CREATE INDEX "sales_status_idx" ON "sales" USING btree ("payment_status");--> statement-breakpoint
CREATE INDEX "ledger_entries_party_date_idx" ON "ledger_entries" USING btree ("party_id","transaction_date","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_date_idx" ON "ledger_entries" USING btree ("transaction_date","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_source_idx" ON "ledger_entries" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "stock_movements_inventory_idx" ON "stock_movements" USING btree ("inventory_id","movement_date","id");--> statement-breakpoint
CREATE INDEX "stock_movements_source_idx" ON "stock_movements" USING btree ("source_type","source_id");