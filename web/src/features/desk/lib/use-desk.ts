/**
 * The desk's hook: its state (the pure deskReducer) and the scans that change it. Scans are handled
 * one after the other (a queue), each with the state the ones before it left: a dispatch updates the
 * state the scans read at once, and React renders it.
 */
import { useApolloClient } from '@apollo/client/react';
import {
  DESK_MESSAGES,
  classifyScan,
  deskLookups,
  deskNothingFound,
  type DeskLookup,
  type ScanKind,
} from '@library/api/contract/rules';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { DeskLoanFieldsFragment } from '../../../gql-staff/graphql';
import { errorMessage } from '../../../lib/errors';
import { useLibraryTimeZone } from '../../../lib/access';
import type { DeskContext } from './desk-context';
import type { LendEntry, ReturnEntry } from './desk-entries';
import { lend, lendScanned, placeHold, takeCard, undoLend } from './desk-lend';
import { deletedBookLoans, findBook, searchTitles, type DeskBook } from './desk-lookups';
import { returnBook, returnFrom, returnLoan, takeDeletedBook, undoReturn } from './desk-return';
import {
  deskReducer,
  initialDeskState,
  type DeskAction,
  type DeskState,
  type Mode,
  type NoticeTask,
} from './desk-state';
import { signal } from './feedback';

/** A book chosen (by its ISBN or title): returned, lent, or kept for the next card. */
async function takeBook(desk: DeskContext, book: DeskBook): Promise<void> {
  desk.dispatch({ type: 'choices', choices: null });
  const { mode, member } = desk.state();
  if (mode === 'return') {
    await returnBook(desk, book);
  } else if (member) {
    await lend(desk, book);
  } else {
    desk.dispatch({ type: 'pendingBook', book });
    desk.say(true, DESK_MESSAGES.cardNext(book.title));
  }
}

/** One of a scan's lookups (deskLookups): true when it found what the scan is, and acted on it. */
async function lookUp(desk: DeskContext, lookup: DeskLookup, scan: ScanKind, typed: string): Promise<boolean> {
  const { client } = desk;
  if (lookup === 'member') return scan.kind === 'card' && (await takeCard(desk, scan.cardNumber));
  if (lookup === 'book') {
    const { mode, member } = desk.state();
    if (scan.kind === 'book' && mode === 'lend' && member) return lendScanned(desk, scan.isbn, member);
    const book = scan.kind === 'book' ? await findBook(client, scan.isbn) : null;
    if (!book) return false;
    if (mode === 'lend' && !member) desk.say(false, DESK_MESSAGES.cardFirst);
    else await takeBook(desk, book);
    return true;
  }
  if (lookup === 'deletedByIsbn') {
    const loans = scan.kind === 'book' ? await deletedBookLoans(client, { isbn: scan.isbn }) : [];
    if (loans.length > 0) await takeDeletedBook(desk, loans);
    return loans.length > 0;
  }
  const text = scan.kind === 'title' ? scan.text : typed.trim();
  const [books, deleted] = await Promise.all([searchTitles(client, text), deletedBookLoans(client, { search: text })]);
  if (books.length === 0 && deleted.length === 0) return false;
  desk.dispatch({ type: 'choices', choices: { kind: 'books', books, deleted } });
  desk.say(true, DESK_MESSAGES.chooseTitle);
  return true;
}

/** A typed, wedge or camera scan: each lookup in turn until one finds it, else why nothing was found. */
async function handleScan(desk: DeskContext, typed: string): Promise<void> {
  const scan = classifyScan(typed);
  desk.dispatch({ type: 'scan', card: scan.kind === 'card' });
  for (const lookup of deskLookups(scan)) {
    if (await lookUp(desk, lookup, scan, typed)) return;
  }
  const text = deskNothingFound(scan, typed);
  const addIsbn = scan.kind === 'book' ? typed : undefined;
  const { mode, member } = desk.state();
  if (addIsbn !== undefined && mode === 'lend' && member) {
    desk.dispatch({ type: 'lendLine', line: { kind: 'refused', text, addIsbn } });
  }
  desk.say(false, text, { addIsbn });
}

export interface Desk {
  state: DeskState;
  /** The "Card or book" input: focused after each scan (not while the camera scans). */
  inputRef: RefObject<HTMLInputElement | null>;
  scan: (typed: string) => void;
  /** A notice's button: its task. */
  runTask: (task: NoticeTask) => void;
  chooseBook: (book: DeskBook) => void;
  chooseLoan: (loan: DeskLoanFieldsFragment) => void;
  undoLend: (entry: Extract<LendEntry, { kind: 'lent' }>) => void;
  undoReturn: (entry: ReturnEntry) => void;
  switchMode: (mode: Mode) => void;
  setSound: (on: boolean) => void;
  openCamera: () => void;
  /** Stable: the scanner panel focuses its Close button whenever onClose changes. */
  closeCamera: () => void;
  done: () => void;
  nextMember: () => void;
}

/** The desk: its state, and what its scans, taps and switches do. */
export function useDesk(): Desk {
  const client = useApolloClient();
  const timeZone = useLibraryTimeZone();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState(initialDeskState);
  const current = useRef(initialDeskState);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const dispatch = useCallback((action: DeskAction) => {
    current.current = deskReducer(current.current, action);
    setState(current.current);
  }, []);

  const desk: DeskContext = {
    client,
    timeZone,
    state: () => current.current,
    dispatch,
    say: (ok, text, extra = {}) => {
      dispatch({ type: 'notice', notice: { ok, text, ...extra } });
      if (current.current.sound) signal(ok);
    },
  };

  useEffect(() => {
    inputRef.current?.focus();
  }, [state.mode]);

  const run = (task: (desk: DeskContext) => Promise<void>) => {
    queue.current = queue.current.then(async () => {
      dispatch({ type: 'busy', busy: true });
      try {
        await task(desk);
      } catch (failure: unknown) {
        desk.say(false, errorMessage(failure));
      } finally {
        dispatch({ type: 'busy', busy: false });
        // Ready for the next typed or wedge scan; not while the camera scans (on a phone the focus
        // would open the keyboard over the viewfinder at every code).
        if (!current.current.camera) inputRef.current?.focus();
      }
    });
  };

  const closeCamera = useCallback(() => {
    dispatch({ type: 'camera', open: false });
    inputRef.current?.focus();
  }, [dispatch]);

  return {
    state,
    inputRef,
    scan: (typed) => run((d) => handleScan(d, typed)),
    runTask: (task) =>
      run((d) =>
        task.kind === 'placeHold' ? placeHold(d, task.book, task.member) : returnFrom(d, task.loans, task.title),
      ),
    chooseBook: (book) => run((d) => takeBook(d, book)),
    chooseLoan: (loan) =>
      run(async (d) => {
        d.dispatch({ type: 'choices', choices: null });
        await returnLoan(d, loan);
      }),
    undoLend: (entry) => run((d) => undoLend(d, entry)),
    undoReturn: (entry) => run((d) => undoReturn(d, entry)),
    switchMode: (mode) => dispatch({ type: 'mode', mode }),
    setSound: (on) => dispatch({ type: 'sound', on }),
    openCamera: () => dispatch({ type: 'camera', open: true }),
    closeCamera,
    done: () => dispatch({ type: 'receipt', shown: true }),
    nextMember: () => {
      dispatch({ type: 'nextMember' });
      inputRef.current?.focus();
    },
  };
}
