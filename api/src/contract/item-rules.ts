/**
 * The rules and texts of items (one row per physical copy of a book), without dependencies
 * (browser-safe; re-exported by ./rules): the statuses an item can have, the generated barcodes
 * (EAN-13 in GS1's restricted-circulation range: prefix 2, never an ISBN) and their check digit.
 */
import { isValidIsbn } from './isbn-rules';

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

/** What each status is called in messages and on screen ('This copy is on loan'). */
export const ITEM_STATUS_LABELS: Readonly<Record<ItemStatus, string>> = {
  on_shelf: 'on the shelf',
  on_loan: 'on loan',
  on_hold_shelf: 'on the hold shelf',
  lost: 'lost',
  damaged: 'damaged',
  in_repair: 'in repair',
  withdrawn: 'withdrawn',
  missing: 'missing',
};

/** The statuses `PATCH /items/:barcode` may set: off the shelf (with a reason), or back on it (found). */
export const ITEM_SET_STATUSES = ['on_shelf', 'lost', 'damaged', 'in_repair', 'withdrawn', 'missing'] as const;
export type ItemSetStatus = (typeof ITEM_SET_STATUSES)[number];

/**
 * The status changes a PATCH may make, from each status: a copy on the shelf may leave it for any
 * reason; a copy off it may be found (back on the shelf) or change its reason; a copy on loan or on
 * the hold shelf changes only by a return or a loan; a withdrawn copy may only be taken back.
 */
export const ITEM_STATUS_CHANGES: Readonly<Record<ItemStatus, readonly ItemSetStatus[]>> = {
  on_shelf: ['lost', 'damaged', 'in_repair', 'withdrawn', 'missing'],
  on_loan: [],
  on_hold_shelf: [],
  lost: ['on_shelf', 'damaged', 'in_repair', 'withdrawn', 'missing'],
  damaged: ['on_shelf', 'lost', 'in_repair', 'withdrawn', 'missing'],
  in_repair: ['on_shelf', 'lost', 'damaged', 'withdrawn', 'missing'],
  // Out of the collection: only taken back into it.
  withdrawn: ['on_shelf'],
  missing: ['on_shelf', 'lost', 'damaged', 'in_repair', 'withdrawn'],
};

/** Whether a change of status needs a reason: every one but back on the shelf. */
export const needsReason = (to: ItemSetStatus): boolean => to !== 'on_shelf';

/**
 * Whether a change is the catalogue's (withdrawing a copy, or taking one back into the collection),
 * or circulation's (lost, damaged, in repair, missing, found).
 */
export const isCatalogueChange = (from: ItemStatus, to: ItemSetStatus): boolean =>
  from === 'withdrawn' || to === 'withdrawn';

/** Limits of items' fields and requests. */
export const ITEM_LIMITS = {
  minBarcode: 4,
  maxBarcode: 20,
  /** Most copies one `POST /books/:id/items` adds. */
  maxAdded: 100,
  maxShelfMark: 50,
  maxLocation: 100,
  maxNotes: 1000,
  maxReason: 500,
} as const;

/** A barcode as uniqueness and lookups compare it: trimmed, upper-cased (stored as typed). */
export function itemBarcodeKey(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * Why a library's own barcode is refused, or undefined when it is good: 4–20 letters or digits (as
 * printed on its label, trimmed), and never a valid ISBN (a scan of it means the book).
 */
export function itemBarcodeProblem(text: string): string | undefined {
  const code = text.trim();
  const { minBarcode, maxBarcode } = ITEM_LIMITS;
  if (!/^[A-Za-z0-9]+$/.test(code) || code.length < minBarcode || code.length > maxBarcode) {
    return ITEM_MESSAGES.barcodeInvalid;
  }
  return isValidIsbn(code) ? ITEM_MESSAGES.barcodeIsIsbn : undefined;
}

/** The codes of items' failures; the gateway passes them on as conflicts. */
export const ITEM_ERROR_CODES = ['DUPLICATE_BARCODE', 'ITEM_STATUS_CONFLICT'] as const;

/** The texts of items' answers. */
export const ITEM_MESSAGES = {
  notFound: 'Item not found',
  barcodeInvalid: `Barcode must be ${ITEM_LIMITS.minBarcode} to ${ITEM_LIMITS.maxBarcode} letters or digits`,
  barcodeIsIsbn: 'Barcode is an ISBN: a scan of it would find the book, not this copy',
  barcodesRepeated: 'Each barcode may be given once',
  countOrBarcodes: 'Give how many copies to add or their barcodes, not both',
  /** 'Barcode 0042 is already on another copy' (the library's own barcodes, as typed). */
  barcodesTaken: (barcodes: readonly string[]): string =>
    barcodes.length === 1
      ? `Barcode ${barcodes[0]} is already on another copy`
      : `Barcodes ${barcodes.join(', ')} are already on other copies`,
  barcodeTaken: 'A barcode given is already on another copy',
  /** 'Give a reason for marking the copy lost'. */
  reasonRequired: (to: ItemSetStatus): string => `Give a reason for marking the copy ${ITEM_STATUS_LABELS[to]}`,
  nothingToChange: 'Give a status, shelf mark, location or notes to change',
  /** 'This copy is already lost'. */
  sameStatus: (status: ItemStatus): string => `This copy is already ${ITEM_STATUS_LABELS[status]}`,
  /** A copy on loan or on the hold shelf: what to do instead. */
  notChangeable: (status: ItemStatus): string =>
    status === 'on_loan'
      ? 'This copy is on loan: return it first'
      : `This copy is ${ITEM_STATUS_LABELS[status]} for a member: lend it to them, or cancel their hold, first`,
  cataloguersOnly: 'Only staff who catalogue may withdraw a copy, take one back, or change its shelf mark or location',
} as const;
