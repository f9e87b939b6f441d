/**
 * How many copies a book has, in words: `books.copies` counts those on the shelf; the
 * copies on loan (its loans not returned) and on the hold shelf (its ready holds) are counted from
 * those rows, never stored twice. Browser-safe: no dependencies.
 */

/** A book's copies by where they are. */
export interface CopiesWhere {
  /** On the shelf, to borrow (`books.copies`). */
  shelf: number;
  /** Out on loan: the quantities of its loans not returned. */
  onLoan: number;
  /** Put aside on the hold shelf for members (its ready holds). */
  onHoldShelf: number;
}

/** '1 copy', '3 copies'. */
export function copiesText(n: number): string {
  return n === 1 ? '1 copy' : `${n} copies`;
}

/** All the copies the library has of the book: shelf + on loan + hold shelf. */
export function totalCopies({ shelf, onLoan, onHoldShelf }: CopiesWhere): number {
  return shelf + onLoan + onHoldShelf;
}

export const COPIES_MESSAGES = {
  /** '3 copies: 1 on the shelf, 2 on loan' (the hold shelf when any); 'No copies' when there are none. */
  where: (copies: CopiesWhere): string => {
    const total = totalCopies(copies);
    if (total === 0) return 'No copies';
    const parts = [`${copies.shelf} on the shelf`];
    if (copies.onLoan > 0) parts.push(`${copies.onLoan} on loan`);
    if (copies.onHoldShelf > 0) parts.push(`${copies.onHoldShelf} on the hold shelf`);
    return `${copiesText(total)}: ${parts.join(', ')}`;
  },
  /** The edit form's note on Copies: 'Copies counts those on the shelf (2 more are on loan).' */
  shelfOnly: (onLoan: number): string =>
    `Copies counts those on the shelf${onLoan > 0 ? ` (${onLoan} more ${onLoan === 1 ? 'is' : 'are'} on loan)` : ''}.`,
  /** Delete's question under 'Are you sure?': the title, and the copies out when any. */
  deleteBook: (title: string, onLoan: number): string =>
    `"${title}" will be deleted.` +
    (onLoan > 0
      ? ` ${onLoan === 1 ? '1 copy is' : `${onLoan} copies are`} on loan; their loans stay in the history.`
      : ''),
  /** 'Return this loan?' names the book and the borrower: '"Dune" borrowed by Alex Kim. …' */
  returnLoan: (title: string | null, borrower: string | null): string =>
    `${title === null ? 'This book' : `"${title}"`}${borrower === null ? '' : ` borrowed by ${borrower}`}. ` +
    'Its copies go back on the shelf.',
  /** The question's field for a loan of several copies: how many come back (1..its quantity, all at first). */
  returnHowMany: 'Copies coming back',
  /** After a return: 'Loan returned', or for part of a loan '1 of 3 copies returned; 2 stay on loan'. */
  returned: (copies: number, of: number): string =>
    copies >= of ? 'Loan returned' : `${copies} of ${of} copies returned; ${of - copies} stay on loan`,
} as const;
