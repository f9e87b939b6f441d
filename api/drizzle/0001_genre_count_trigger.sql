-- Keeps genre_counts equal to the number of books per genre, in the transaction of each change.
-- Inserts and deletes are counted once per statement (bulk loads stay fast), genre changes per row.
INSERT INTO "genre_counts" ("genre", "books")
SELECT g, (SELECT count(*) FROM "books" WHERE "books"."genre" = g)
FROM unnest(enum_range(NULL::"genre")) AS g
ON CONFLICT ("genre") DO UPDATE SET "books" = excluded."books";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "books_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "genre_counts" AS c SET "books" = c."books" + n.cnt
  FROM (SELECT "genre", count(*) AS cnt FROM "new_rows" GROUP BY "genre") AS n
  WHERE c."genre" = n."genre";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "books_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
    UPDATE "genre_counts" SET "books" = "books" - 1 WHERE "genre" = OLD."genre";
    UPDATE "genre_counts" SET "books" = "books" + 1 WHERE "genre" = NEW."genre";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_count_inserted" AFTER INSERT ON "books"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "books_count_inserted"();
--> statement-breakpoint
CREATE TRIGGER "books_count_deleted" AFTER DELETE ON "books"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "books_count_deleted"();
--> statement-breakpoint
CREATE TRIGGER "books_count_regenred" AFTER UPDATE OF "genre" ON "books"
FOR EACH ROW EXECUTE FUNCTION "books_count_regenred"();
