/**
 * The search planner and a listing's order: which rows a book listing covers (genre, `available`,
 * the search, planned against the trigram indexes with ANALYZE's statistics) and in which order.
 * Shared by the books list (books/) and the CSV export (catalogue-csv/).
 */
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ListQuery, SortField } from '../contract';
import type { Tx } from './handles';
import { books } from './schema';

export const sortColumns = {
  createdAt: books.createdAt,
  updatedAt: books.updatedAt,
  title: books.title,
  author: books.author,
  copies: books.copies,
} satisfies Record<SortField, unknown>;

export function ordering(q: ListQuery, reversed: boolean): SQL[] {
  const dir = (q.sort === 'asc') !== reversed ? asc : desc;
  return [dir(sortColumns[q.sortBy]), dir(books.id)];
}

/**
 * A LIKE pattern, as SQL, that finds `text` anywhere, literally, in a folded column: the database
 * folds `text` as it folds the indexed columns (library_fold: unaccented, lower-cased), then escapes
 * its `%`, `_` and `\` (with `\`). Folding comes first because unaccent turns a few characters into
 * wildcards (the full-width `％` and `＿` become `%` and `_`). Every step is IMMUTABLE, so the planner
 * computes the pattern once, before planning, and pg_trgm reads its trigrams from the result.
 */
export function containsPattern(text: string): SQL {
  return sql`'%' || replace(replace(replace(library_fold(${text}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}

/** Characters a stored ISBN can hold once its hyphens and spaces are left out (validation.ts). */
const ISBN_TEXT = /^[0-9X]+$/i;

/** A text as library_fold reads it, near enough to count letters and guess how common a word is. */
function roughFold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Sample values of the folded column, each with the share of the rows it stands for. */
export interface FoldedSample {
  values: string[];
  shares: number[];
}

const statsRow = z.object({
  nullFrac: z.number(),
  mcv: z.array(z.string()).nullable(),
  mcf: z.array(z.number()).nullable(),
  hist: z.array(z.string()).nullable(),
});

/** How long the statistics read by searchStats are reused (ANALYZE changes them rarely). */
const SEARCH_STATS_TTL_MS = 60_000;
let searchStatsCache: { until: number; sample: FoldedSample | undefined } | undefined;

/**
 * What ANALYZE sampled of books.search_text, the folded title and author (pg_stats: the most
 * common values with their frequencies, and the histogram's bounds, each standing for an equal
 * share of the rest). Undefined before the first ANALYZE. Read at most once a minute per process: it
 * only steers which words of a search the index is asked for, never which books are found.
 */
async function searchStats(tx: Tx): Promise<FoldedSample | undefined> {
  if (searchStatsCache !== undefined && searchStatsCache.until > Date.now()) return searchStatsCache.sample;
  const result: unknown = await tx.execute(sql`
    SELECT json_build_object(
             'nullFrac', null_frac, 'mcv', most_common_vals::text::text[],
             'mcf', most_common_freqs, 'hist', histogram_bounds::text::text[])::text AS stats
    FROM pg_stats
    WHERE schemaname = current_schema() AND tablename = 'books' AND attname = 'search_text'`);
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  const first: unknown = Array.isArray(rows) ? rows.at(0) : undefined;
  const text = typeof first === 'object' && first !== null && 'stats' in first ? first.stats : undefined;
  const parsed = typeof text === 'string' ? statsRow.safeParse(JSON.parse(text)) : undefined;
  let sample: FoldedSample | undefined;
  if (parsed?.success) {
    const mcv = parsed.data.mcv ?? [];
    const mcf = parsed.data.mcf ?? [];
    const hist = parsed.data.hist ?? [];
    const rest = Math.max(0, 1 - parsed.data.nullFrac - mcf.reduce((a, b) => a + b, 0));
    sample = {
      values: [...mcv, ...hist],
      shares: [...mcv.map((_, i) => mcf[i] ?? 0), ...hist.map(() => (hist.length > 0 ? rest / hist.length : 0))],
    };
  }
  searchStatsCache = { until: Date.now() + SEARCH_STATS_TTL_MS, sample };
  return sample;
}

/** Share of the rows under which a word's trigrams are cheap to look up and few rows are checked. */
const SELECTIVE_SHARE = 0.02;

/**
 * The parts of a search to ask a column's trigram index for. Each part is one word of the search
 * with the character before and after it (spaces, punctuation: they make pg_trgm's word-boundary
 * trigrams), kept when it yields a trigram at all. With statistics, the words found in under 2% of
 * the sampled values (else the rarest one): a word in nearly every row (the bench's "author") costs
 * the GIN scan its whole posting lists and narrows nothing. Without statistics, the whole search.
 * None: no part has a trigram (a search of one or two letters), and the column is scanned.
 */
export function indexedParts(search: string, sample: FoldedSample | undefined): string[] {
  const parts: { text: string; length: number }[] = [];
  for (const word of search.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const start = word.index;
    const end = start + word[0].length;
    const length = roughFold(word[0]).length;
    if (length >= 3 || start > 0 || (end < search.length && length >= 2)) {
      parts.push({ text: search.slice(Math.max(0, start - 1), Math.min(search.length, end + 1)), length });
    }
  }
  if (parts.length === 0) return [];
  if (sample === undefined) return [search];
  const ranked = parts
    .map((p) => {
      const needle = roughFold(p.text);
      const share = sample.values.reduce((sum, v, i) => (v.includes(needle) ? sum + (sample.shares[i] ?? 0) : sum), 0);
      return { ...p, share };
    })
    .sort((a, b) => a.share - b.share || b.length - a.length);
  const selective = ranked.filter((p) => p.share < SELECTIVE_SHARE);
  return (selective.length > 0 ? selective : ranked.slice(0, 1)).map((p) => p.text);
}

/**
 * A search's condition: its text, folded, anywhere in the folded title or author (the stored
 * search_text), or (when the search could be part of an ISBN: digits and X once hyphens and spaces
 * are left out) in the ISBN without hyphens and spaces. Each has its GIN trigram index (migrations
 * 0006 and 0003), which a BitmapOr combines; search_text's index is asked for the search's selective
 * parts (indexedParts), and the rows it finds are checked exactly: `strpos` of the folded search in
 * search_text (a literal "contains", which no index serves, so it stays a check). A search with no
 * part an index can serve is only that check: the planner scans the table.
 */
function searchCondition(search: string, sample: FoldedSample | undefined): SQL | undefined {
  const parts = indexedParts(search, sample);
  const likes = parts.map((part) => sql`${books.searchText} LIKE ${containsPattern(part)} ESCAPE '\\'`);
  const text =
    parts.length === 1 && parts[0] === search
      ? likes[0]
      : and(...likes, sql`strpos(${books.searchText}, library_fold(${search})) > 0`);
  const isbnText = search.replace(/[- ]/g, '').toUpperCase();
  const isbn = sql`upper(translate(${books.isbn}, '- ', ''))`;
  return or(
    text,
    !ISBN_TEXT.test(isbnText)
      ? undefined
      : isbnText.length >= 3
        ? sql`${isbn} LIKE ${`%${isbnText}%`}`
        : sql`strpos(${isbn}, ${isbnText}) > 0`,
  );
}

/**
 * The rows a listing is about: the genre filter, `available`, and the search (searchCondition:
 * case- and accent-insensitive, wildcards literal, in the title, the author, or the ISBN with
 * hyphens and spaces left out on both sides). Undefined when nothing narrows the listing.
 */
export async function listCondition(tx: Tx, q: ListQuery): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  if (q.genre !== undefined) conditions.push(eq(books.genre, q.genre));
  if (q.available !== undefined) conditions.push(eq(books.available, q.available));
  if (q.search !== undefined) conditions.push(searchCondition(q.search, await searchStats(tx)));
  return and(...conditions);
}
