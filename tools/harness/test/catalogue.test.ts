import { isValidIsbn } from '@library/api/contract/rules';
import { isbn13, randomIsbn13, serialIsbn13 } from '../src/catalogue';

describe('ISBN-13s', () => {
  it('when given 12 digits, then it adds their check digit (a known ISBN comes out whole)', () => {
    expect(isbn13('978030640615')).toBe('9780306406157');
  });

  it('when given anything but 12 digits, then it throws', () => {
    expect(() => isbn13('97803064061')).toThrow('12 digits');
    expect(() => isbn13('97803064061x')).toThrow('12 digits');
  });

  it('when made from serials, then each is valid and different serials give different ISBNs', () => {
    const isbns = [0, 1, 2, 999_999_999].map((serial) => serialIsbn13(serial));
    expect(isbns.every(isValidIsbn)).toBe(true);
    expect(new Set(isbns).size).toBe(isbns.length);
    expect(isbns[1]).toMatch(/^979000000001\d$/);
    expect(serialIsbn13(7, '978')).toMatch(/^978000000007\d$/);
  });

  it('when made at random, then each is a valid 978 ISBN-13', () => {
    const isbns = Array.from({ length: 200 }, randomIsbn13);
    expect(isbns.every((isbn) => /^978\d{10}$/.test(isbn) && isValidIsbn(isbn))).toBe(true);
  });
});
