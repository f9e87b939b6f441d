ALTER TABLE "books" ADD COLUMN "isbn_key" text;--> statement-breakpoint
-- Backfill: isbnKey() of api/src/contract/rules.ts, copied once into SQL (the api writes the key of
-- every ISBN it saves from now on; api/test/migrations.test.ts checks this copy against isbnKey()).
-- The key of a valid ISBN-10 (check digit or X right) is the 13 digits of its ISBN-13 form; of any
-- other text (an ISBN-13, valid or not, included), the text without hyphens and spaces, upper-cased
-- (the old uniqueness). When the catalogue already holds an ISBN-10 and its ISBN-13 as two books,
-- both stay: the ISBN-10 one keeps its own 10 characters as its key, so this migration never fails
-- and loses nothing (saving that book with its ISBN again answers DUPLICATE_ISBN).
WITH "n" AS (
  SELECT "id", upper(translate("isbn", '- ', '')) AS "d" FROM "books"
), "k" AS (
  -- Nested CASEs, not AND: PostgreSQL does not promise to test the shape before casting the digits.
  SELECT "n"."id", "n"."d", CASE WHEN "n"."d" ~ '^[0-9]{9}[0-9X]$' THEN CASE
    WHEN (SELECT sum((11 - i) * CASE WHEN substr("n"."d", i, 1) = 'X' THEN 10 ELSE substr("n"."d", i, 1)::int END) % 11
          FROM generate_series(1, 10) AS i) = 0
      THEN (SELECT "t" || ((10 - sum(CASE WHEN i % 2 = 1 THEN 1 ELSE 3 END * substr("t", i, 1)::int) % 10) % 10)::text
            FROM (SELECT '978' || substr("n"."d", 1, 9) AS "t") AS "p", generate_series(1, 12) AS i
            GROUP BY "t")
    ELSE "n"."d" END
    ELSE "n"."d"
  END AS "key"
  FROM "n"
)
UPDATE "books" SET "isbn_key" = CASE
  WHEN "k"."key" <> "k"."d" AND EXISTS (SELECT 1 FROM "n" WHERE "n"."d" = "k"."key") THEN "k"."d"
  ELSE "k"."key"
END
FROM "k" WHERE "k"."id" = "books"."id";--> statement-breakpoint
ALTER TABLE "books" ALTER COLUMN "isbn_key" SET NOT NULL;--> statement-breakpoint
DROP INDEX "books_isbn_key";--> statement-breakpoint
CREATE UNIQUE INDEX "books_isbn_key" ON "books" USING btree ("isbn_key");
