/**
 * Test data, not a rule: the ISBNs the check-digit rule (isValidIsbn, isbnKey of ./rules) is tested
 * against, by the api (rules, REST create and update, migration 0005's SQL copy of isbnKey) and by the
 * web form (web/test/book-schema.test.ts), which may import the contract only. No imports: safe for
 * jsdom and node alike.
 */

/** A valid ISBN as it may be typed, and the 13 digits of its ISBN-13 form (its key). */
export interface ValidIsbn {
  isbn: string;
  isbn13: string;
}

/** Valid ISBN-10s (with X, lower-case x, hyphens, spaces) and ISBN-13s (978 and 979) of real books. */
export const VALID_ISBNS: readonly ValidIsbn[] = [
  { isbn: '978-0-306-40615-7', isbn13: '9780306406157' },
  { isbn: '0-306-40615-2', isbn13: '9780306406157' },
  { isbn: '9780441013593', isbn13: '9780441013593' },
  { isbn: '0441013597', isbn13: '9780441013593' },
  { isbn: '978 0 441 47812 5', isbn13: '9780441478125' },
  { isbn: '0441478123', isbn13: '9780441478125' },
  { isbn: '080442957X', isbn13: '9780804429573' },
  { isbn: '0-8044-2957-x', isbn13: '9780804429573' },
  { isbn: '978-0-8044-2957-3', isbn13: '9780804429573' },
  { isbn: '043942089X', isbn13: '9780439420891' },
  { isbn: '978-0-14-144114-6', isbn13: '9780141441146' },
  { isbn: '0141441143', isbn13: '9780141441146' },
  { isbn: '978-0141439549', isbn13: '9780141439549' },
  { isbn: '2-266-11156-6', isbn13: '9782266111560' },
  { isbn: '979-10-90636-07-1', isbn13: '9791090636071' },
  { isbn: '979-12-200-0852-5', isbn13: '9791220008525' },
];

/** Texts that are not valid ISBNs, and why. */
export const INVALID_ISBNS: readonly { isbn: string; why: string }[] = [
  { isbn: '9780306406158', why: 'ISBN-13 with a wrong check digit' },
  { isbn: '978-0-441-01359-4', why: 'ISBN-13 with a wrong check digit, hyphenated' },
  { isbn: '9780000000001', why: 'made-up ISBN-13 with a wrong check digit' },
  { isbn: '0306406153', why: 'ISBN-10 with a wrong check digit' },
  { isbn: '0-441-47812-X', why: 'ISBN-10 whose check digit should be 3, not X' },
  { isbn: 'X306406152', why: 'X in first place' },
  { isbn: '03064X6152', why: 'X in the middle' },
  { isbn: '978030640615X', why: 'ISBN-13 ending in X' },
  { isbn: '977-0-306-40615-8', why: '977 prefix (an ISSN), mod-10 check digit right' },
  { isbn: '12345', why: '5 digits' },
  { isbn: '030640615', why: '9 digits' },
  { isbn: '03064061521', why: '11 digits' },
  { isbn: '978030640615', why: '12 digits' },
  { isbn: '97803064061570', why: '14 digits' },
  { isbn: '97804414a8125', why: 'a letter' },
  { isbn: '978\t0441478125', why: 'a tab' },
  { isbn: '978.0.306.40615.7', why: 'dots are not hyphens' },
];
