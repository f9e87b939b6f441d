-- The genre_counts triggers lock the count rows they change first, in genre order, and then change
-- them in one UPDATE. Before, a book moved A→B while another moved B→A locked the rows A and B in
-- opposite orders, and PostgreSQL aborted one of the two transactions as a deadlock (40P01).
-- Every change to genre_counts (insert, delete, genre change) now takes its row locks in one order.
CREATE OR REPLACE FUNCTION "books_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "genre_counts" WHERE "genre" IN (SELECT "genre" FROM "new_rows") ORDER BY "genre" FOR UPDATE;
  UPDATE "genre_counts" AS c SET "books" = c."books" + n.cnt
  FROM (SELECT "genre", count(*) AS cnt FROM "new_rows" GROUP BY "genre") AS n
  WHERE c."genre" = n."genre";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "books_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "genre_counts" WHERE "genre" IN (SELECT "genre" FROM "old_rows") ORDER BY "genre" FOR UPDATE;
  UPDATE "genre_counts" AS c SET "books" = c."books" - o.cnt
  FROM (SELECT "genre", count(*) AS cnt FROM "old_rows" GROUP BY "genre") AS o
  WHERE c."genre" = o."genre";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "books_count_regenred"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."genre" IS DISTINCT FROM OLD."genre" THEN
    PERFORM 1 FROM "genre_counts" WHERE "genre" IN (OLD."genre", NEW."genre") ORDER BY "genre" FOR UPDATE;
    UPDATE "genre_counts" SET "books" = "books" + CASE WHEN "genre" = NEW."genre" THEN 1 ELSE -1 END
    WHERE "genre" IN (OLD."genre", NEW."genre");
  END IF;
  RETURN NULL;
END
$$;
