CREATE TABLE "document_series" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_series_kind_financial_year_pk" PRIMARY KEY("kind","financial_year"),
	CONSTRAINT "document_series_kind_ck" CHECK ("document_series"."kind" in ('P', 'S')),
	CONSTRAINT "document_series_year_ck" CHECK ("document_series"."financial_year" ~ '^[0-9]{4}-[0-9]{2}$'),
	CONSTRAINT "document_series_last_ck" CHECK ("document_series"."last_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "document_number" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "document_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_document_number_uq" ON "purchases" USING btree ("document_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_document_number_uq" ON "sales" USING btree ("document_number");--> statement-breakpoint
-- Numbers for the purchases and sales recorded before numbering (docs/documents.md#numbers): each financial
-- year (April to March of the lot's own date) numbered from 1 in (date, id) order, cancelled ones included
-- (a cancelled document keeps its number), and each series left at the last number given.
UPDATE "purchases" p SET "document_number" = 'P/' || n.fy || '/' ||
  CASE WHEN n.rn < 10000 THEN lpad(n.rn::text, 4, '0') ELSE n.rn::text END
FROM (
  SELECT x.id, x.fy, row_number() OVER (PARTITION BY x.fy ORDER BY x.purchase_date, x.id) AS rn
  FROM (
    SELECT id, purchase_date,
      extract(year FROM purchase_date - interval '3 months')::int::text || '-' ||
      lpad(((extract(year FROM purchase_date - interval '3 months')::int + 1) % 100)::text, 2, '0') AS fy
    FROM "purchases"
  ) x
) n
WHERE n.id = p.id;--> statement-breakpoint
UPDATE "sales" s SET "document_number" = 'S/' || n.fy || '/' ||
  CASE WHEN n.rn < 10000 THEN lpad(n.rn::text, 4, '0') ELSE n.rn::text END
FROM (
  SELECT x.id, x.fy, row_number() OVER (PARTITION BY x.fy ORDER BY x.sale_date, x.id) AS rn
  FROM (
    SELECT id, sale_date,
      extract(year FROM sale_date - interval '3 months')::int::text || '-' ||
      lpad(((extract(year FROM sale_date - interval '3 months')::int + 1) % 100)::text, 2, '0') AS fy
    FROM "sales"
  ) x
) n
WHERE n.id = s.id;--> statement-breakpoint
INSERT INTO "document_series" ("kind", "financial_year", "last_number")
SELECT 'P', split_part("document_number", '/', 2), count(*) FROM "purchases" GROUP BY 2;--> statement-breakpoint
INSERT INTO "document_series" ("kind", "financial_year", "last_number")
SELECT 'S', split_part("document_number", '/', 2), count(*) FROM "sales" GROUP BY 2;
