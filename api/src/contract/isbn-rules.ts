/**
 * The ISBN rule, without dependencies (browser-safe; re-exported by ./rules, imported by ./scan-rules
 * without going through ./rules, so no module imports itself back).
 */

/** An ISBN with its hyphens and spaces left out and a final `x` upper-cased: what is compared. */
export function isbnDigits(isbn: string): string {
  return isbn.replace(/[- ]/g, '').toUpperCase();
}

/**
 * Whether the text is a valid ISBN, hyphens and spaces aside: an ISBN-10 (9 digits and a check digit
 * or `X`, weighted 10 down to 1, the sum a multiple of 11) or an ISBN-13 starting 978 or 979 (weights
 * 1 and 3 alternating, the sum a multiple of 10).
 */
export function isValidIsbn(isbn: string): boolean {
  const digits = isbnDigits(isbn);
  if (/^\d{9}[\dX]$/.test(digits)) return isbn10CheckDigit(digits.slice(0, 9)) === digits[9];
  if (/^97[89]\d{10}$/.test(digits)) return isbn13CheckDigit(digits.slice(0, 12)) === digits[12];
  return false;
}

/** The check digit of an ISBN-10 whose first 9 digits are given (mod 11: `X` for 10). */
export function isbn10CheckDigit(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += (10 - i) * Number(first9[i]);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/**
 * The check digit of an ISBN-13 (or any EAN-13) whose first 12 digits are given (also how tests make
 * valid ISBNs).
 */
export function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += (i % 2 === 0 ? 1 : 3) * Number(first12[i]);
  return String((10 - (sum % 10)) % 10);
}

/**
 * What the catalogue's uniqueness compares (`books.isbn_key`): for a valid ISBN-10 or ISBN-13, the 13
 * digits of its ISBN-13 form (an ISBN-10 and its ISBN-13 are the same book); for any other text (a book
 * stored before check digits were checked), the text without hyphens and spaces, upper-cased.
 */
export function isbnKey(isbn: string): string {
  const digits = isbnDigits(isbn);
  if (!isValidIsbn(digits)) return digits;
  if (digits.length === 13) return digits;
  const first12 = `978${digits.slice(0, 9)}`;
  return first12 + isbn13CheckDigit(first12);
}

/**
 * The texts a valid ISBN can be stored as (hyphens and spaces left out): its ISBN-13 key and, for a
 * 978 ISBN, its ISBN-10. Any other text: itself as isbnDigits has it.
 */
export function isbnForms(isbn: string): string[] {
  const key = isbnKey(isbn);
  if (!/^978\d{10}$/.test(key)) return [key];
  const core = key.slice(3, 12);
  return [key, core + isbn10CheckDigit(core)];
}
