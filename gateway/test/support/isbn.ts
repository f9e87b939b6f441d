/** ISBNs for tests that create books through the real api, which checks their check digits. */
import { isbn13CheckDigit } from '@library/api/contract';

let counter = 0;

/**
 * A valid ISBN-13 (`prefix`, then the time and a counter, then the check digit) unique to this run:
 * a counter and the last 5 digits of the clock keep concurrent test files apart.
 */
export function uniqueIsbn(prefix: '978' | '979' = '979'): string {
  counter += 1;
  const first12 = `${prefix}${String(Date.now() % 1e5).padStart(5, '0')}${String(counter % 1e4).padStart(4, '0')}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}
