CREATE TABLE "borrow_counters" (
	"slot" integer PRIMARY KEY NOT NULL,
	"titles" bigint DEFAULT 0 NOT NULL,
	"total_borrowed" bigint DEFAULT 0 NOT NULL,
	"copies_out" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "borrow_totals_total_idx";--> statement-breakpoint
DROP INDEX "borrows_out_due_date_idx";--> statement-breakpoint
ALTER TABLE "borrow_totals" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "borrow_totals" ADD COLUMN "isbn" text;--> statement-breakpoint
ALTER TABLE "borrow_totals" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "borrow_totals" ADD COLUMN "genre" "genre";--> statement-breakpoint
CREATE INDEX "borrow_totals_order_idx" ON "borrow_totals" USING btree ((-"total_quantity"),coalesce("title", ''),"book_id");--> statement-breakpoint
CREATE INDEX "borrows_out_due_date_quantity_idx" ON "borrows" USING btree ("due_date","quantity") WHERE "borrows"."returned_at" IS NULL;--> statement-breakpoint
-- Backfill: each borrowed book's title, ISBN, author and genre, from the book while it exists, else
-- (a deleted book) the title and ISBN of its last borrow (null for records made before loans
-- existed whose book was already deleted: the summary shows 'N/A').
UPDATE "borrow_totals" AS t SET "title" = b."title", "isbn" = b."isbn", "author" = b."author", "genre" = b."genre"
FROM "books" AS b WHERE b."id" = t."book_id";--> statement-breakpoint
UPDATE "borrow_totals" AS t SET "title" = l."title", "isbn" = l."isbn"
FROM (
  SELECT DISTINCT ON ("book_id") "book_id", "title", "isbn" FROM "borrows"
  ORDER BY "book_id", "created_at" DESC, "id" DESC
) AS l
WHERE l."book_id" = t."book_id" AND NOT EXISTS (SELECT 1 FROM "books" WHERE "books"."id" = t."book_id");--> statement-breakpoint
-- A book's counter slot: the last byte of its id, modulo 16.
CREATE OR REPLACE FUNCTION "borrow_counter_slot"(uuid) RETURNS integer LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT get_byte(uuid_send($1), 15) % 16 $$;--> statement-breakpoint
INSERT INTO "borrow_counters" ("slot", "titles", "total_borrowed", "copies_out")
SELECT s,
  (SELECT count(*) FROM "borrow_totals" WHERE "borrow_counter_slot"("book_id") = s),
  (SELECT coalesce(sum("total_quantity"), 0) FROM "borrow_totals" WHERE "borrow_counter_slot"("book_id") = s),
  (SELECT coalesce(sum("quantity"), 0) FROM "borrows" WHERE "returned_at" IS NULL AND "borrow_counter_slot"("book_id") = s)
FROM generate_series(0, 15) AS s;--> statement-breakpoint
-- Each trigger adds one statement's changes per slot, after locking the slots it changes in slot
-- order (as the genre counts do), so two statements never wait for each other in a cycle.
CREATE OR REPLACE FUNCTION "borrow_counters_add"("changes" jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "borrow_counters"
  WHERE "slot" IN (SELECT ("c"->>'slot')::integer FROM jsonb_array_elements("changes") AS "c")
  ORDER BY "slot" FOR UPDATE;
  UPDATE "borrow_counters" AS k SET
    "titles" = k."titles" + ("c"->>'titles')::bigint,
    "total_borrowed" = k."total_borrowed" + ("c"->>'total')::bigint,
    "copies_out" = k."copies_out" + ("c"->>'out')::bigint
  FROM jsonb_array_elements("changes") AS "c"
  WHERE k."slot" = ("c"->>'slot')::integer;
END
$$;--> statement-breakpoint
-- Transition tables: an INSERT trigger has only "new_rows", a DELETE one only "old_rows", so each
-- operation reads its own (PL/pgSQL plans a query only when it runs).
CREATE OR REPLACE FUNCTION "borrow_totals_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changes" jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('slot', "slot", 'titles', "n", 'total', "q", 'out', 0)) INTO "changes"
    FROM (SELECT "borrow_counter_slot"("book_id") AS "slot", count(*) AS "n", sum("total_quantity") AS "q"
          FROM "new_rows" GROUP BY 1) AS "s";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('slot', "slot", 'titles', -"n", 'total', -"q", 'out', 0)) INTO "changes"
    FROM (SELECT "borrow_counter_slot"("book_id") AS "slot", count(*) AS "n", sum("total_quantity") AS "q"
          FROM "old_rows" GROUP BY 1) AS "s";
  ELSE
    SELECT jsonb_agg(jsonb_build_object('slot', "slot", 'titles', 0, 'total', "q", 'out', 0)) INTO "changes"
    FROM (SELECT "borrow_counter_slot"(n."book_id") AS "slot", sum(n."total_quantity" - o."total_quantity") AS "q"
          FROM "new_rows" AS n JOIN "old_rows" AS o ON o."book_id" = n."book_id"
          GROUP BY 1 HAVING sum(n."total_quantity" - o."total_quantity") <> 0) AS "s";
  END IF;
  IF "changes" IS NOT NULL THEN PERFORM "borrow_counters_add"("changes"); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "borrows_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changes" jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('slot', "slot", 'titles', 0, 'total', 0, 'out', "q")) INTO "changes"
    FROM (SELECT "borrow_counter_slot"("book_id") AS "slot", sum("quantity") AS "q"
          FROM "new_rows" WHERE "returned_at" IS NULL GROUP BY 1) AS "s";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('slot', "slot", 'titles', 0, 'total', 0, 'out', -"q")) INTO "changes"
    FROM (SELECT "borrow_counter_slot"("book_id") AS "slot", sum("quantity") AS "q"
          FROM "old_rows" WHERE "returned_at" IS NULL GROUP BY 1) AS "s";
  ELSE
    SELECT jsonb_agg(jsonb_build_object('slot', "slot", 'titles', 0, 'total', 0, 'out', "q")) INTO "changes"
    FROM (SELECT "borrow_counter_slot"("book_id") AS "slot", sum("q") AS "q" FROM (
            SELECT "book_id", "quantity" AS "q" FROM "new_rows" WHERE "returned_at" IS NULL
            UNION ALL
            SELECT "book_id", -"quantity" FROM "old_rows" WHERE "returned_at" IS NULL) AS "d"
          GROUP BY 1 HAVING sum("q") <> 0) AS "s";
  END IF;
  IF "changes" IS NOT NULL THEN PERFORM "borrow_counters_add"("changes"); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "borrow_totals_counted_insert" AFTER INSERT ON "borrow_totals"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "borrow_totals_counted"();--> statement-breakpoint
CREATE TRIGGER "borrow_totals_counted_update" AFTER UPDATE ON "borrow_totals"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "borrow_totals_counted"();--> statement-breakpoint
CREATE TRIGGER "borrow_totals_counted_delete" AFTER DELETE ON "borrow_totals"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "borrow_totals_counted"();--> statement-breakpoint
CREATE TRIGGER "borrows_counted_insert" AFTER INSERT ON "borrows"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "borrows_counted"();--> statement-breakpoint
CREATE TRIGGER "borrows_counted_update" AFTER UPDATE ON "borrows"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "borrows_counted"();--> statement-breakpoint
CREATE TRIGGER "borrows_counted_delete" AFTER DELETE ON "borrows"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "borrows_counted"();--> statement-breakpoint
-- While a book exists, its summary row shows it as it is now (a title or ISBN edited since its last
-- borrow included); once deleted, the row keeps what it last showed.
CREATE OR REPLACE FUNCTION "books_describe_borrowed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "borrow_totals" SET "title" = NEW."title", "isbn" = NEW."isbn", "author" = NEW."author", "genre" = NEW."genre"
  WHERE "book_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "books_describe_borrowed" AFTER UPDATE OF "title", "isbn", "author", "genre" ON "books"
FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title" OR OLD."isbn" IS DISTINCT FROM NEW."isbn"
  OR OLD."author" IS DISTINCT FROM NEW."author" OR OLD."genre" IS DISTINCT FROM NEW."genre")
EXECUTE FUNCTION "books_describe_borrowed"();
