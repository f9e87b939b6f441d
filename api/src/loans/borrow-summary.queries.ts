/**
 * The borrow summary's rows (borrow_totals, every book ever borrowed, deleted ones included) and its
 * headline figures (borrow_counters), each with the copies out now and, of those, the overdue ones.
 */
import { sql, type SQL } from 'drizzle-orm';
import { GENRES, type Genre } from '../contract';
import { resultRows, text, type Executor, type Tx } from '../db/handles';
import { borrowCounters, borrows } from '../db/schema';
import { overdueSql } from './loan-filters';

/** A row of the borrow summary: a book ever borrowed (deleted or not) as borrow_totals describes it. */
export interface SummaryRow {
  bookId: string;
  title: string | null;
  isbn: string | null;
  author: string | null;
  genre: Genre | null;
  totalQuantity: number;
  copiesOut: number;
  overdueCopies: number;
}

/** Where a keyset page of the summary starts: after this row's order key. */
export interface SummaryCursor {
  total: number;
  title: string;
  bookId: string;
}

/** The summary's headline figures (borrow_counters, and the out loans' due-date index for overdue). */
export interface BorrowTotals {
  titles: number;
  totalBorrowed: number;
  copiesOut: number;
  overdueCopies: number;
}

function isGenre(value: unknown): value is Genre {
  return typeof value === 'string' && (GENRES as readonly string[]).includes(value);
}

/**
 * The summary's order, as one ascending key that borrow_totals_order_idx holds: the largest total
 * first, then the title ('' when unknown, so such rows come first among equal totals), then the id.
 */
const SUMMARY_KEY = sql.raw(`(-t.total_quantity), coalesce(t.title, ''), t.book_id`);

/**
 * Summary rows of borrow_totals (`pick`: a SELECT of its rows, through the order index), each with its copies out now and, of those, overdue on `today` (summed from the out
 * loans' index of its book), in the summary's order.
 */
async function summaryRows(exec: Executor, today: string, pick: SQL): Promise<SummaryRow[]> {
  const result: unknown = await exec.execute(sql`
    SELECT t.book_id, t.title, t.isbn, t.author, t.genre, t.total_quantity::text AS total_quantity,
      o.copies_out::text AS copies_out, o.overdue_copies::text AS overdue_copies
    FROM (${pick}) AS t
    LEFT JOIN LATERAL (
      SELECT coalesce(sum(${borrows.quantity}), 0) AS copies_out,
        coalesce(sum(${borrows.quantity}) FILTER (WHERE ${overdueSql(today)}), 0) AS overdue_copies
      FROM ${borrows} WHERE ${borrows.bookId} = t.book_id AND ${borrows.returnedAt} IS NULL
    ) AS o ON true
    ORDER BY ${SUMMARY_KEY}`);
  return resultRows(result).map((r) => ({
    bookId: String(r.book_id),
    title: text(r.title),
    isbn: text(r.isbn),
    author: text(r.author),
    genre: isGenre(r.genre) ? r.genre : null,
    totalQuantity: Number(r.total_quantity),
    copiesOut: Number(r.copies_out ?? 0),
    overdueCopies: Number(r.overdue_copies ?? 0),
  }));
}

/** The number of titles ever borrowed (the summary's rows), from the counters. */
async function borrowedTitles(exec: Executor): Promise<number> {
  const row = (
    await exec.select({ titles: sql<string>`coalesce(sum(${borrowCounters.titles}), 0)` }).from(borrowCounters)
  ).at(0);
  return Number(row?.titles ?? 0);
}

/** The headline figures: counters for the titles, the copies ever borrowed and those out; overdue from its index. */
export async function borrowTotals(exec: Executor, today: string): Promise<BorrowTotals> {
  const result: unknown = await exec.execute(sql`
    SELECT coalesce(sum(${borrowCounters.titles}), 0)::text AS titles,
      coalesce(sum(${borrowCounters.totalBorrowed}), 0)::text AS total_borrowed,
      coalesce(sum(${borrowCounters.copiesOut}), 0)::text AS copies_out,
      (SELECT coalesce(sum(${borrows.quantity}), 0) FROM ${borrows} WHERE ${overdueSql(today)})::text
        AS overdue_copies
    FROM ${borrowCounters}`);
  const row = resultRows(result).at(0) ?? {};
  return {
    titles: Number(row.titles ?? 0),
    totalBorrowed: Number(row.total_borrowed ?? 0),
    copiesOut: Number(row.copies_out ?? 0),
    overdueCopies: Number(row.overdue_copies ?? 0),
  };
}

/**
 * One page of the summary (every book ever borrowed, deleted ones included) and the number of
 * titles, in one snapshot (the caller's transaction). The page is read from the order index; a page
 * in the second half from its other end, so the last page costs what the first does.
 */
export async function borrowSummaryPage(
  tx: Tx,
  page: number,
  limit: number,
  today: string,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const total = await borrowedTitles(tx);
  const offset = (page - 1) * limit;
  if (offset >= total) return { rows: [], total };
  const reversed = offset > total / 2;
  const dir = sql.raw(reversed ? 'DESC' : 'ASC');
  const pick = sql`SELECT * FROM borrow_totals AS t
    ORDER BY (-t.total_quantity) ${dir}, coalesce(t.title, '') ${dir}, t.book_id ${dir}
    LIMIT ${reversed ? Math.min(limit, total - offset) : limit}
    OFFSET ${reversed ? Math.max(0, total - offset - limit) : offset}`;
  return { rows: await summaryRows(tx, today, pick), total };
}

/**
 * One keyset page of the summary after `cursor` (one row comparison on the order index's key, so
 * every page costs the same at any depth). `next` is undefined after the last page.
 */
export async function borrowSummaryAfter(
  exec: Executor,
  cursor: SummaryCursor | undefined,
  size: number,
  today: string,
): Promise<{ rows: SummaryRow[]; next: SummaryCursor | undefined }> {
  const after =
    cursor === undefined
      ? sql``
      : sql`WHERE (${SUMMARY_KEY}) > (${-cursor.total}::bigint, ${cursor.title}::text, ${cursor.bookId}::uuid)`;
  const rows = await summaryRows(
    exec,
    today,
    sql`SELECT * FROM borrow_totals AS t ${after} ORDER BY ${SUMMARY_KEY} LIMIT ${size}`,
  );
  const last = rows.at(-1);
  return {
    rows,
    next:
      last === undefined || rows.length < size
        ? undefined
        : { total: last.totalQuantity, title: last.title ?? '', bookId: last.bookId },
  };
}
