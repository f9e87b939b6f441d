/** The Express application: the REST contract of api/README.md under /api. */
import express, { Router, type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import {
  CSV_IMPORT_LIMITS,
  CSV_MESSAGES,
  type BookJson,
  type BorrowJson,
  type LoanJson,
  type PageMeta,
  type SummaryRowJson,
} from './contract';
import type { BookRow, BorrowRow } from './db/schema';
import type { LoanRow, SummaryRow } from './db/queries';
import { cors, type CorsOrigins } from './cors';
import { sendCsvExport } from './csv/export';
import { importCsv, importResultText } from './csv/import';
import { AppError, bookNotFound, errorHandler, importTooLarge, notFoundRoute } from './errors';
import { requestContext, requireJsonBody, requireKnownBodyEncoding, sendOk, sendOkJsonText } from './http';
import { sendJsonList } from './json-stream';
import type { Logger } from './logger';
import type { Store } from './store';
import { Turns } from './turns';
import {
  parseId,
  parseLoanId,
  validateBookPatch,
  validateBorrow,
  validateExportQuery,
  validateImportQuery,
  validateListQuery,
  validateLoanQuery,
  validateNewBook,
  validateSummaryQuery,
} from './validation';

export function bookJson(row: BookRow): BookJson {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    author: row.author,
    genre: row.genre,
    isbn: row.isbn,
    description: row.description,
    copies: row.copies,
    available: row.available,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The answer of `POST /borrow`: the contract's borrow record (`book` is the id) with the loan's fields. */
export function borrowJson(row: BorrowRow, today: string): BorrowJson {
  return {
    _id: row.id,
    id: row.id,
    book: row.bookId,
    quantity: row.quantity,
    dueDate: row.dueDate,
    borrower: row.borrower,
    title: row.title,
    isbn: row.isbn,
    returnedAt: row.returnedAt?.toISOString() ?? null,
    overdue: row.returnedAt === null && row.dueDate < today,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A loan of `GET /loans` and `POST /loans/:id/return`: the book as it was when borrowed. */
export function loanJson(row: LoanRow): LoanJson {
  return {
    _id: row.id,
    id: row.id,
    book: { _id: row.bookId, title: row.title, isbn: row.isbn },
    quantity: row.quantity,
    dueDate: row.dueDate,
    borrower: row.borrower,
    createdAt: row.createdAt.toISOString(),
    returnedAt: row.returnedAt?.toISOString() ?? null,
    overdue: row.overdue,
  };
}

export function summaryJson(row: SummaryRow): SummaryRowJson {
  return {
    book: { _id: row.bookId, title: row.title, isbn: row.isbn, author: row.author, genre: row.genre },
    totalQuantity: row.totalQuantity,
    copiesOut: row.copiesOut,
    overdueCopies: row.overdueCopies,
  };
}

function pageMeta(page: number, limit: number, total: number): PageMeta {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

function routes(store: Store, logger: Logger): Router {
  const r = Router();

  r.get('/health', async (_req, res) => {
    try {
      await store.ping();
    } catch {
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database does not answer');
    }
    sendOk(res, 200, 'The service and its database are up', { store: store.kind });
  });

  r.get('/books', async (req, res) => {
    const query = validateListQuery(req.query);
    const { books, total } = await store.listBooks(query);
    sendOk(res, 200, 'Books retrieved successfully', books.map(bookJson), pageMeta(query.page, query.limit, total));
  });

  // Before /books/:id, which `genres` would otherwise be taken for.
  r.get('/books/genres', async (_req, res) => {
    sendOk(res, 200, 'Genres retrieved successfully', await store.genreCounts());
  });

  r.get('/books/:id', async (req, res) => {
    const book = await store.getBook(parseId(req.params.id));
    if (!book) throw bookNotFound();
    sendOk(res, 200, 'Book retrieved successfully', bookJson(book));
  });

  r.post('/books', async (req, res) => {
    const book = await store.createBook(validateNewBook(req.body));
    sendOk(res, 201, 'Book created successfully', bookJson(book));
  });

  r.put('/books/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const book = await store.updateBook(id, validateBookPatch(req.body));
    if (!book) throw bookNotFound();
    sendOk(res, 200, 'Book updated successfully', bookJson(book));
  });

  r.delete('/books/:id', async (req, res) => {
    if (!(await store.deleteBook(parseId(req.params.id)))) throw bookNotFound();
    sendOk(res, 200, 'Book deleted successfully', null);
  });

  r.post('/borrow', async (req, res) => {
    const today = store.today();
    const record = await store.borrow(validateBorrow(req.body, today));
    sendOk(res, 201, 'Book borrowed successfully', borrowJson(record, today));
  });

  r.get('/loans', async (req, res) => {
    const query = validateLoanQuery(req.query);
    const { loans, total } = await store.listLoans(query);
    sendOk(res, 200, 'Loans retrieved successfully', loans.map(loanJson), pageMeta(query.page, query.limit, total));
  });

  r.post('/loans/:id/return', async (req, res) => {
    const loan = await store.returnLoan(parseLoanId(req.params.id));
    sendOk(res, 200, 'Loan returned successfully', loanJson({ ...loan, overdue: false }));
  });

  r.get('/borrow', async (req, res) => {
    const query = validateSummaryQuery(req.query);
    const message = 'Borrowed books summary retrieved successfully';
    if (query === undefined) {
      await sendJsonList(res, message, store.borrowSummaryPages(), summaryJson, logger);
      return;
    }
    const { rows, total } = await store.borrowSummaryPage(query.page, query.limit);
    sendOk(res, 200, message, rows.map(summaryJson), pageMeta(query.page, query.limit, total));
  });

  r.get('/borrow/totals', async (_req, res) => {
    sendOk(res, 200, 'Borrow totals retrieved successfully', await store.borrowTotals());
  });

  return r;
}

/** `text/csv`, with no charset or UTF-8: the only body `POST /books/import` reads. */
const CSV_CONTENT_TYPE = /^\s*text\/csv\s*(;\s*charset\s*=\s*"?utf-?8"?\s*)?$/i;

/** A CSV import's body must be text/csv, with no charset or UTF-8: 415 otherwise. */
const requireCsvBody: RequestHandler = (req, _res, next) => {
  next(
    CSV_CONTENT_TYPE.test(req.get('content-type') ?? '')
      ? undefined
      : new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', CSV_MESSAGES.notCsv),
  );
};

/** The body parser's 413 of a CSV import, in the import's words. */
const csvBodyTooLarge: ErrorRequestHandler = (err: unknown, _req, _res, next) => {
  const tooLarge = typeof err === 'object' && err !== null && 'type' in err && err.type === 'entity.too.large';
  next(tooLarge ? importTooLarge(CSV_MESSAGES.tooLarge) : err);
};

/**
 * The CSV routes: mounted before the JSON body rule, as the import's body is CSV, and before
 * `/books/:id`, which `export.csv` would otherwise be taken for.
 */
function csvRoutes(store: Store, logger: Logger): Router {
  const r = Router();

  r.get('/books/export.csv', async (req, res) => {
    const query = validateExportQuery(req.query);
    await sendCsvExport(res, store.exportBooks(query), `books-${store.today()}.csv`, logger);
  });

  r.post(
    '/books/import',
    requireCsvBody,
    // Read as bytes (a CSV file is checked as UTF-8 by the import itself), decoded as its
    // Content-Encoding says, at most 5 MB once decoded (a small compressed bomb stops there).
    express.raw({ type: () => true, limit: CSV_IMPORT_LIMITS.maxBytes }),
    async (req, res) => {
      const { dryRun } = validateImportQuery(req.query);
      const body: unknown = req.body;
      const turns = new Turns();
      const result = await importCsv(store, Buffer.isBuffer(body) ? body : Buffer.alloc(0), dryRun, turns);
      const { ready, imported, rows } = result.totals;
      sendOkJsonText(
        res,
        200,
        dryRun ? `Import previewed: ${ready} of ${rows} rows ready` : `${imported} of ${rows} rows imported`,
        await importResultText(result, turns),
      );
    },
  );
  r.use(csvBodyTooLarge);

  return r;
}

export interface AppOptions {
  /** Origins allowed to call /api from a browser (CORS): `*` (the default) or a list. */
  corsOrigins?: CorsOrigins;
}

export function createApp(store: Store, logger: Logger, options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(requestContext(logger));
  app.use(
    '/api',
    cors(options.corsOrigins ?? '*'),
    requireKnownBodyEncoding,
    csvRoutes(store, logger),
    requireJsonBody,
    express.json({ limit: '100kb' }),
    routes(store, logger),
  );
  app.use(notFoundRoute);
  app.use(errorHandler(logger));
  return app;
}
