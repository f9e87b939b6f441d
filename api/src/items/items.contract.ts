/**
 * The items' answers as zod schemas (re-exported by `@library/api/contract`): one physical copy of a
 * book as `GET /books/:id/items` shows it, and the requests that add copies and change one. Rules and statuses: contract/item-rules.
 */
import { z } from 'zod';
import {
  CONTROL_CHARACTERS,
  ITEM_LIMITS,
  ITEM_MESSAGES,
  ITEM_SET_STATUSES,
  ITEM_STATUSES,
  MESSAGES,
  itemBarcodeKey,
  itemBarcodeProblem,
  needsReason,
} from '../contract/rules';
import { rule, wholeNumber } from '../contract/schema-parts';

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

/** Trimmed text of at most `max` characters, no control characters; blank is none (null). */
function optionalItemText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .refine((text) => !CONTROL_CHARACTERS.test(text), rule(MESSAGES.controlCharacters(label), 'invalid'))
    .refine((text) => text.length <= max, rule(MESSAGES.tooLong(label, max), 'maxlength'))
    .transform((text) => (text === '' ? null : text))
    .nullable();
}

/** A library's own barcode, as typed (trimmed): itemBarcodeProblem's rules. */
const ownBarcode = z
  .string({ error: ITEM_MESSAGES.barcodeInvalid })
  .trim()
  .superRefine((text, ctx) => {
    const problem = itemBarcodeProblem(text);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, params: { kind: 'invalid' } });
  });

/**
 * `POST /books/:id/items`: `count` copies with generated barcodes (1 when neither is given), or one
 * copy per barcode of the library's own (`barcodes`, each once); their shelf mark and location.
 */
export const itemsAddRequest = z
  .object({
    count: wholeNumber('Count', 1, ITEM_LIMITS.maxAdded).optional(),
    barcodes: z
      .array(ownBarcode, { error: 'Barcodes must be a list of barcodes' })
      .min(1, rule(MESSAGES.required('Barcodes'), 'required'))
      .max(ITEM_LIMITS.maxAdded, rule(MESSAGES.atMost('Barcodes', ITEM_LIMITS.maxAdded), 'max'))
      .refine(
        (codes) => new Set(codes.map(itemBarcodeKey)).size === codes.length,
        rule(ITEM_MESSAGES.barcodesRepeated, 'invalid'),
      )
      .optional(),
    shelfMark: optionalItemText('Shelf mark', ITEM_LIMITS.maxShelfMark).optional(),
    location: optionalItemText('Location', ITEM_LIMITS.maxLocation).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.count !== undefined && body.barcodes !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['count'], ...rule(ITEM_MESSAGES.countOrBarcodes, 'invalid') });
    }
  });
export type ItemsAddRequest = z.infer<typeof itemsAddRequest>;

/**
 * `PATCH /items/:barcode`: a new status (ITEM_STATUS_CHANGES; a reason for all but on_shelf), a
 * shelf mark, location or notes (blank clears). At least one of them.
 */
export const itemPatchRequest = z
  .object({
    status: z.enum(ITEM_SET_STATUSES, { error: `Status must be one of ${ITEM_SET_STATUSES.join(', ')}` }).optional(),
    reason: optionalItemText('Reason', ITEM_LIMITS.maxReason).optional(),
    shelfMark: optionalItemText('Shelf mark', ITEM_LIMITS.maxShelfMark).optional(),
    location: optionalItemText('Location', ITEM_LIMITS.maxLocation).optional(),
    notes: optionalItemText('Notes', ITEM_LIMITS.maxNotes).optional(),
  })
  .refine(
    (body) => [body.status, body.shelfMark, body.location, body.notes].some((v) => v !== undefined),
    rule(ITEM_MESSAGES.nothingToChange, 'required'),
  )
  .superRefine((body, ctx) => {
    if (body.status !== undefined && needsReason(body.status) && (body.reason ?? null) === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        ...rule(ITEM_MESSAGES.reasonRequired(body.status), 'required'),
      });
    }
  });
export type ItemPatchRequest = z.infer<typeof itemPatchRequest>;
