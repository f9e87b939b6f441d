import { INVALID_ISBNS, VALID_ISBNS, isValidIsbn, isbnForms, isbnKey } from '../src/contract';

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

describe('the forms an ISBN is stored as (contract isbn-rules: isbnForms)', () => {
  it.each([
    ['an ISBN-10', '0-306-40615-2', ['9780306406157', '0306406152']],
    ['its ISBN-13', '978-0-306-40615-7', ['9780306406157', '0306406152']],
    ['an ISBN-10 ending in X', '0-8044-2957-X', ['9780804429573', '080442957X']],
    ['a 979 ISBN-13 (it has no ISBN-10)', '979-10-90636-07-1', ['9791090636071']],
  ])('when it is %s (%s), then its forms are its ISBN-13 key and its ISBN-10', (_what, isbn, forms) => {
    expect(isbnForms(isbn)).toEqual(forms);
  });
});
