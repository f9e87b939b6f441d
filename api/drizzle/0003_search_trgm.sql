-- Search (GET /api/books?search=): case- and accent-insensitive, served by trigram indexes.
-- pg_trgm and unaccent ship with PostgreSQL (contrib, "trusted": a non-superuser owner of the
-- database may create them) and with PGlite (loaded by src/db/pglite.ts and template.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- library_fold(text): a text as the search compares it, unaccented then lower-cased ('Brontë',
-- 'BRONTË' and 'Bronte' are all 'bronte'). unaccent() is only STABLE, which an index expression
-- cannot call, so library_fold is declared IMMUTABLE (true while the unaccent rules file is not
-- edited; after such an edit, REINDEX the three indexes below).
-- The rows a search finds are checked with library_fold again, so its cost per row matters. When
-- the migrating role is a superuser (PGlite; the usual PostgreSQL of one's own), unaccent's C
-- function is declared once more, IMMUTABLE, as library_unaccent: library_fold is then plain SQL
-- that PostgreSQL inlines into the query (about 0.3 µs a row). Otherwise (a managed PostgreSQL,
-- where C functions cannot be declared) it is PL/pgSQL calling unaccent() (about 1 µs a row; an
-- SQL function calling the STABLE unaccent() would not be inlined: about 3 µs). Same results.
-- Every name inside is schema-qualified, so an index rebuild under any search_path finds them.
DO $migration$
DECLARE
  ext text := (
    SELECT quote_ident(n.nspname) FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'unaccent'
  );
  here text := quote_ident(current_schema());
BEGIN
  IF current_setting('is_superuser') = 'on' THEN
    EXECUTE format(
      'CREATE FUNCTION %s.library_unaccent(regdictionary, text) RETURNS text LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE AS %L, %L',
      here, '$libdir/unaccent', 'unaccent_dict');
    EXECUTE format(
      'CREATE FUNCTION %s.library_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS %L',
      here, format('SELECT lower(%s.library_unaccent(%L::regdictionary, $1))', here, ext || '.unaccent'));
  ELSE
    EXECUTE format(
      'CREATE FUNCTION %s.library_fold(text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS %L',
      here, format('BEGIN RETURN lower(%s.unaccent(%L::regdictionary, $1)); END', ext, ext || '.unaccent'));
  END IF;
END
$migration$;--> statement-breakpoint
CREATE INDEX "books_title_fold_trgm_idx" ON "books" USING gin (library_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_author_fold_trgm_idx" ON "books" USING gin (library_fold("author") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_isbn_digits_trgm_idx" ON "books" USING gin ((upper(translate("isbn", '- ', ''))) gin_trgm_ops);