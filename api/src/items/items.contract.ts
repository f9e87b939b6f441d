/**
 * The items' answers as zod schemas (re-exported by `@library/api/contract`): one physical copy of a
 * book as `GET /books/:id/items` shows it. Rules and statuses: contract/item-rules.
 */
import { z } from 'zod';
import { ITEM_STATUSES } from '../contract/item-rules';

/** An item: its barcode, where it is, and when it is due back when it is out (public). */
export const itemJson = z.object({
  barcode: z.string(),
  bookId: z.string(),
  status: z.enum(ITEM_STATUSES),
  shelfMark: z.string().nullable(),
  location: z.string().nullable(),
  addedAt: z.string(),
  lastSeenAt: z.string().nullable(),
  lastBorrowedAt: z.string().nullable(),
  /** The due date of the loan it is out on (`YYYY-MM-DD`); null unless on loan. */
  dueDate: z.string().nullable(),
});
export type ItemJson = z.infer<typeof itemJson>;

/** `GET /items/:barcode`: a barcode as printed on a label (trimmed; any text finds nothing but a barcode). */
export const itemBarcodeParams = z.object({ barcode: z.string().trim().min(1).max(100) });
