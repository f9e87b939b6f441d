import { INVALID_ISBNS, VALID_ISBNS, bookCreateRequest } from '@library/api/contract';
import { BOOK_TEXT_LIMITS, MAX_COPIES, type BookTextField } from '@library/api/contract/rules';
import { bookSchema, type BookFormValues } from '../src/features/books/lib/book-schema';
import { shownMessages } from '../src/testing/form-messages';

const VALID: BookFormValues = {
  title: 'Middlemarch',
  author: 'George Eliot',
  genre: 'FICTION',
  isbn: '978-0141439549',
  description: '',
  copies: 1,
  available: true,
};

/** The message each field shows for the book, as the form shows them (the first per field; {} when accepted). */
function messages(changes: Partial<BookFormValues>): Promise<Record<string, string>> {
  return shownMessages(bookSchema, { ...VALID, ...changes });
}

describe('book schema, at the limits of the api (the REST contract, api/src/contract)', () => {
  test('when the title has 300 characters, then it is accepted; with 301, then "Title must be at most 300 characters"', async () => {
    expect(await messages({ title: 't'.repeat(300) })).toEqual({});
    expect(await messages({ title: `  ${'t'.repeat(300)}  ` })).toEqual({});
    expect(await messages({ title: 't'.repeat(301) })).toEqual({ title: 'Title must be at most 300 characters' });
  });

  test('when the author has 200 characters, then it is accepted; with 201, then "Author must be at most 200 characters"', async () => {
    expect(await messages({ author: 'a'.repeat(200) })).toEqual({});
    expect(await messages({ author: 'a'.repeat(201) })).toEqual({ author: 'Author must be at most 200 characters' });
  });

  test('when the description has 5000 characters, then it is accepted; with 5001, then "Description must be at most 5000 characters"', async () => {
    expect(await messages({ description: 'd'.repeat(5000) })).toEqual({});
    expect(await messages({ description: 'd'.repeat(5001) })).toEqual({
      description: 'Description must be at most 5000 characters',
    });
  });

  test('when copies is 10,000, then it is accepted; with 10,001, then "Copies must be at most 10,000"', async () => {
    expect(await messages({ copies: 10_000 })).toEqual({});
    expect(await messages({ copies: 10_001 })).toEqual({ copies: 'Copies must be at most 10,000' });
  });

  test('when copies is empty, negative or a fraction, then the messages say so', async () => {
    expect(await messages({ copies: '' })).toEqual({ copies: 'Copies must be 0 or more' });
    expect(await messages({ copies: -1 })).toEqual({ copies: 'Copies must be 0 or more' });
    expect(await messages({ copies: 1.5 })).toEqual({ copies: 'Copies must be a whole number' });
    expect(await messages({ copies: 0 })).toEqual({});
  });

  test.each(VALID_ISBNS.map((c) => c.isbn))(
    'when the ISBN is valid (%j, from the shared corpus), then it is accepted',
    async (isbn) => {
      expect(await messages({ isbn })).toEqual({});
    },
  );

  test.each(INVALID_ISBNS.map((c) => [c.why, c.isbn]))(
    'when the ISBN is not valid (%s: %j, from the shared corpus), then "ISBN is not valid"',
    async (_why, isbn) => {
      expect(await messages({ isbn })).toEqual({ isbn: 'ISBN is not valid' });
    },
  );

  test('when the ISBN has 32 characters, then it is accepted; with 33, then "ISBN must be at most 32 characters"', async () => {
    const digits = '9780441478125';
    const isbn32 = `${digits}${'-'.repeat(19)}`;
    expect(isbn32).toHaveLength(32);
    expect(await messages({ isbn: isbn32 })).toEqual({});
    expect(await messages({ isbn: `${isbn32}-` })).toEqual({ isbn: 'ISBN must be at most 32 characters' });
  });

  test('when a text holds a control character, then "… must not contain control characters"; tabs and line breaks are fine', async () => {
    expect(await messages({ title: 'Bad\u0000title' })).toEqual({ title: 'Title must not contain control characters' });
    expect(await messages({ author: 'Bell\u0007' })).toEqual({ author: 'Author must not contain control characters' });
    expect(await messages({ description: 'Escape \u001b[31m' })).toEqual({
      description: 'Description must not contain control characters',
    });
    expect(await messages({ description: 'Line one\r\nLine\ttwo' })).toEqual({});
  });

  test('when required texts are blank, then the spec messages show, and genre and ISBN say they are required', async () => {
    expect(await messages({ title: '   ', author: '', genre: '', isbn: ' ' })).toEqual({
      title: 'Title is required',
      author: 'Author is required',
      genre: 'Genre is required',
      isbn: 'ISBN is required',
    });
  });
});

describe('book schema and the api, one source of limits (@library/api/contract)', () => {
  /** A text of `length` characters that passes every other rule of `field` (an ISBN keeps 13 digits). */
  function textOf(field: BookTextField, length: number): string {
    return field === 'isbn' ? '9780441478125'.padEnd(length, '-') : 'x'.repeat(length);
  }

  const fields = Object.keys(BOOK_TEXT_LIMITS) as BookTextField[];

  test.each(fields)(
    'when %s is at the contract limit, then the form and the api accept it; one more, then both refuse it',
    async (field) => {
      const max = BOOK_TEXT_LIMITS[field];
      const apiAccepts = (value: string) => bookCreateRequest.safeParse({ ...VALID, [field]: value }).success;
      expect(await messages({ [field]: textOf(field, max) })).toEqual({});
      expect(apiAccepts(textOf(field, max))).toBe(true);
      expect(Object.keys(await messages({ [field]: textOf(field, max + 1) }))).toEqual([field]);
      expect(apiAccepts(textOf(field, max + 1))).toBe(false);
    },
  );

  test('when copies is at the contract maximum, then the form and the api accept it; one more, then both refuse it', async () => {
    const apiAccepts = (copies: number) => bookCreateRequest.safeParse({ ...VALID, copies }).success;
    expect(await messages({ copies: MAX_COPIES })).toEqual({});
    expect(apiAccepts(MAX_COPIES)).toBe(true);
    expect(Object.keys(await messages({ copies: MAX_COPIES + 1 }))).toEqual(['copies']);
    expect(apiAccepts(MAX_COPIES + 1)).toBe(false);
  });
});
