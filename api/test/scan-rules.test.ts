import { DESK_MESSAGES, VALID_ISBNS, classifyScan, generateCardNumber } from '../src/contract/index';

describe('the desk’s scan rule (contract scan-rules: classifyScan)', () => {
  it.each(VALID_ISBNS.map((c) => [c.isbn, c.isbn13]))(
    'when the scan is the ISBN %j, then it is a book with the ISBN-13 key %s',
    (isbn, isbn13) => {
      expect(classifyScan(isbn)).toEqual({ kind: 'book', isbn: isbn13 });
    },
  );

  it.each([
    ['an ISBN-10 without hyphens', '0306406152', '9780306406157'],
    ['an ISBN-10 with hyphens', '0-306-40615-2', '9780306406157'],
    ['an ISBN-13 without hyphens', '9780306406157', '9780306406157'],
    ['an ISBN-13 with hyphens', '978-0-306-40615-7', '9780306406157'],
    ['an ISBN-13 with spaces around it (a scanner’s)', '  9780441013593 ', '9780441013593'],
  ])('when the scan is %s (%j), then it is a book', (_what, code, isbn) => {
    expect(classifyScan(code)).toEqual({ kind: 'book', isbn });
  });

  it.each([
    ['a generated card (10 digits, Luhn)', '1234567897', '1234567897'],
    ['letters and digits', 'ab-1234', 'AB1234'],
    ['a card with spaces', 'LIB 0042', 'LIB0042'],
  ])('when the scan is %s (%j), then it is a card', (_what, code, cardNumber) => {
    expect(classifyScan(code)).toEqual({ kind: 'card', cardNumber });
  });

  it('when the scan is a card number the library generates, then it is a card and never a book', () => {
    let seed = 7;
    const digit = (): number => (seed = (seed * 31 + 11) % 997) % 10;
    for (let i = 0; i < 200; i += 1) {
      expect(classifyScan(generateCardNumber(digit)).kind).toBe('card');
    }
  });

  it.each([
    ['blank', '   '],
    ['too short for a card', 'A1'],
    ['punctuation', 'hello world!'],
    ['a 10-digit number failing the card check digit', '1234567890'],
    ['a valid EAN-13 that is no ISBN (a grocery barcode)', '4006381333931'],
    ['too long for a card', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
  ])('when the scan is %s (%j), then it is neither and the desk says so', (_what, code) => {
    expect(classifyScan(code)).toEqual({ kind: 'unknown' });
    expect(DESK_MESSAGES.neither(code.trim())).toBe(`${code.trim()} is neither a card number nor an ISBN`);
  });

  it('when an ISBN is unknown, then the desk offers to add it', () => {
    expect(DESK_MESSAGES.noBookWithIsbn('9780306406157')).toBe('No book with ISBN 9780306406157 — add it?');
  });
});
