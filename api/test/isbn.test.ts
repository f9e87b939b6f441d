import { INVALID_ISBNS, VALID_ISBNS, isValidIsbn, isbnKey } from '../src/contract';

describe('the ISBN rule (contract rules: isValidIsbn, isbnKey)', () => {
  it.each(VALID_ISBNS.map((c) => [c.isbn, c.isbn13]))(
    'when the ISBN is %j, then it is valid and its key is the ISBN-13 %s',
    (isbn, isbn13) => {
      expect(isValidIsbn(isbn)).toBe(true);
      expect(isbnKey(isbn)).toBe(isbn13);
    },
  );

  it.each(INVALID_ISBNS.map((c) => [c.why, c.isbn]))(
    'when the ISBN is not valid (%s: %j), then isValidIsbn says so and its key is the text without hyphens and spaces, upper-cased',
    (_why, isbn) => {
      expect(isValidIsbn(isbn)).toBe(false);
      expect(isbnKey(isbn)).toBe(isbn.replace(/[- ]/g, '').toUpperCase());
    },
  );
});
