import { useApolloClient } from '@apollo/client/react';
import {
  DESK_MESSAGES,
  cardKey,
  classifyScan,
  deskLookups,
  deskNothingFound,
  shownDate,
  type DeskLookup,
  type ScanKind,
} from '@library/api/contract/rules';
import { Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { PageHeader } from '../../../components/page-header';
import { SCANNER_TEXTS, ScannerPanel } from '../../../components/scanner';
import type { DeskLoanFieldsFragment, DeskMemberLendingQuery } from '../../../gql-staff/graphql';
import { errorMessage } from '../../../lib/errors';
import {
  DeskBookLoansDocument,
  DeskBorrowDocument,
  DeskLendByIsbnDocument,
  DeskMemberDocument,
  DeskMemberLendingDocument,
  DeskPlaceHoldDocument,
  DeskReturnDocument,
} from '../api/desk';
import { laterDay, localToday } from '../lib/desk-dates';
import { deletedBookLoans, findBook, searchTitles, type DeskBook } from '../lib/desk-lookups';
import { signal } from '../lib/feedback';
import type { LendEntry, LendLine, ReturnEntry } from '../lib/desk-entries';
import { withLoan } from '../lib/lending';
import { noCopyFree, noSuchBook } from '../lib/refusals';
import { AddBookLink } from './add-book-link';
import { DeskChoices, loanName, type Choices } from './desk-choices';
import { MemberPanel, standingOf, type DeskMember } from './member-panel';
import { LendList } from './lend-list';
import { Receipt } from './receipt';
import { ReturnsPanel } from './returns-panel';
import '../desk.css';

type Mode = 'lend' | 'return';
type Lending = DeskMemberLendingQuery;

/** What the last scan did, shown under the input (a refusal is announced at once). */
interface Notice {
  ok: boolean;
  text: string;
  /** An unknown ISBN: the add-book link's ISBN. */
  addIsbn?: string;
  /** What a tap does next: return a deleted book's loan, place a hold for the member. */
  action?: { label: string; onClick: () => void };
}

/** Who has a loan: the same member (or free-text borrower) gets one key. */
function borrowerKey(loan: DeskLoanFieldsFragment): string {
  return loan.member ? `member:${loan.member.id}` : `borrower:${loan.borrower ?? ''}`;
}

/**
 * /desk: lend and return by scanning (a keyboard-wedge scanner types the code and Enter in the one
 * focused input) or typing. Lend: a card starts a member, then each book becomes a loan (Undo returns
 * it), "Done" shows a receipt to print. Return: a book's loan out is returned (a choice when several
 * people have it), a hold turns it into "Put aside for …".
 */
export function DeskScreen() {
  const client = useApolloClient();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [mode, setMode] = useState<Mode>('lend');
  const [sound, setSound] = useState(false);
  const [member, setMember] = useState<DeskMember | null>(null);
  const [lending, setLending] = useState<Lending | null>(null);
  const [lendEntries, setLendEntries] = useState<LendEntry[]>([]);
  const [returnEntries, setReturnEntries] = useState<ReturnEntry[]>([]);
  const [choices, setChoices] = useState<Choices | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [receipt, setReceipt] = useState(false);
  const [busy, setBusy] = useState(false);
  const [camera, setCamera] = useState(false);

  // Scans are handled one after the other, each with the state the ones before it left.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const state = useRef({ mode, member, sound, receipt, camera });
  useLayoutEffect(() => {
    state.current = { mode, member, sound, receipt, camera };
  });
  const nextKey = useRef(1);

  useEffect(() => {
    inputRef.current?.focus();
  }, [mode]);

  const feedback = useCallback((ok: boolean) => {
    if (state.current.sound) signal(ok);
  }, []);

  const say = useCallback(
    (ok: boolean, text: string, extra: Pick<Notice, 'addIsbn' | 'action'> = {}) => {
      setNotice({ ok, text, ...extra });
      feedback(ok);
    },
    [feedback],
  );
  // A book chosen by its title before any card: the next member's card borrows it.
  const pendingBook = useRef<DeskBook | null>(null);

  const loadLending = useCallback(
    async (memberId: string) => {
      const result = await client.query({
        query: DeskMemberLendingDocument,
        variables: { memberId },
        fetchPolicy: 'network-only',
      });
      if (result.data) setLending(result.data);
    },
    [client],
  );

  const refreshMember = useCallback(
    async (cardNumber: string) => {
      const result = await client.query({
        query: DeskMemberDocument,
        variables: { cardNumber },
        fetchPolicy: 'network-only',
      });
      const found = result.data?.memberByCard ?? null;
      if (found) {
        setMember(found);
        await loadLending(found.id);
      }
      return result.data;
    },
    [client, loadLending],
  );

  /** A card: the member at the desk again (the visit goes on), or a new one; false when nobody has it. */
  const takeCard = async (cardNumber: string): Promise<boolean> => {
    const current = state.current.member;
    // The member being served scanned again (the camera sees the card a second time, or it is
    // scanned twice): restarting would wipe "This visit", so the visit goes on. After "Done" the
    // visit is over, and the card starts a new one.
    if (current && !state.current.receipt && cardKey(current.cardNumber) === cardNumber) {
      if (state.current.mode !== 'lend') switchMode('lend');
      say(true, DESK_MESSAGES.alreadyAtDesk(current.name));
      return true;
    }
    const data = await refreshMember(cardNumber);
    const found = data?.memberByCard ?? null;
    if (!found || !data) return false;
    state.current = { ...state.current, mode: 'lend', member: found };
    setLendEntries([]);
    setReceipt(false);
    setMode('lend');
    // A blocked member is refused as a book would be: the low signal, and why.
    say(found.status !== 'BLOCKED', `${found.name}: ${standingOf(found)}`);
    const pending = pendingBook.current;
    pendingBook.current = null;
    if (pending) await lend(pending);
    return true;
  };

  const addLendEntry = (line: LendLine) => {
    const key = nextKey.current++;
    setLendEntries((entries) => [{ ...line, key }, ...entries]);
  };

  /** A lend refused: the api's refusal says why (the hold shelf's copies for others included). */
  const refuse = (book: DeskBook, current: DeskMember, failure: unknown) => {
    const text = `${book.title}: ${errorMessage(failure)}`;
    addLendEntry({ kind: 'refused', text });
    // No copy free: the member may wait for one.
    const action = noCopyFree(failure)
      ? { label: DESK_MESSAGES.placeHoldFor(current.name), onClick: () => run(() => placeHold(book, current)) }
      : undefined;
    say(false, text, { action });
  };

  /** A book chosen by its title lent to the member at the desk, due when the server's loan rules say. */
  const lend = async (book: DeskBook) => {
    const current = state.current.member;
    if (!current) return;
    try {
      const result = await client.mutate({
        mutation: DeskBorrowDocument,
        variables: { book: book.id, quantity: 1, member: current.cardNumber },
      });
      const loan = result.data?.borrowBook;
      if (!loan) throw new Error('The library did not answer');
      addLendEntry({ kind: 'lent', loan, undone: false });
      say(true, DESK_MESSAGES.lent(loan.title ?? book.title, shownDate(loan.dueDate)));
    } catch (failure: unknown) {
      refuse(book, current, failure);
    }
    await refreshMember(current.cardNumber);
  };

  /**
   * A book scanned with a member at the desk: one request lends it and answers the member's standing,
   * so the panel is brought up to date without asking again. False when no book has the ISBN; a
   * refusal reads the book (its title, and the hold to offer).
   */
  const lendScanned = async (isbn: string, current: DeskMember): Promise<boolean> => {
    try {
      const result = await client.mutate({
        mutation: DeskLendByIsbnDocument,
        variables: { isbn, member: current.cardNumber },
      });
      const loan = result.data?.borrowBook;
      if (!loan) throw new Error('The library did not answer');
      addLendEntry({ kind: 'lent', loan, undone: false });
      say(true, DESK_MESSAGES.lent(loan.title ?? 'Book', shownDate(loan.dueDate)));
      const standing = loan.memberStanding;
      if (standing) {
        state.current = { ...state.current, member: standing };
        setMember(standing);
      }
      setLending((lending) => lending && withLoan(lending, loan));
    } catch (failure: unknown) {
      if (noSuchBook(failure)) return false;
      const book = await findBook(client, isbn);
      if (!book) return false;
      refuse(book, current, failure);
    }
    return true;
  };

  const placeHold = async (book: DeskBook, forMember: DeskMember) => {
    try {
      await client.mutate({
        mutation: DeskPlaceHoldDocument,
        variables: { bookId: book.id, member: forMember.cardNumber },
      });
      say(true, DESK_MESSAGES.holdPlaced(book.title, forMember.name));
    } catch (failure: unknown) {
      say(false, errorMessage(failure));
    }
  };

  /** A scanned book is one copy: a loan of several gives back one (the rest stay out on it). */
  const returnLoan = async (loan: DeskLoanFieldsFragment) => {
    try {
      const result = await client.mutate({
        mutation: DeskReturnDocument,
        variables: loan.quantity > 1 ? { id: loan.id, quantity: 1 } : { id: loan.id },
      });
      const returned = result.data?.returnLoan;
      if (!returned) throw new Error('The library did not answer');
      const putAside = returned.putAside.map((hold) => hold.member.name);
      const key = nextKey.current++;
      setReturnEntries((entries) => [{ key, loan: returned, putAside, undone: false }, ...entries]);
      say(
        true,
        putAside.length > 0
          ? DESK_MESSAGES.putAsideFor(putAside.join(', '))
          : DESK_MESSAGES.returned(returned.title ?? 'Book', loanName(returned)),
      );
    } catch (failure: unknown) {
      say(false, errorMessage(failure));
    }
  };

  /** A book's loans out: the one borrower's oldest comes back, or a choice when several have it. */
  const returnFrom = async (loans: DeskLoanFieldsFragment[], title: string) => {
    if (loans.length === 0) {
      say(false, DESK_MESSAGES.notOut(title));
      return;
    }
    if (new Set(loans.map(borrowerKey)).size === 1) {
      // One borrower: their oldest loan of it comes back.
      await returnLoan(loans.reduce((oldest, loan) => (loan.createdAt < oldest.createdAt ? loan : oldest)));
      return;
    }
    setChoices({ kind: 'loans', loans: [...loans].sort((a, b) => a.dueDate.localeCompare(b.dueDate)) });
    say(true, DESK_MESSAGES.chooseBorrower);
  };

  const returnBook = async (book: DeskBook) => {
    const result = await client.query({
      query: DeskBookLoansDocument,
      variables: { bookId: book.id },
      fetchPolicy: 'network-only',
    });
    await returnFrom(result.data?.loans.items ?? [], book.title);
  };

  const takeBook = async (book: DeskBook) => {
    setChoices(null);
    if (state.current.mode === 'return') {
      await returnBook(book);
    } else if (state.current.member) {
      await lend(book);
    } else {
      pendingBook.current = book;
      say(true, DESK_MESSAGES.cardNext(book.title));
    }
  };

  /** Loans out of a deleted book: returned in Return mode; in Lend mode the desk asks first. */
  const takeDeletedBook = async (loans: DeskLoanFieldsFragment[]) => {
    const title = loans[0]?.title ?? 'Book';
    if (state.current.mode === 'return') {
      await returnFrom(loans, title);
      return;
    }
    say(false, `${title}: ${DESK_MESSAGES.deletedReturnIt}`, {
      action: { label: DESK_MESSAGES.returnTitle(title), onClick: () => run(() => returnFrom(loans, title)) },
    });
  };

  /** One of a scan's lookups (deskLookups): true when it found what the scan is, and acted on it. */
  const lookUp = async (lookup: DeskLookup, scan: ScanKind, typed: string): Promise<boolean> => {
    if (lookup === 'member') return scan.kind === 'card' && (await takeCard(scan.cardNumber));
    if (lookup === 'book') {
      const current = state.current.member;
      if (scan.kind === 'book' && state.current.mode === 'lend' && current) return lendScanned(scan.isbn, current);
      const book = scan.kind === 'book' ? await findBook(client, scan.isbn) : null;
      if (!book) return false;
      if (state.current.mode === 'lend' && !state.current.member) say(false, DESK_MESSAGES.cardFirst);
      else await takeBook(book);
      return true;
    }
    if (lookup === 'deletedByIsbn') {
      const loans = scan.kind === 'book' ? await deletedBookLoans(client, { isbn: scan.isbn }) : [];
      if (loans.length > 0) await takeDeletedBook(loans);
      return loans.length > 0;
    }
    const text = scan.kind === 'title' ? scan.text : typed.trim();
    const [books, deleted] = await Promise.all([
      searchTitles(client, text),
      deletedBookLoans(client, { search: text }),
    ]);
    if (books.length === 0 && deleted.length === 0) return false;
    setChoices({ kind: 'books', books, deleted });
    say(true, DESK_MESSAGES.chooseTitle);
    return true;
  };

  const handleScan = async (typed: string) => {
    const scan = classifyScan(typed);
    setChoices(null);
    if (scan.kind !== 'card' && state.current.mode === 'lend' && state.current.member) setReceipt(false);
    for (const lookup of deskLookups(scan)) {
      if (await lookUp(lookup, scan, typed)) return;
    }
    const text = deskNothingFound(scan, typed);
    const addIsbn = scan.kind === 'book' ? typed : undefined;
    if (addIsbn !== undefined && state.current.mode === 'lend' && state.current.member) {
      addLendEntry({ kind: 'refused', text, addIsbn });
    }
    say(false, text, { addIsbn });
  };

  const run = (task: () => Promise<void>) => {
    queue.current = queue.current.then(async () => {
      setBusy(true);
      try {
        await task();
      } catch (failure: unknown) {
        say(false, errorMessage(failure));
      } finally {
        setBusy(false);
        // Ready for the next typed or wedge scan; not while the camera scans (on a phone the focus
        // would open the keyboard over the viewfinder at every code).
        if (!state.current.camera) inputRef.current?.focus();
      }
    });
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    setCode('');
    if (typed === '') return;
    run(() => handleScan(typed));
  };

  const undoLend = (entry: Extract<LendEntry, { kind: 'lent' }>) =>
    run(async () => {
      try {
        await client.mutate({ mutation: DeskReturnDocument, variables: { id: entry.loan.id } });
        setLendEntries((entries) => entries.map((e) => (e.key === entry.key ? { ...entry, undone: true } : e)));
        say(true, `${entry.loan.title ?? 'Book'}: ${DESK_MESSAGES.undone}`);
      } catch (failure: unknown) {
        say(false, errorMessage(failure));
      }
      const current = state.current.member;
      if (current) await refreshMember(current.cardNumber);
    });

  const undoReturn = (entry: ReturnEntry) =>
    run(async () => {
      const { loan } = entry;
      try {
        await client.mutate({
          mutation: DeskBorrowDocument,
          variables: {
            book: loan.bookId,
            quantity: loan.quantity,
            // A loan that was overdue cannot be lent again into the past: it is due today then.
            dueDate: laterDay(loan.dueDate, localToday()),
            member: loan.member?.cardNumber,
            borrower: loan.member ? undefined : (loan.borrower ?? undefined),
          },
        });
        setReturnEntries((entries) =>
          entries.map((e) => (e.key === entry.key ? { ...entry, undone: true, problem: undefined } : e)),
        );
        say(true, `${loan.title ?? 'Book'}: ${DESK_MESSAGES.undone}`);
      } catch (failure: unknown) {
        const problem = errorMessage(failure);
        setReturnEntries((entries) => entries.map((e) => (e.key === entry.key ? { ...entry, problem } : e)));
        say(false, problem);
      }
    });

  const nextMember = () => {
    state.current = { ...state.current, member: null };
    setMember(null);
    setLending(null);
    setLendEntries([]);
    setReceipt(false);
    setNotice(null);
    inputRef.current?.focus();
  };

  const switchMode = (next: Mode) => {
    state.current = { ...state.current, mode: next };
    setMode(next);
    setChoices(null);
    setNotice(null);
  };

  // Stable: the panel focuses its Close button whenever onClose changes.
  const closeCamera = useCallback(() => {
    setCamera(false);
    inputRef.current?.focus();
  }, []);

  /** A code the camera read: the same path as a typed or wedge scan. The panel stays open for the next. */
  const onCameraCode = (text: string) => run(() => handleScan(text));

  const lentLoans = lendEntries.flatMap((entry) => (entry.kind === 'lent' && !entry.undone ? [entry.loan] : []));

  return (
    <div className="container desk">
      <div className="desk-no-print">
        <PageHeader title="Desk" subtitle="Lend and return by scanning cards and books, or by typing them." />
        <div className="desk-modes" role="group" aria-label="Desk mode">
          {(['lend', 'return'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={`button ${mode === value ? 'button--primary' : 'button--secondary'}`}
              aria-pressed={mode === value}
              onClick={() => switchMode(value)}
            >
              {value === 'lend' ? DESK_MESSAGES.lend : DESK_MESSAGES.return}
            </button>
          ))}
          <label className="desk-sound">
            <input type="checkbox" checked={sound} onChange={(event) => setSound(event.target.checked)} />{' '}
            {DESK_MESSAGES.soundSwitch}
          </label>
        </div>

        <form className="desk-scan" onSubmit={onSubmit}>
          <label className="label" htmlFor={inputId}>
            {DESK_MESSAGES.inputLabel}
          </label>
          <div className="desk-scan__row">
            <input
              ref={inputRef}
              id={inputId}
              className="input desk-scan__input"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              aria-describedby={hintId}
              autoFocus
            />
            <button type="submit" className="button button--primary">
              Enter
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-expanded={camera}
              onClick={() => (camera ? closeCamera() : setCamera(true))}
            >
              {SCANNER_TEXTS.title}
            </button>
          </div>
          <p className="field__hint" id={hintId}>
            {DESK_MESSAGES.inputHint}
          </p>
        </form>
        {camera ? (
          // Lazy: the panel and its reader load when the camera is first opened, never with /desk.
          <Suspense fallback={<p role="status">{SCANNER_TEXTS.opening}</p>}>
            <ScannerPanel onCode={onCameraCode} onClose={closeCamera} />
          </Suspense>
        ) : null}

        <div aria-live="polite" aria-busy={busy} className="desk-notice-region">
          {notice ? (
            <p className={notice.ok ? 'desk-notice desk-notice--ok' : 'desk-notice desk-notice--refused'}>
              {notice.text} <AddBookLink isbn={notice.addIsbn} />
              {notice.action ? (
                <button type="button" className="button button--primary button--small" onClick={notice.action.onClick}>
                  {notice.action.label}
                </button>
              ) : null}
            </p>
          ) : null}
        </div>

        {choices ? (
          <DeskChoices
            choices={choices}
            onBook={(book) => run(() => takeBook(book))}
            onLoan={(loan) =>
              run(async () => {
                setChoices(null);
                await returnLoan(loan);
              })
            }
          />
        ) : null}
      </div>

      {mode === 'lend' ? (
        <>
          {member ? (
            <div className="desk-no-print">
              <MemberPanel member={member} lending={lending} />
            </div>
          ) : (
            <p className="desk-no-print">Scan or type a member’s card to start.</p>
          )}
          <LendList entries={lendEntries} onUndo={undoLend} />
          {member && !receipt ? (
            <div className="desk-actions desk-no-print">
              <button type="button" className="button button--primary" onClick={() => setReceipt(true)}>
                {DESK_MESSAGES.done}
              </button>
            </div>
          ) : null}
          {member && receipt ? <Receipt member={member} loans={lentLoans} onNext={nextMember} /> : null}
        </>
      ) : (
        <ReturnsPanel entries={returnEntries} onUndo={undoReturn} />
      )}
    </div>
  );
}
