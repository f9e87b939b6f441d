import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import {
  DESK_MESSAGES,
  LIST_LIMITS,
  MEMBER_MESSAGES,
  addDays,
  cardKey,
  classifyScan,
  isbnKey,
} from '@library/api/contract/rules';
import { Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { SCANNER_TEXTS, ScannerPanel } from '../../../components/scanner';
import type {
  DeskBooksQuery,
  DeskLoanFieldsFragment,
  DeskMemberLendingQuery,
  DeskMemberQuery,
} from '../../../gql-staff/graphql';
import { errorMessage } from '../../../lib/errors';
import {
  DeskBookLoansDocument,
  DeskBooksDocument,
  DeskBorrowDocument,
  DeskMemberDocument,
  DeskMemberLendingDocument,
  DeskReturnDocument,
} from '../api/desk';
import { dueInWords, laterDay, localToday } from '../lib/desk-dates';
import { signal } from '../lib/feedback';
import '../desk.css';

type Mode = 'lend' | 'return';
type DeskMember = NonNullable<DeskMemberQuery['memberByCard']>;
type DeskBook = DeskBooksQuery['books']['items'][number];
type Lending = DeskMemberLendingQuery;

/** What the last scan did, shown under the input (a refusal is announced at once). */
interface Notice {
  ok: boolean;
  text: string;
  /** An unknown ISBN: the add-book link's ISBN. */
  addIsbn?: string;
}

/** One line of the lending transaction: a loan made (with Undo) or a refusal in place. */
type LendLine =
  { kind: 'lent'; loan: DeskLoanFieldsFragment; undone: boolean } | { kind: 'refused'; text: string; addIsbn?: string };
type LendEntry = LendLine & { key: number };

/** One return, with who had it and whom the copy was put aside for. */
interface ReturnEntry {
  key: number;
  loan: DeskLoanFieldsFragment;
  putAside: string[];
  undone: boolean;
  problem?: string;
}

/** Choices the desk offers after a title search (books) or a return several borrowers could make (loans). */
type Choices = { kind: 'books'; books: DeskBook[] } | { kind: 'loans'; loans: DeskLoanFieldsFragment[] };

const TITLE_SEARCH_LIMIT = 10;

/** A refused borrow's message, with the copies on the hold shelf for others when the api counts them. */
function refusalText(failure: unknown): string {
  const message = errorMessage(failure);
  if (!CombinedGraphQLErrors.is(failure)) return message;
  const onHoldShelf = failure.errors[0]?.extensions?.['onHoldShelf'];
  return typeof onHoldShelf === 'number' && onHoldShelf > 0
    ? `${message} (${MEMBER_MESSAGES.onHoldShelf(onHoldShelf)})`
    : message;
}

function loanName(loan: DeskLoanFieldsFragment): string {
  return loan.member?.name ?? loan.borrower ?? 'no borrower recorded';
}

/** Who has a loan: the same member (or free-text borrower) gets one key. */
function borrowerKey(loan: DeskLoanFieldsFragment): string {
  return loan.member ? `member:${loan.member.id}` : `borrower:${loan.borrower ?? ''}`;
}

function MemberPanel({ member, lending }: { member: DeskMember; lending: Lending | null }) {
  const loans = lending?.loans.items ?? [];
  const holds = lending?.holds.items ?? [];
  return (
    <section className="desk-member" aria-labelledby="desk-member-name">
      <h2 id="desk-member-name" className="desk-member__name user-text">
        {member.name}
      </h2>
      <p className="mono">Card {member.cardNumber}</p>
      {member.status === 'BLOCKED' ? (
        <p className="desk-member__blocked" role="alert">
          Blocked: {member.blockedReason ?? 'no reason given'}
        </p>
      ) : null}
      <p>{DESK_MESSAGES.mayBorrow(member.loansLeft)}</p>
      <h3 className="desk-subtitle">Loans out ({loans.length})</h3>
      {loans.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul className="desk-list">
          {loans.map((loan) => (
            <li key={loan.id}>
              <span className="user-text">{loan.title ?? 'Deleted book'}</span>
              {loan.quantity > 1 ? ` (${loan.quantity} copies)` : ''} — due{' '}
              <time dateTime={loan.dueDate}>{loan.dueDate}</time>,{' '}
              <span className={loan.overdue ? 'desk-overdue' : undefined}>
                {dueInWords(loan.dueDate, loan.overdue)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {holds.length > 0 ? (
        <>
          <h3 className="desk-subtitle">Holds ready for them ({holds.length})</h3>
          <ul className="desk-list">
            {holds.map((hold) => (
              <li key={hold.id}>
                <span className="user-text">{hold.book.title ?? 'Deleted book'}</span>
                {hold.readyUntil ? ` — on the hold shelf until ${hold.readyUntil}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function Receipt({
  member,
  loans,
  onNext,
}: {
  member: DeskMember;
  loans: DeskLoanFieldsFragment[];
  onNext: () => void;
}) {
  return (
    <section className="desk-receipt" aria-labelledby="desk-receipt-title">
      <h2 id="desk-receipt-title">{DESK_MESSAGES.receiptTitle}</h2>
      <p>
        <span className="user-text">{member.name}</span> — card <span className="mono">{member.cardNumber}</span>
      </p>
      <p>Date: {localToday()}</p>
      {loans.length === 0 ? (
        <p>No books lent.</p>
      ) : (
        <table className="desk-receipt__table">
          <thead>
            <tr>
              <th scope="col">Book</th>
              <th scope="col">Due</th>
            </tr>
          </thead>
          <tbody>
            {loans.map((loan) => (
              <tr key={loan.id}>
                <td className="user-text">{loan.title ?? 'Deleted book'}</td>
                <td>
                  <time dateTime={loan.dueDate}>{loan.dueDate}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="desk-actions desk-no-print">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {DESK_MESSAGES.print}
        </button>
        <button type="button" className="button button--secondary" onClick={onNext}>
          {DESK_MESSAGES.nextMember}
        </button>
      </div>
    </section>
  );
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
  const [loanDays, setLoanDays] = useState(0);
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
  const state = useRef({ mode, member, loanDays, sound, receipt, camera });
  useLayoutEffect(() => {
    state.current = { mode, member, loanDays, sound, receipt, camera };
  });
  const nextKey = useRef(1);

  useEffect(() => {
    inputRef.current?.focus();
  }, [mode]);

  const feedback = useCallback((ok: boolean) => {
    if (state.current.sound) signal(ok);
  }, []);

  const say = useCallback(
    (ok: boolean, text: string, addIsbn?: string) => {
      setNotice({ ok, text, addIsbn });
      feedback(ok);
    },
    [feedback],
  );

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

  const startMember = async (cardNumber: string, typed: string) => {
    const data = await refreshMember(cardNumber);
    const found = data?.memberByCard ?? null;
    if (!found || !data) {
      say(false, DESK_MESSAGES.noMemberWithCard(typed));
      return;
    }
    setLoanDays(data.loanRules.loanDays);
    state.current = { ...state.current, mode: 'lend', member: found, loanDays: data.loanRules.loanDays };
    setLendEntries([]);
    setReceipt(false);
    setMode('lend');
    say(true, `${found.name}: ${DESK_MESSAGES.mayBorrow(found.loansLeft)}`);
  };

  /** The book whose ISBN key is `isbn` (its 9 core digits find it stored as ISBN-10 or ISBN-13). */
  const findBook = async (isbn: string): Promise<DeskBook | null> => {
    const result = await client.query({
      query: DeskBooksDocument,
      variables: { search: isbn.slice(3, 12), limit: 100 },
      fetchPolicy: 'network-only',
    });
    return result.data?.books.items.find((book) => isbnKey(book.isbn) === isbn) ?? null;
  };

  const searchTitles = async (text: string): Promise<DeskBook[]> => {
    if (text.length > LIST_LIMITS.maxSearch) return [];
    const result = await client.query({
      query: DeskBooksDocument,
      variables: { search: text, limit: TITLE_SEARCH_LIMIT },
      fetchPolicy: 'network-only',
    });
    return result.data?.books.items ?? [];
  };

  const addLendEntry = (line: LendLine) => {
    const key = nextKey.current++;
    setLendEntries((entries) => [{ ...line, key }, ...entries]);
  };

  const lend = async (book: DeskBook) => {
    const current = state.current.member;
    if (!current) return;
    const dueDate = addDays(localToday(), state.current.loanDays);
    try {
      const result = await client.mutate({
        mutation: DeskBorrowDocument,
        variables: { book: book.id, quantity: 1, dueDate, member: current.cardNumber },
      });
      const loan = result.data?.borrowBook;
      if (!loan) throw new Error('The library did not answer');
      addLendEntry({ kind: 'lent', loan, undone: false });
      say(true, DESK_MESSAGES.lent(loan.title ?? book.title, loan.dueDate));
    } catch (failure: unknown) {
      const text = `${book.title}: ${refusalText(failure)}`;
      addLendEntry({ kind: 'refused', text });
      say(false, text);
    }
    await refreshMember(current.cardNumber);
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

  const returnBook = async (book: DeskBook) => {
    const result = await client.query({
      query: DeskBookLoansDocument,
      variables: { bookId: book.id },
      fetchPolicy: 'network-only',
    });
    const loans = result.data?.loans.items ?? [];
    if (loans.length === 0) {
      say(false, DESK_MESSAGES.notOut(book.title));
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

  const takeBook = async (book: DeskBook) => {
    setChoices(null);
    if (state.current.mode === 'lend') await lend(book);
    else await returnBook(book);
  };

  const handleScan = async (typed: string) => {
    const scan = classifyScan(typed);
    setChoices(null);
    if (scan.kind === 'card') {
      const current = state.current.member;
      // The member being served scanned again (the camera sees the card a second time, or it is
      // scanned twice): restarting would wipe "This visit", so the visit goes on. After "Done" the
      // visit is over, and the card starts a new one.
      if (current && !state.current.receipt && cardKey(current.cardNumber) === scan.cardNumber) {
        if (state.current.mode !== 'lend') switchMode('lend');
        say(true, DESK_MESSAGES.alreadyAtDesk(current.name));
        return;
      }
      await startMember(scan.cardNumber, typed);
      return;
    }
    const lendMode = state.current.mode === 'lend';
    if (lendMode && !state.current.member) {
      say(false, scan.kind === 'book' ? DESK_MESSAGES.cardFirst : DESK_MESSAGES.neither(typed));
      return;
    }
    if (lendMode) setReceipt(false);
    if (scan.kind === 'book') {
      const book = await findBook(scan.isbn);
      if (!book) {
        const text = DESK_MESSAGES.noBookWithIsbn(typed);
        if (lendMode) addLendEntry({ kind: 'refused', text, addIsbn: typed });
        say(false, text, typed);
        return;
      }
      await takeBook(book);
      return;
    }
    // Neither a card nor an ISBN: a title (or author) search, with the books found as choices.
    const books = await searchTitles(typed);
    if (books.length === 0) {
      say(false, DESK_MESSAGES.neither(typed));
      return;
    }
    setChoices({ kind: 'books', books });
    say(true, DESK_MESSAGES.chooseTitle);
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
              {notice.text}{' '}
              {notice.addIsbn ? (
                <Link to={`/add-book?isbn=${encodeURIComponent(notice.addIsbn)}`}>Add this book</Link>
              ) : null}
            </p>
          ) : null}
        </div>

        {choices ? (
          <section
            className="desk-choices"
            aria-label={choices.kind === 'books' ? DESK_MESSAGES.chooseTitle : DESK_MESSAGES.chooseBorrower}
          >
            <ul className="desk-list">
              {choices.kind === 'books'
                ? choices.books.map((book) => (
                    <li key={book.id}>
                      <button
                        type="button"
                        className="button button--secondary desk-choice"
                        onClick={() => run(() => takeBook(book))}
                      >
                        <span className="user-text">{book.title}</span> — {book.author} ({book.isbn})
                      </button>
                    </li>
                  ))
                : choices.loans.map((loan) => (
                    <li key={loan.id}>
                      <button
                        type="button"
                        className="button button--secondary desk-choice"
                        onClick={() =>
                          run(async () => {
                            setChoices(null);
                            await returnLoan(loan);
                          })
                        }
                      >
                        Return from <span className="user-text">{loanName(loan)}</span>, due {loan.dueDate}
                      </button>
                    </li>
                  ))}
            </ul>
          </section>
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
          {lendEntries.length > 0 ? (
            <section className="desk-no-print" aria-labelledby="desk-lent-title">
              <h2 id="desk-lent-title" className="desk-subtitle">
                This visit
              </h2>
              <ul className="desk-list">
                {lendEntries.map((entry) =>
                  entry.kind === 'lent' ? (
                    <li key={entry.key} className={entry.undone ? 'desk-entry desk-entry--undone' : 'desk-entry'}>
                      <span className="user-text">{entry.loan.title ?? 'Book'}</span> — due{' '}
                      <time dateTime={entry.loan.dueDate}>{entry.loan.dueDate}</time>
                      {entry.undone ? (
                        ` (${DESK_MESSAGES.undone})`
                      ) : (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          onClick={() => undoLend(entry)}
                          aria-label={`${DESK_MESSAGES.undo}: ${entry.loan.title ?? 'Book'}`}
                        >
                          {DESK_MESSAGES.undo}
                        </button>
                      )}
                    </li>
                  ) : (
                    <li key={entry.key} className="desk-entry desk-entry--refused">
                      {entry.text}{' '}
                      {entry.addIsbn ? (
                        <Link to={`/add-book?isbn=${encodeURIComponent(entry.addIsbn)}`}>Add this book</Link>
                      ) : null}
                    </li>
                  ),
                )}
              </ul>
            </section>
          ) : null}
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
        <section className="desk-no-print" aria-labelledby="desk-returns-title">
          <h2 id="desk-returns-title" className="desk-subtitle">
            Returned
          </h2>
          <p className="field__hint">{DESK_MESSAGES.undoReturnExplained}</p>
          {returnEntries.length === 0 ? (
            <p>Scan or type a book to return it.</p>
          ) : (
            <ul className="desk-list">
              {returnEntries.map((entry) => (
                <li key={entry.key} className={entry.undone ? 'desk-entry desk-entry--undone' : 'desk-entry'}>
                  {entry.putAside.length > 0 ? (
                    <p className="desk-put-aside">{DESK_MESSAGES.putAsideFor(entry.putAside.join(', '))}</p>
                  ) : null}
                  <span className="user-text">{entry.loan.title ?? 'Book'}</span> — from{' '}
                  <span className="user-text">{loanName(entry.loan)}</span>, was due{' '}
                  <time dateTime={entry.loan.dueDate}>{entry.loan.dueDate}</time>
                  {entry.undone ? (
                    ` (${DESK_MESSAGES.undone}: lent again)`
                  ) : (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => undoReturn(entry)}
                      aria-label={`${DESK_MESSAGES.undo}: ${entry.loan.title ?? 'Book'}`}
                    >
                      {DESK_MESSAGES.undo}
                    </button>
                  )}
                  {entry.problem ? <span className="field__error"> {entry.problem}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
