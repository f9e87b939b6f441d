/**
 * ISBN lookups through the configured lookup service (Open Library's books API format, ./open-library):
 * one GET within the time-out, at most LOOKUP_MAX_BYTES of answer, read strictly. Answers (found
 * and not found) are kept in an in-process LRU cache with a time to live, so a form typed twice or
 * a cover fetched after its lookup asks the service once; failures are not kept. A cover is fetched
 * from the address the answer gives (never a host of its own).
 */
import { COVER_LIMITS, COVER_MESSAGES, ISBN_LOOKUP_MESSAGES } from '../contract/rules';
import type { IsbnLookupJson } from '../contract';
import { coverNotFound, coverTooLarge, isbnNotFound, lookupFailed, lookupOff, lookupTimeout } from '../errors';
import { FetchFailure, fetchCapped } from './fetch-capped';
import { lookupAddress, readAnswer, type FoundBook } from './open-library';

export const DEFAULT_ISBN_LOOKUP_URL = 'https://openlibrary.org/api/books';
export const DEFAULT_ISBN_LOOKUP_TIMEOUT_MS = 3_000;

/** Largest lookup answer read (one book's record is a few kB). */
const LOOKUP_MAX_BYTES = 256 * 1024;

export interface IsbnLookupOptions {
  /** The lookup service's address (ISBN_LOOKUP_URL), or null when lookups are switched off. */
  url: string | null;
  /** How long a lookup or a cover fetch may take (ms). */
  timeoutMs: number;
  /** How long an answer is kept (ms; default a day) and how many are (default 1,000). */
  cacheTtlMs?: number;
  cacheSize?: number;
}

/** Lookups off: an app made without them (tests, tools) asks no other site; `npm start` reads ISBN_LOOKUP_URL. */
export const NO_ISBN_LOOKUP: IsbnLookupOptions = { url: null, timeoutMs: DEFAULT_ISBN_LOOKUP_TIMEOUT_MS };

export interface IsbnLookupService {
  /** What the lookup service knows of `isbn` (13 digits); ISBN_NOT_FOUND, LOOKUP_OFF, LOOKUP_TIMEOUT or LOOKUP_FAILED. */
  lookupIsbn(isbn: string): Promise<IsbnLookupJson>;
  /**
   * The cover `isbn`'s lookup answer names, fetched from there within the time-out and COVER_LIMITS'
   * bytes: COVER_NOT_FOUND when it names none, COVER_TOO_LARGE, LOOKUP_TIMEOUT, LOOKUP_FAILED.
   */
  fetchCover(isbn: string): Promise<Buffer>;
}

/** A Map kept in use order: the least recently used entry goes first when it is full. */
function lruCache<V>(size: number, ttlMs: number, now: () => number) {
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      if (entry.until <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, { value, until: now() + ttlMs });
      if (entries.size > size) entries.delete(entries.keys().next().value as string);
    },
  };
}

function failureOf(err: unknown): Error {
  if (err instanceof FetchFailure) {
    if (err.kind === 'timeout') return lookupTimeout();
    if (err.kind === 'status' && err.status === 404) return isbnNotFound();
    return lookupFailed(err.kind === 'unreachable' ? ISBN_LOOKUP_MESSAGES.unreachable : undefined);
  }
  return lookupFailed();
}

export function isbnLookupService(options: IsbnLookupOptions, now: () => number = Date.now): IsbnLookupService {
  const cache = lruCache<FoundBook | null>(options.cacheSize ?? 1_000, options.cacheTtlMs ?? 24 * 3_600_000, now);
  const find = async (isbn: string): Promise<FoundBook> => {
    if (options.url === null) throw lookupOff();
    let found = cache.get(isbn);
    if (found === undefined) {
      let json: unknown;
      try {
        const answer = await fetchCapped(lookupAddress(options.url, isbn), {
          timeoutMs: options.timeoutMs,
          maxBytes: LOOKUP_MAX_BYTES,
          accept: 'application/json',
        });
        json = JSON.parse(answer.body.toString('utf8'));
        found = readAnswer(json, isbn);
      } catch (err: unknown) {
        throw failureOf(err);
      }
      cache.set(isbn, found);
    }
    if (found === null) throw isbnNotFound();
    return found;
  };
  return {
    lookupIsbn: async (isbn) => {
      const { coverUrl, ...book } = await find(isbn);
      return { isbn, ...book, hasCover: coverUrl !== null };
    },
    fetchCover: async (isbn) => {
      const { coverUrl } = await find(isbn);
      if (coverUrl === null) throw coverNotFound();
      try {
        const answer = await fetchCapped(coverUrl, {
          timeoutMs: options.timeoutMs,
          maxBytes: COVER_LIMITS.maxBytes,
          accept: 'image/webp,image/jpeg,image/png,image/*;q=0.8',
        });
        return answer.body;
      } catch (err: unknown) {
        if (err instanceof FetchFailure && err.kind === 'tooLarge') throw coverTooLarge();
        throw err instanceof FetchFailure && err.kind === 'timeout'
          ? lookupTimeout()
          : lookupFailed(COVER_MESSAGES.unreachable);
      }
    },
  };
}
