/**
 * Open Library's books API (`GET /api/books?bibkeys=ISBN:…&format=json&jscmd=data`): the address
 * asked, and its answer read strictly (each field used must have its documented type; others are
 * ignored) into what the book form takes. An answer of `{}` is "no book found".
 */
import { z } from 'zod';
import { BOOK_TEXT_LIMITS } from '../contract/rules';

const named = z.object({ name: z.string() });
/** A note or description: plain text or `{ type, value }`. */
const text = z.union([z.string(), z.object({ value: z.string() })]);

const record = z.object({
  title: z.string().min(1),
  subtitle: z.string().optional(),
  authors: z.array(named).optional(),
  publishers: z.array(named).optional(),
  publish_date: z.string().optional(),
  number_of_pages: z.number().int().positive().optional(),
  notes: text.optional(),
  excerpts: z.array(z.object({ text: z.string() })).optional(),
  cover: z.object({ small: z.string(), medium: z.string(), large: z.string() }).partial().optional(),
});

const answerSchema = z.record(z.string(), record);

export interface FoundBook {
  title: string;
  authors: string[];
  publisher: string | null;
  year: number | null;
  pages: number | null;
  description: string | null;
  /** The cover's address the answer gives (its largest), or null. */
  coverUrl: string | null;
}

/** The address of the lookup of `isbn` (13 digits) at `base` (Open Library's `/api/books` or the like). */
export function lookupAddress(base: string, isbn: string): string {
  const url = new URL(base);
  url.searchParams.set('bibkeys', `ISBN:${isbn}`);
  url.searchParams.set('format', 'json');
  url.searchParams.set('jscmd', 'data');
  return url.toString();
}

const cut = (value: string, max: number): string => value.trim().slice(0, max);

function yearOf(date: string | undefined): number | null {
  const year = /\b(\d{4})\b/.exec(date ?? '')?.[1];
  return year === undefined ? null : Number(year);
}

/** The answer's book, null when it has none (`{}`); throws when the answer is not of the documented shape. */
export function readAnswer(json: unknown, isbn: string): FoundBook | null {
  const answer = answerSchema.parse(json);
  const key = `ISBN:${isbn}`;
  const found = Object.hasOwn(answer, key) ? answer[key] : Object.values(answer).at(0);
  if (found === undefined) return null;
  const notes = typeof found.notes === 'string' ? found.notes : found.notes?.value;
  const description = notes ?? found.excerpts?.at(0)?.text;
  const title = found.subtitle === undefined ? found.title : `${found.title}: ${found.subtitle}`;
  return {
    title: cut(title, BOOK_TEXT_LIMITS.title),
    authors: (found.authors ?? []).map((a) => cut(a.name, BOOK_TEXT_LIMITS.author)).filter((a) => a !== ''),
    publisher: found.publishers?.at(0)?.name.trim() || null,
    year: yearOf(found.publish_date),
    pages: found.number_of_pages ?? null,
    description: description === undefined ? null : cut(description, BOOK_TEXT_LIMITS.description) || null,
    coverUrl: found.cover?.large ?? found.cover?.medium ?? found.cover?.small ?? null,
  };
}
