/**
 * The rules and texts of items (one row per physical copy of a book), without dependencies
 * (browser-safe; re-exported by ./rules): the statuses an item can have, the generated barcodes
 * (EAN-13 in GS1's restricted-circulation range: prefix 2, never an ISBN) and their check digit.
 */

/**
 * Where a copy is: on the shelf (to lend), on loan, on the hold shelf (put aside for a ready hold),
 * lost, damaged, in repair, withdrawn (no longer in the collection) or missing (not found at a stocktake).
 */
export const ITEM_STATUSES = [
  'on_shelf',
  'on_loan',
  'on_hold_shelf',
  'lost',
  'damaged',
  'in_repair',
  'withdrawn',
  'missing',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The first digit of a generated barcode: GS1's restricted-circulation numbers (never a book's ISBN). */
export const GENERATED_BARCODE_PREFIX = '2';

/**
 * The EAN-13 check digit of 12 digits: the digits weighted 1, 3, 1, 3, … from the left, the digit
 * that brings their sum to a multiple of 10. The migrations' SQL function library_ean13_check
 * mirrors it (a test holds the two together).
 */
export function ean13CheckDigit(twelveDigits: string): string {
  if (!/^\d{12}$/.test(twelveDigits)) throw new RangeError('an EAN-13 check digit needs 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelveDigits[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** Whether text is a generated item barcode: 13 digits, prefix 2, a right check digit. */
export function isGeneratedBarcode(text: string): boolean {
  return (
    /^\d{13}$/.test(text) &&
    text.startsWith(GENERATED_BARCODE_PREFIX) &&
    ean13CheckDigit(text.slice(0, 12)) === text.slice(12)
  );
}

/** The texts of items' answers. */
export const ITEM_MESSAGES = {
  notFound: 'Item not found',
} as const;
