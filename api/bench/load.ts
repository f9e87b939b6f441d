/**
 * Bulk loading of the benchmark's data, straight into the database (one SQL dialect for PGlite
 * and PostgreSQL): books and borrow records from generate_series in batches, with the secondary
 * indexes dropped during the load and rebuilt after (a sorted build instead of a million random
 * index inserts), then VACUUM ANALYZE (statistics, and the visibility map the index-only scans of
 * the list's deferred join rely on). The triggers of the schema stay on, so genre_counts is kept
 * as in production; borrow_totals is filled from the loaded records in one statement (its triggers
 * keep the summary's counters, borrow_counters, as the borrows' triggers do).
 */

export type Row = Record<string, unknown>;

/** The one thing the loader needs from a database handle. */
export interface SqlRunner {
  query(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface LoadTimings {
  booksMs: number;
  borrowsMs: number;
  indexesMs: number;
  vacuumAnalyzeMs: number;
}

const BATCH = 100_000;

interface IndexDefinition {
  name: string;
  definition: string;
}

/** Secondary indexes of `table` (those not backing a constraint, such as the primary key). */
export async function secondaryIndexes(db: SqlRunner, table: string): Promise<IndexDefinition[]> {
  const rows = await db.query(
    `SELECT i.indexname AS name, i.indexdef AS definition
     FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = $1
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.conrelid = $1::regclass)
     ORDER BY i.indexname`,
    [table],
  );
  return rows.map((r) => ({ name: String(r['name']), definition: String(r['definition']) }));
}

export async function timed(task: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await task();
  return performance.now() - start;
}

/**
 * Book `i` (1..n): the newest has the largest i; ~1 in 12 has no copies left (and is unavailable). Its
 * 13-digit ISBN is its own key (isbnKey() of an ISBN-13, valid or not, is its digits).
 */
const INSERT_BOOKS = `
  INSERT INTO books (title, author, genre, isbn, isbn_key, description, copies, available, created_at, updated_at)
  SELECT 'Benchmark ' || substr(md5(i::text), 1, 10),
         'Author ' || (i % 9973),
         (enum_range(NULL::genre))[1 + ((hashint4(i)::bigint % 6) + 6) % 6],
         '978' || lpad(i::text, 10, '0'),
         '978' || lpad(i::text, 10, '0'),
         CASE WHEN i % 4 = 0 THEN NULL ELSE 'Book number ' || i || ' of the api benchmark.' END,
         (i * 7) % 12,
         (i * 7) % 12 > 0,
         ts,
         ts + (i % 1000) * interval '1 minute'
  FROM generate_series($1::int, $2::int) AS i,
       LATERAL (SELECT now() - ($3::int - i) * interval '1 second' AS ts) AS t`;

/**
 * Loan `j` borrows from the `(j mod k)`-th of k books picked by id order (uuids: a random pick),
 * borrowed `M - j` minutes ago (the last one newest). Every other loan has been returned a day after
 * it was borrowed; of those still out, one in five (j mod 10 = 1) was due before today: overdue.
 */
const INSERT_BORROWS = `
  INSERT INTO borrows (book_id, quantity, due_date, borrower, title, isbn, created_at, updated_at, returned_at)
  SELECT p.id, 1 + j % 3,
         CASE WHEN j % 10 = 1 THEN current_date - 1 - j % 20 ELSE current_date + 14 + j % 30 END,
         CASE WHEN j % 3 = 0 THEN NULL ELSE 'Reader ' || (j % 5000) END,
         p.title, p.isbn, t.at, t.at,
         CASE WHEN j % 2 = 0 THEN t.at + interval '1 day' END
  FROM generate_series($1::int, $2::int) AS j
  JOIN (SELECT id, title, isbn, (row_number() OVER (ORDER BY id) - 1)::int AS k
        FROM (SELECT id, title, isbn FROM books ORDER BY id LIMIT $3::int) AS s) AS p
    ON p.k = j % $3::int,
       LATERAL (SELECT now() - ($4::int - j) * interval '1 minute' AS at) AS t`;

export async function loadData(
  db: SqlRunner,
  counts: { books: number; borrows: number; borrowedBooks: number },
  progress: (line: string) => void,
): Promise<LoadTimings> {
  const dropped = [...(await secondaryIndexes(db, 'books')), ...(await secondaryIndexes(db, 'borrows'))];
  for (const index of dropped) await db.query(`DROP INDEX "${index.name}"`);

  const booksMs = await timed(async () => {
    for (let from = 1; from <= counts.books; from += BATCH) {
      const to = Math.min(counts.books, from + BATCH - 1);
      await db.query(INSERT_BOOKS, [from, to, counts.books]);
      progress(`  books ${to.toLocaleString('en-US')} / ${counts.books.toLocaleString('en-US')}`);
    }
  });
  const borrowsMs = await timed(async () => {
    for (let from = 0; from < counts.borrows; from += BATCH) {
      const to = Math.min(counts.borrows, from + BATCH) - 1;
      await db.query(INSERT_BORROWS, [from, to, counts.borrowedBooks, counts.borrows]);
    }
    await db.query(
      `INSERT INTO borrow_totals (book_id, total_quantity, title, isbn, author, genre)
       SELECT b.book_id, sum(b.quantity), k.title, k.isbn, k.author, k.genre
       FROM borrows AS b JOIN books AS k ON k.id = b.book_id GROUP BY b.book_id, k.id`,
    );
    progress(
      `  borrows ${counts.borrows.toLocaleString('en-US')} over ${counts.borrowedBooks.toLocaleString('en-US')} books`,
    );
  });
  const indexesMs = await timed(async () => {
    await db.query(`SET maintenance_work_mem = '256MB'`);
    for (const index of dropped) await db.query(index.definition);
    await db.query('RESET maintenance_work_mem');
    progress(`  ${dropped.length} indexes rebuilt`);
  });
  const vacuumAnalyzeMs = await timed(async () => {
    await db.query('VACUUM ANALYZE');
  });
  return { booksMs, borrowsMs, indexesMs, vacuumAnalyzeMs };
}

/** `count` book ids picked at random, for the get-by-id figure. */
export async function sampleBookIds(db: SqlRunner, count: number): Promise<string[]> {
  const rows = await db.query('SELECT id FROM books ORDER BY random() LIMIT $1', [count]);
  return rows.map((r) => String(r['id']));
}

/** Server version, for the header of the figures. */
export async function serverVersion(db: SqlRunner): Promise<string> {
  const version = (await db.query('SHOW server_version')).at(0)?.['server_version'];
  return typeof version === 'string' ? version : 'unknown';
}
