/**
 * In-memory LibraryApi for resolver tests. It fails the way the REST service does: by handing the
 * gateway's error module the same status and envelope the REST contract defines.
 */
import { fromRestFailure } from '../../src/errors';
import type { LibraryApi } from '../../src/rest/LibraryApi';
import type {
  BorrowBody,
  CreateBookBody,
  ListBooksParams,
  RestBook,
  RestBookPage,
  RestBorrow,
  RestBorrowSummaryRow,
  RestHealth,
  UpdateBookBody,
} from '../../src/rest/types';

export interface Call {
  method: keyof LibraryApi;
  args: unknown[];
}

function failure(status: number, message: string, code: string, extra: Record<string, unknown> = {}) {
  return fromRestFailure(status, {
    success: false,
    message,
    error: { name: 'Error', code, ...extra },
    requestId: 'fake-request',
  });
}

/**
 * REST's search: the text, case-insensitively, in the title or the author, or in the ISBN with
 * hyphens and spaces left out on both sides (a search of those alone says nothing about an ISBN).
 * `includes` takes `%`, `_` and `\` literally, as REST does.
 */
function matchesSearch(book: RestBook, search: string): boolean {
  const text = search.toLowerCase();
  const isbnText = search.replace(/[- ]/g, '').toUpperCase();
  return (
    book.title.toLowerCase().includes(text) ||
    book.author.toLowerCase().includes(text) ||
    (isbnText !== '' && book.isbn.replace(/[- ]/g, '').toUpperCase().includes(isbnText))
  );
}

export class FakeLibraryApi implements LibraryApi {
  readonly calls: Call[] = [];
  readonly books = new Map<string, RestBook>();
  readonly borrows: RestBorrow[] = [];
  private nextId = 1;
  private clock = Date.parse('2026-01-01T00:00:00.000Z');

  private record(method: keyof LibraryApi, ...args: unknown[]): void {
    this.calls.push({ method, args });
  }

  private now(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }

  addBook(fields: Partial<RestBook> = {}): RestBook {
    const at = this.now();
    const id = `b${this.nextId++}`;
    const book: RestBook = {
      _id: id,
      title: `Title ${id}`,
      author: 'Author',
      genre: 'FICTION',
      isbn: `978000000${String(this.nextId).padStart(4, '0')}`,
      description: null,
      copies: 3,
      available: true,
      createdAt: at,
      updatedAt: at,
      ...fields,
    };
    this.books.set(book._id, book);
    return book;
  }

  async listBooks(params: ListBooksParams): Promise<RestBookPage> {
    this.record('listBooks', params);
    if (params.limit < 1 || params.limit > 100) {
      throw fromRestFailure(400, {
        success: false,
        message: 'Validation failed',
        error: { name: 'ValidationError', code: 'VALIDATION_FAILED', errors: { limit: { message: 'limit must be between 1 and 100' } } },
      });
    }
    const search = params.search?.trim() ?? '';
    if (search.length > 100 || /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(search)) {
      const message = search.length > 100 ? 'search must be at most 100 characters' : 'search must not contain control characters';
      throw fromRestFailure(400, {
        success: false,
        message: 'Validation failed',
        error: { name: 'ValidationError', code: 'VALIDATION_FAILED', errors: { search: { message } } },
      });
    }
    const all = [...this.books.values()].filter(
      (b) =>
        (!params.filter || b.genre === params.filter) &&
        (params.available === null || b.available === params.available) &&
        (search === '' || matchesSearch(b, search)),
    );
    const dir = params.sort === 'asc' ? 1 : -1;
    all.sort((a, b) => {
      const x = a[params.sortBy];
      const y = b[params.sortBy];
      return (x < y ? -1 : x > y ? 1 : a._id.localeCompare(b._id)) * dir;
    });
    const start = (params.page - 1) * params.limit;
    return {
      items: all.slice(start, start + params.limit),
      page: params.page,
      limit: params.limit,
      total: all.length,
      totalPages: Math.max(1, Math.ceil(all.length / params.limit)),
    };
  }

  async getBook(id: string): Promise<RestBook> {
    this.record('getBook', id);
    const book = this.books.get(id);
    if (!book) throw failure(404, 'Book not found', 'NOT_FOUND');
    return book;
  }

  async createBook(body: CreateBookBody): Promise<RestBook> {
    this.record('createBook', body);
    const errors: Record<string, { message: string }> = {};
    if (!body.title.trim()) errors['title'] = { message: 'Title is required' };
    if (body.copies < 0) errors['copies'] = { message: 'Copies must be 0 or more' };
    if (Object.keys(errors).length > 0) {
      throw fromRestFailure(400, {
        success: false,
        message: 'Validation failed',
        error: { name: 'ValidationError', code: 'VALIDATION_FAILED', errors },
      });
    }
    if ([...this.books.values()].some((b) => b.isbn === body.isbn)) {
      throw failure(409, `A book with ISBN ${body.isbn} is already in the catalogue`, 'DUPLICATE_ISBN');
    }
    return this.addBook({
      ...body,
      description: body.description ?? null,
      available: body.copies > 0 && (body.available ?? true),
    });
  }

  async updateBook(id: string, body: UpdateBookBody): Promise<RestBook> {
    this.record('updateBook', id, body);
    const book = await this.getBook(id);
    // As REST: a field left out keeps its value; description null clears it.
    const updated: RestBook = {
      ...book,
      ...body,
      description: body.description === undefined ? book.description : body.description,
      updatedAt: this.now(),
    };
    this.books.set(id, updated);
    return updated;
  }

  async deleteBook(id: string): Promise<void> {
    this.record('deleteBook', id);
    if (!this.books.delete(id)) throw failure(404, 'Book not found', 'NOT_FOUND');
  }

  async borrowBook(body: BorrowBody): Promise<RestBorrow> {
    this.record('borrowBook', body);
    const book = await this.getBook(body.book);
    if (!book.available && book.copies > 0) {
      throw failure(409, 'This book is not available for borrowing', 'BOOK_NOT_AVAILABLE');
    }
    if (body.quantity > book.copies) {
      throw failure(409, `Only ${book.copies} copies are available`, 'INSUFFICIENT_COPIES', { available: book.copies });
    }
    const copies = book.copies - body.quantity;
    this.books.set(book._id, { ...book, copies, available: copies > 0 && book.available });
    const borrow: RestBorrow = { _id: `r${this.nextId++}`, book: book._id, quantity: body.quantity, dueDate: body.dueDate, createdAt: this.now() };
    this.borrows.push(borrow);
    return borrow;
  }

  async borrowSummary(): Promise<RestBorrowSummaryRow[]> {
    this.record('borrowSummary');
    const totals = new Map<string, number>();
    for (const b of this.borrows) totals.set(b.book, (totals.get(b.book) ?? 0) + b.quantity);
    return [...totals.entries()]
      .filter(([id]) => this.books.has(id))
      .map(([id, totalQuantity]) => {
        const book = this.books.get(id);
        return { book: { _id: id, title: book?.title ?? null, isbn: book?.isbn ?? null }, totalQuantity };
      })
      .sort((a, b) => b.totalQuantity - a.totalQuantity);
  }

  async health(): Promise<RestHealth> {
    this.record('health');
    return { store: 'fake' };
  }
}
