/**
 * Test data the catalogue accepts, by the contract's rules (`@library/api/contract/rules`, never a
 * copy of them): valid ISBN-13s, and the genres.
 */
import { randomInt } from 'node:crypto';
import { GENRES, isbn13CheckDigit, type Genre } from '@library/api/contract/rules';

export { GENRES, type Genre };

/** The ISBN-13 of these 12 digits: them and their check digit. */
export function isbn13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(`an ISBN-13 is made of 12 digits and a check digit, not "${first12}"`);
  return first12 + isbn13CheckDigit(first12);
}

/** A valid ISBN-13 whose 12 digits are `prefix` (978 or 979) and `serial`, padded with zeros: a different one for each serial. */
export function serialIsbn13(serial: number, prefix: '978' | '979' = '979'): string {
  return isbn13(`${prefix}${String(serial).padStart(9, '0')}`);
}

/** A random valid ISBN-13 (978 and 9 random digits): unique enough for the books of one test. */
export function randomIsbn13(): string {
  return serialIsbn13(randomInt(1_000_000_000), '978');
}
