/**
 * The books' REST routes (`/books`, `/books/genres`, `/books/genres/counts`, `/books/by-ids`,
 * `/books/by-isbn/:isbn`, `/books/:id`)
 * and a book's JSON.
 */
import { actorOf } from '../access/principal';
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import {
  GENRES,
  bookByIsbnParams,
  bookCreateRequest,
  bookPatchRequest,
  booksByIdsQuery,
  listBooksQuery,
  type BookJson,
} from '../contract';
import { sendOk, sendPage } from '../http';
import { definedFields, parseId, validateBody, validateQuery } from '../validation';
import type { BooksService, BookView } from './books.service';

export function bookJson(row: BookView): BookJson {
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
    onHoldShelf: row.onHoldShelf,
    copiesOnLoan: row.copiesOnLoan,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function booksRoutes(books: BooksService): GuardedRoutes {
  const r = guardedRoutes();

  r.get('/books', async (req, res) => {
    const query = validateQuery(listBooksQuery, req.query);
    const page = await books.listBooks(query);
    sendPage(res, 'Books retrieved successfully', page.books.map(bookJson), query, page.total);
  });

  // Before /books/:id, which `genres` would otherwise be taken for. The genres' names, as the enum
  // spells them (what a book form offers); how many books each has is /books/genres/counts.
  r.get('/books/genres', (_req, res) => {
    sendOk(res, 200, 'Genres retrieved successfully', [...GENRES]);
  });

  r.get('/books/genres/counts', async (_req, res) => {
    sendOk(res, 200, 'Genre counts retrieved successfully', await books.genreCounts());
  });

  // Before /books/:id too: several books at once (those that exist, in the order asked), as /books/:id reads each.
  r.get('/books/by-ids', async (req, res) => {
    const { ids } = validateQuery(booksByIdsQuery, req.query);
    sendOk(res, 200, 'Books retrieved successfully', (await books.booksByIds(ids)).map(bookJson));
  });

  // The book of an ISBN in any of its forms (what a scan at the desk reads), as /books/:id reads it.
  r.get('/books/by-isbn/:isbn', async (req, res) => {
    const { isbn } = validateQuery(bookByIsbnParams, req.params);
    sendOk(res, 200, 'Book retrieved successfully', bookJson(await books.bookByIsbn(isbn)));
  });

  r.get('/books/:id', async (req, res) => {
    sendOk(res, 200, 'Book retrieved successfully', bookJson(await books.getBook(parseId(req.params.id))));
  });

  r.post('/books', async (req, res) => {
    const book = await books.createBook(validateBody(bookCreateRequest, req.body), actorOf(res));
    sendOk(res, 201, 'Book created successfully', bookJson(book));
  });

  r.put('/books/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const book = await books.updateBook(id, definedFields(validateBody(bookPatchRequest, req.body)), actorOf(res));
    sendOk(res, 200, 'Book updated successfully', bookJson(book));
  });

  r.delete('/books/:id', async (req, res) => {
    await books.deleteBook(parseId(req.params.id), actorOf(res));
    sendOk(res, 200, 'Book deleted successfully', null);
  });

  return r;
}
