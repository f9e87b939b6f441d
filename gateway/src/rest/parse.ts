/**
 * Runtime validation of REST success answers. Each reader takes the parsed JSON body and returns the
 * typed shape, or throws UPSTREAM_BAD_RESPONSE naming what was wrong. Extra fields are ignored; ids
 * (strings, or numbers from other servers) become opaque strings.
 */
import { badResponse } from '../errors';
import {
  GENRES,
  type RestBook,
  type RestBookPage,
  type RestBorrow,
  type RestBorrowSummaryRow,
  type RestGenre,
  type RestHealth,
} from './types';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(where: string, what: string): never {
  throw badResponse(`${where}: ${what}`);
}

function id(obj: Json, where: string, ...keys: string[]): string {
  for (const key of keys) {
    const value = obj[key];
    if (typeof value === 'string' && value.length > 0) return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return fail(where, `missing id (${keys.join(' or ')})`);
}

function str(obj: Json, key: string, where: string): string {
  const value = obj[key];
  return typeof value === 'string' ? value : fail(where, `"${key}" is not a string`);
}

function optStr(obj: Json, key: string, where: string): string | null {
  const value = obj[key];
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : fail(where, `"${key}" is not a string or null`);
}

function int(obj: Json, key: string, where: string): number {
  const value = obj[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : fail(where, `"${key}" is not an integer`);
}

function bool(obj: Json, key: string, where: string): boolean {
  const value = obj[key];
  return typeof value === 'boolean' ? value : fail(where, `"${key}" is not a boolean`);
}

function timestamp(obj: Json, key: string, where: string): string {
  const value = str(obj, key, where);
  return Number.isNaN(Date.parse(value)) ? fail(where, `"${key}" is not a timestamp`) : value;
}

function genre(obj: Json, where: string): RestGenre {
  const value = obj['genre'];
  return (GENRES as readonly unknown[]).includes(value) ? (value as RestGenre) : fail(where, '"genre" is not a known genre');
}

/** The success envelope `{ success: true, data, meta? }`. */
export function readSuccess(body: unknown, where: string): { data: unknown; meta: unknown } {
  if (!isRecord(body) || body['success'] !== true || !('data' in body)) {
    return fail(where, 'not a REST success envelope');
  }
  return { data: body['data'], meta: body['meta'] };
}

export function readBook(value: unknown, where = 'book'): RestBook {
  if (!isRecord(value)) return fail(where, 'not an object');
  return {
    _id: id(value, where, '_id', 'id'),
    title: str(value, 'title', where),
    author: str(value, 'author', where),
    genre: genre(value, where),
    isbn: str(value, 'isbn', where),
    description: optStr(value, 'description', where),
    copies: int(value, 'copies', where),
    available: bool(value, 'available', where),
    createdAt: timestamp(value, 'createdAt', where),
    updatedAt: timestamp(value, 'updatedAt', where),
  };
}

export function readBookPage(data: unknown, meta: unknown): RestBookPage {
  if (!Array.isArray(data)) return fail('books', '"data" is not an array');
  if (!isRecord(meta)) return fail('books', '"meta" is missing');
  return {
    items: data.map((item, index) => readBook(item, `books[${index}]`)),
    page: int(meta, 'page', 'books meta'),
    limit: int(meta, 'limit', 'books meta'),
    total: int(meta, 'total', 'books meta'),
    totalPages: int(meta, 'totalPages', 'books meta'),
  };
}

export function readBorrow(value: unknown): RestBorrow {
  const where = 'borrow';
  if (!isRecord(value)) return fail(where, 'not an object');
  const book = value['book'];
  return {
    _id: id(value, where, '_id', 'id'),
    book: isRecord(book) ? id(book, 'borrow.book', '_id', 'id') : id(value, where, 'book'),
    quantity: int(value, 'quantity', where),
    dueDate: str(value, 'dueDate', where),
    createdAt: timestamp(value, 'createdAt', where),
  };
}

export function readBorrowSummary(data: unknown): RestBorrowSummaryRow[] {
  if (!Array.isArray(data)) return fail('borrow summary', '"data" is not an array');
  return data.map((row: unknown, index) => {
    const where = `borrow summary[${index}]`;
    if (!isRecord(row) || !isRecord(row['book'])) return fail(where, 'not a summary row');
    const book = row['book'];
    return {
      book: {
        _id: id(book, `${where}.book`, '_id', 'id'),
        title: optStr(book, 'title', `${where}.book`),
        isbn: optStr(book, 'isbn', `${where}.book`),
      },
      totalQuantity: int(row, 'totalQuantity', where),
    };
  });
}

export function readHealth(data: unknown): RestHealth {
  if (!isRecord(data)) return fail('health', 'not an object');
  return { store: typeof data['store'] === 'string' ? data['store'] : 'unknown' };
}
