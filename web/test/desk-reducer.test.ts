import {
  deskReducer,
  initialDeskState,
  lentLoans,
  type DeskAction,
  type DeskState,
} from '../src/features/desk/lib/desk-state';
import type { DeskLoanFieldsFragment } from '../src/gql-staff/graphql';

const MEMBER = {
  id: 'member-1',
  name: 'Alex Kim',
  cardNumber: '1234567897',
  status: 'ACTIVE' as const,
  blockedReason: null,
  copiesOut: 1,
  loansLeft: 4,
};

function loan(id: string, title: string): DeskLoanFieldsFragment {
  return {
    id,
    bookId: `book-${id}`,
    title,
    quantity: 1,
    dueDate: '2099-01-21',
    createdAt: '2098-12-31T10:00:00.000Z',
    borrower: null,
    member: { id: MEMBER.id, name: MEMBER.name, cardNumber: MEMBER.cardNumber },
  };
}

function run(...actions: DeskAction[]): DeskState {
  return actions.reduce(deskReducer, initialDeskState);
}

const LENDING = {
  loans: { items: [] },
  holds: { items: [{ id: 'hold-1', bookId: 'book-dune', book: { id: 'book-dune', title: 'Dune' }, readyUntil: null }] },
};

describe('the desk reducer', () => {
  test('when the desk opens, then it lends, with no member, no notice and the sound off', () => {
    expect(initialDeskState).toMatchObject({ mode: 'lend', member: null, notice: null, sound: false, busy: false });
  });

  test('when a card finds a member in Return mode, then a new visit starts in Lend mode with an empty list', () => {
    const state = run(
      { type: 'visit', member: MEMBER },
      { type: 'lendLine', line: { kind: 'refused', text: 'Dune: no copy free' } },
      { type: 'mode', mode: 'return' },
      { type: 'visit', member: { ...MEMBER, id: 'member-2', name: 'Sam Lee' } },
    );
    expect(state.mode).toBe('lend');
    expect(state.member?.name).toBe('Sam Lee');
    expect(state.lendEntries).toEqual([]);
  });

  test('when a scanned book is lent, then it tops the visit, the standing updates and the ready hold goes', () => {
    const lent = { ...loan('dune', 'Dune'), bookId: 'book-dune', overdue: false };
    const state = run(
      { type: 'visit', member: MEMBER },
      { type: 'lending', lending: LENDING },
      { type: 'lendLine', line: { kind: 'refused', text: 'Emma: no copy free' } },
      { type: 'lentByScan', loan: lent, standing: { ...MEMBER, copiesOut: 2, loansLeft: 3 } },
    );
    expect(state.lendEntries.map((entry) => entry.kind)).toEqual(['lent', 'refused']);
    expect(new Set(state.lendEntries.map((entry) => entry.key)).size).toBe(2);
    expect(state.member?.loansLeft).toBe(3);
    expect(state.lending?.loans.items.map((item) => item.title)).toEqual(['Dune']);
    expect(state.lending?.holds.items).toEqual([]);
  });

  test('when a lend is undone, then its line is crossed out and the receipt leaves it off', () => {
    let state = run(
      { type: 'visit', member: MEMBER },
      { type: 'lendLine', line: { kind: 'lent', loan: loan('a', 'Dune'), undone: false } },
      { type: 'lendLine', line: { kind: 'lent', loan: loan('b', 'Emma'), undone: false } },
    );
    const [emma] = state.lendEntries;
    state = deskReducer(state, { type: 'lendUndone', key: emma.key });
    expect(state.lendEntries[0]).toMatchObject({ kind: 'lent', undone: true });
    expect(lentLoans(state).map((item) => item.title)).toEqual(['Dune']);
  });

  test('when a book is scanned after "Done", then the receipt closes; a card scanned keeps it', () => {
    const done = run({ type: 'visit', member: MEMBER }, { type: 'receipt', shown: true });
    expect(deskReducer(done, { type: 'scan', card: true }).receipt).toBe(true);
    expect(deskReducer(done, { type: 'scan', card: false }).receipt).toBe(false);
  });

  test('when a scan starts or the mode switches, then the choices go, and the mode switch clears the notice', () => {
    const shown = run(
      { type: 'choices', choices: { kind: 'loans', loans: [loan('a', 'Dune')] } },
      { type: 'notice', notice: { ok: true, text: 'Choose who is returning it' } },
    );
    expect(deskReducer(shown, { type: 'scan', card: false })).toMatchObject({ choices: null, notice: shown.notice });
    expect(deskReducer(shown, { type: 'mode', mode: 'return' })).toMatchObject({ choices: null, notice: null });
  });

  test('when a return is undone after a problem, then it is lent again and the problem goes', () => {
    let state = run({ type: 'returned', loan: loan('a', 'Dune'), putAside: ['Sam Lee'] });
    const key = state.returnEntries[0]?.key ?? 0;
    state = deskReducer(state, { type: 'returnProblem', key, problem: 'No copy free' });
    expect(state.returnEntries[0]).toMatchObject({ putAside: ['Sam Lee'], undone: false, problem: 'No copy free' });
    state = deskReducer(state, { type: 'returnUndone', key });
    expect(state.returnEntries[0]).toMatchObject({ undone: true, problem: undefined });
  });

  test('when the next member is called, then the member, their lending, the visit and the notice go; returns stay', () => {
    const state = run(
      { type: 'visit', member: MEMBER },
      { type: 'lending', lending: LENDING },
      { type: 'returned', loan: loan('a', 'Dune'), putAside: [] },
      { type: 'lendLine', line: { kind: 'lent', loan: loan('b', 'Emma'), undone: false } },
      { type: 'receipt', shown: true },
      { type: 'notice', notice: { ok: true, text: 'Lent' } },
      { type: 'nextMember' },
    );
    expect(state).toMatchObject({ member: null, lending: null, lendEntries: [], receipt: false, notice: null });
    expect(state.returnEntries).toHaveLength(1);
  });

  test('when a book is chosen before any card, then it waits for the next card', () => {
    const book = {
      id: 'book-dune',
      title: 'Dune',
      author: 'Frank Herbert',
      isbn: '0306406152',
      copies: 2,
      available: true,
    };
    expect(run({ type: 'pendingBook', book }).pendingBook).toBe(book);
    expect(run({ type: 'pendingBook', book }, { type: 'pendingBook', book: null }).pendingBook).toBeNull();
  });
});
