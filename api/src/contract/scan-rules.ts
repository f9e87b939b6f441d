/**
 * The desk's scans (issue 22), without dependencies (browser-safe; re-exported by ./rules): what a
 * scanned or typed code is, by its form only (a valid ISBN is a book, a card number the library
 * accepts is a card, anything else is neither), and the texts the desk shows.
 */
import { isValidIsbn, isbnKey } from './isbn-rules';
import { cardKey, isCardNumber } from './member-rules';

/** What a scan is: a book (its ISBN key, the 13 digits), a member's card (its key), or neither. */
export type ScanKind = { kind: 'book'; isbn: string } | { kind: 'card'; cardNumber: string } | { kind: 'unknown' };

/**
 * Tells a scan's kind by its form, never by guessing: a valid ISBN-10 or ISBN-13 (hyphens and spaces
 * aside) is a book, with `isbn` its ISBN-13 key; a card number the contract accepts is a card (a
 * valid ISBN never is one); blank text and anything else are unknown.
 */
export function classifyScan(text: string): ScanKind {
  const code = text.trim();
  if (code === '') return { kind: 'unknown' };
  if (isValidIsbn(code)) return { kind: 'book', isbn: isbnKey(code) };
  if (isCardNumber(code)) return { kind: 'card', cardNumber: cardKey(code) };
  return { kind: 'unknown' };
}

/** The desk's texts. */
export const DESK_MESSAGES = {
  inputLabel: 'Card or book',
  inputHint: 'Scan or type a card number, an ISBN or a title, then press Enter',
  lend: 'Lend',
  return: 'Return',
  soundSwitch: 'Sound and vibration',
  /** An ISBN no book in the catalogue has. */
  noBookWithIsbn: (isbn: string): string => `No book with ISBN ${isbn} — add it?`,
  /** A code that is neither a card number nor an ISBN (and no title matched it). */
  neither: (code: string): string => `${code} is neither a card number nor an ISBN`,
  noMemberWithCard: (card: string): string => `No member has card ${card}`,
  /** The card of the member being served, scanned again: their visit goes on. */
  alreadyAtDesk: (name: string): string => `${name} is already at the desk: scan their books`,
  cardFirst: 'Scan a member’s card first',
  noTitleMatch: (text: string): string => `No book matches “${text}”: scan or type an ISBN`,
  chooseTitle: 'Which book?',
  lent: (title: string, due: string): string => `${title}: due ${due}`,
  notOut: (title: string): string => `No copy of ${title} is out`,
  chooseBorrower: 'Who is returning it?',
  returned: (title: string, name: string): string => `${title} returned from ${name}`,
  putAsideFor: (name: string): string => `Put aside for ${name}`,
  undo: 'Undo',
  undone: 'Undone',
  /** How the desk undoes a return: a new loan to the same member with the same due date. */
  undoReturnExplained: 'Undo lends the book again to the same member with the same due date.',
  done: 'Done',
  print: 'Print receipt',
  nextMember: 'Next member',
  receiptTitle: 'Receipt',
  mayBorrow: (n: number | null): string =>
    n === null ? 'May borrow any number of books' : `May borrow ${n} more ${n === 1 ? 'book' : 'books'}`,
  overdueBy: (days: number): string => `overdue by ${days} ${days === 1 ? 'day' : 'days'}`,
  dueIn: (days: number): string => (days === 0 ? 'due today' : `due in ${days} ${days === 1 ? 'day' : 'days'}`),
} as const;
