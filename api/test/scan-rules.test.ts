import {
  DESK_MESSAGES,
  VALID_ISBNS,
  classifyScan,
  deskLookups,
  deskNothingFound,
  generateCardNumber,
} from '../src/contract/index';

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
    ['a one-word title (it may be a card: a known card is that card)', 'Matilda', 'MATILDA'],
  ])('when the scan is %s (%j), then it has the form of a card', (_what, code, cardNumber) => {
    expect(classifyScan(code)).toEqual({ kind: 'card', cardNumber });
  });

  it('when the scan is a card number the library generates, then it is a card and never a book', () => {
    let seed = 7;
    const digit = (): number => (seed = (seed * 31 + 11) % 997) % 10;
    for (let i = 0; i < 200; i += 1) {
      expect(classifyScan(generateCardNumber(digit)).kind).toBe('card');
    }
  });

  it('when the scan is blank, then it is nothing and the desk looks nothing up', () => {
    expect(classifyScan('   ')).toEqual({ kind: 'unknown' });
    expect(deskLookups(classifyScan('   '))).toEqual([]);
  });

  it.each([
    ['text with spaces (never a card)', 'great gatsby', 'great gatsby'],
    ['a card number with a space', 'LIB 0042', 'LIB 0042'],
    ['too short for a card', 'A1', 'A1'],
    ['punctuation', 'hello world!', 'hello world!'],
    ['a 10-digit number failing the card check digit', '1234567890', '1234567890'],
    ['a valid EAN-13 that is no ISBN (a grocery barcode)', '4006381333931', '4006381333931'],
    ['too long for a card', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
    ['a title with spaces around it', '  Matilda and me ', 'Matilda and me'],
  ])('when the scan is %s (%j), then it is a title search', (_what, code, text) => {
    expect(classifyScan(code)).toEqual({ kind: 'title', text });
    expect(deskLookups(classifyScan(code))).toEqual(['titles']);
  });

  it('when the scan is an ISBN, then the desk looks for the book, then for loans out of a deleted book with that ISBN', () => {
    expect(deskLookups(classifyScan('9780306406157'))).toEqual(['book', 'deletedByIsbn']);
  });

  it('when the scan has the form of a card, then the desk looks for the member first, then for titles', () => {
    expect(deskLookups(classifyScan('Matilda'))).toEqual(['member', 'titles']);
    expect(deskLookups(classifyScan('1234567897'))).toEqual(['member', 'titles']);
  });

  it.each([
    ['a card’s form', 'Matilda', 'No member has card Matilda'],
    ['a title', 'great gatsby', 'No book matches “great gatsby”: scan or type an ISBN'],
    ['an ISBN', '978-0-306-40615-7', 'No book with ISBN 978-0-306-40615-7 — add it?'],
  ])('when nothing is found for %s (%j), then the desk says so in its words', (_what, code, text) => {
    expect(deskNothingFound(classifyScan(code), code)).toBe(text);
  });

  it('when an ISBN is unknown, then the desk offers to add it', () => {
    expect(DESK_MESSAGES.noBookWithIsbn('9780306406157')).toBe('No book with ISBN 9780306406157 — add it?');
  });
});
