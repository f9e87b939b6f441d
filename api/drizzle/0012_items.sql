-- Hand-written (before the generated tables): the generated item barcodes. An EAN-13 in GS1's
-- restricted-circulation range: '2', 11 digits from a sequence, the check digit (ean13CheckDigit of
-- the contract, mirrored by library_ean13_check; a test holds the two together). A number a
-- library's own barcode already has is skipped.
CREATE SEQUENCE "item_barcode_seq";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "library_ean13_check"(digits text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT ((10 - sum(substr(digits, i, 1)::integer * CASE WHEN i % 2 = 1 THEN 1 ELSE 3 END) % 10) % 10)::text
  FROM generate_series(1, 12) AS i
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "library_item_barcode"() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  code text;
BEGIN
  LOOP
    code := '2' || lpad(nextval('item_barcode_seq')::text, 11, '0');
    code := code || library_ean13_check(code);
    EXIT WHEN NOT EXISTS (SELECT 1 FROM "items" WHERE "barcode" = code);
  END LOOP;
  RETURN code;
END
$$;--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" uuid NOT NULL,
	"barcode" text DEFAULT library_item_barcode() NOT NULL,
	"status" text DEFAULT 'on_shelf' NOT NULL,
	"shelf_mark" text,
	"location" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"last_borrowed_at" timestamp with time zone,
	"notes" text,
	CONSTRAINT "items_status_known" CHECK ("items"."status" IN ('on_shelf', 'on_loan', 'on_hold_shelf', 'lost', 'damaged', 'in_repair', 'withdrawn', 'missing'))
);
--> statement-breakpoint
CREATE TABLE "loan_items" (
	"loan_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "loan_items_loan_id_item_id_pk" PRIMARY KEY("loan_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_items" ADD CONSTRAINT "loan_items_loan_id_borrows_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."borrows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_items" ADD CONSTRAINT "loan_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "items_barcode" ON "items" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "items_book_status_idx" ON "items" USING btree ("book_id","status");--> statement-breakpoint
CREATE INDEX "loan_items_item_id_idx" ON "loan_items" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here on. A new book gets its copies as items on the shelf (generated barcodes),
-- once per statement (a CSV import of thousands of books stays one insert of items).
CREATE OR REPLACE FUNCTION "books_items_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "items" ("book_id") SELECT n."id" FROM "new_rows" AS n, generate_series(1, n."copies") ORDER BY n."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "books_items_insert" AFTER INSERT ON "books" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "books_items_inserted"();--> statement-breakpoint
-- Data: every book gets as many items as it has copies today; no loan, hold or count changes.
-- 1. On the shelf: books.copies.
INSERT INTO "items" ("book_id", "added_at")
  SELECT b."id", b."created_at" FROM "books" AS b, generate_series(1, b."copies") ORDER BY b."created_at", b."id";--> statement-breakpoint
-- 2. On loan: each open loan of a book still there, its quantity of items, linked in loan_items.
WITH "slots" AS MATERIALIZED (
  SELECT br."id" AS "loan_id", br."book_id", br."created_at", gen_random_uuid() AS "item_id"
  FROM "borrows" AS br JOIN "books" AS b ON b."id" = br."book_id", generate_series(1, br."quantity")
  WHERE br."returned_at" IS NULL
), "made" AS (
  INSERT INTO "items" ("id", "book_id", "status", "added_at", "last_borrowed_at")
  SELECT "item_id", "book_id", 'on_loan', "created_at", "created_at" FROM "slots" ORDER BY "created_at", "loan_id"
)
INSERT INTO "loan_items" ("loan_id", "item_id") SELECT "loan_id", "item_id" FROM "slots";--> statement-breakpoint
-- 3. On the hold shelf: each ready hold of a book still there, one item, named by holds.item_id.
WITH "slots" AS MATERIALIZED (
  SELECT h."id" AS "hold_id", h."book_id", gen_random_uuid() AS "item_id"
  FROM "holds" AS h JOIN "books" AS b ON b."id" = h."book_id"
  WHERE h."status" = 'ready'
), "made" AS (
  INSERT INTO "items" ("id", "book_id", "status", "last_seen_at") SELECT "item_id", "book_id", 'on_hold_shelf', now() FROM "slots"
)
UPDATE "holds" SET "item_id" = s."item_id" FROM "slots" AS s WHERE "holds"."id" = s."hold_id";
