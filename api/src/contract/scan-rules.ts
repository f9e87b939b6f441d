/**
 * The desk's scans, without dependencies (browser-safe; re-exported by ./rules): what a
 * scanned or typed code is by its form (a valid ISBN is a book; a code with the form of a card may be
 * a card; any other text is a title), what the desk looks up for it and in which order, and the
 * texts the desk shows.
 */
import { isValidIsbn, isbnKey } from './isbn-rules';
import { cardKey, isCardNumber } from './member-rules';

/**
 * What a scan is by its form: a book (its ISBN key, the 13 digits), the form of a member's card (its
 * key; a known card is that card, else the text is searched as a title), a title (the text, trimmed),
 * or nothing (blank).
 */
export type ScanKind =
  | { kind: 'book'; isbn: string }
  | { kind: 'card'; cardNumber: string }
  | { kind: 'title'; text: string }
  | { kind: 'unknown' };

/**
 * Tells a scan's kind by its form, never by guessing: a valid ISBN-10 or ISBN-13 (hyphens and spaces
 * aside) is a book, with `isbn` its ISBN-13 key; a card number the contract accepts, without spaces
 * (text with spaces is never a card), has the form of a card (a valid ISBN never is one); any other
 * text is a title; blank text is unknown.
 */
export function classifyScan(text: string): ScanKind {
  const code = text.trim();
  if (code === '') return { kind: 'unknown' };
  if (isValidIsbn(code)) return { kind: 'book', isbn: isbnKey(code) };
  if (!/\s/.test(code) && isCardNumber(code)) return { kind: 'card', cardNumber: cardKey(code) };
  return { kind: 'title', text: code };
}

/**
 * What the desk looks up for a scan: `book`, the catalogue's book of the ISBN; `deletedByIsbn`, the
 * loans out of a deleted book with that ISBN (they keep its ISBN and title); `member`, the member with
 * the card; `titles`, the books whose title or author contains the text and the loans out of deleted
 * books whose title does.
 */
export type DeskLookup = 'book' | 'deletedByIsbn' | 'member' | 'titles';

/** The desk's lookups for a scan, in order: the first that finds anything says what the scan is. */
export function deskLookups(scan: ScanKind): readonly DeskLookup[] {
  switch (scan.kind) {
    case 'book':
      return ['book', 'deletedByIsbn'];
    case 'card':
      return ['member', 'titles'];
    case 'title':
      return ['titles'];
    case 'unknown':
      return [];
  }
}

/** What the desk says when none of a scan's lookups found anything (`typed`: the text as typed). */
export function deskNothingFound(scan: ScanKind, typed: string): string {
  switch (scan.kind) {
    case 'book':
      return DESK_MESSAGES.noBookWithIsbn(typed);
    case 'card':
      return DESK_MESSAGES.noMemberWithCard(typed);
    default:
      return DESK_MESSAGES.noTitleMatch(typed);
  }
}

/** The first word of a name: how the desk speaks of a member in a question ("Place hold for Mia?"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
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
  /** A code with the form of a card that no member has (and no title matched it). */
  noMemberWithCard: (card: string): string => `No member has card ${card}`,
  /** The card of the member being served, scanned again: their visit goes on. */
  alreadyAtDesk: (name: string): string => `${name} is already at the desk: scan their books`,
  cardFirst: 'Scan a member’s card first',
  /** A book chosen by its title before any member's card: the next card scanned borrows it. */
  cardNext: (title: string): string => `Scan a member’s card to lend ${title}`,
  /** Text that is no ISBN and no known card, which no title matched. */
  noTitleMatch: (text: string): string => `No book matches “${text}”: scan or type an ISBN`,
  chooseTitle: 'Which book?',
  /** A loan out of a book deleted from the catalogue, found by its ISBN or title (lend mode asks). */
  deletedReturnIt: 'This book was deleted: return it?',
  /** The button that answers it. */
  returnTitle: (title: string): string => `Return ${title}`,
  /** The title a choice shows for a deleted book's loan. */
  deletedBook: (title: string): string => `${title} (deleted book)`,
  /** A book no copy of which is free: a hold for the member at the desk instead. */
  placeHoldFor: (name: string): string => `Place hold for ${firstNameOf(name)}?`,
  holdPlaced: (title: string, name: string): string => `${title}: hold placed for ${name}`,
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
  /** A blocked member's standing, in place of mayBorrow: they may not borrow, and why. */
  blocked: (reason: string | null): string =>
    reason === null || reason.trim() === '' ? 'Blocked: may not borrow' : `Blocked: may not borrow (${reason})`,
  mayBorrow: (n: number | null): string =>
    n === null ? 'May borrow any number of books' : `May borrow ${n} more ${n === 1 ? 'book' : 'books'}`,
  overdueBy: (days: number): string => `overdue by ${days} ${days === 1 ? 'day' : 'days'}`,
  dueIn: (days: number): string => (days === 0 ? 'due today' : `due in ${days} ${days === 1 ? 'day' : 'days'}`),
} as const;
