/**
 * The desk's state and its pure reducer: what the screen shows (mode, member, their lending, the
 * visit's lends, the returns, the choices, the last scan's notice, the receipt) and what the scans
 * need to know (the book waiting for a card, whether a scan is running, the camera, the sound).
 */
import type { DeskLoanFieldsFragment, DeskMemberLendingQuery, MemberByCardQuery } from '../../../gql-staff/graphql';
import type { DeskBook } from './desk-lookups';
import type { Choices, LendEntry, LendLine, ReturnEntry } from './desk-entries';
import { withLoan } from './lending';

export type Mode = 'lend' | 'return';
export type DeskMember = NonNullable<MemberByCardQuery['memberByCard']>;
export type Lending = DeskMemberLendingQuery;

/** What a notice's button does next: place a hold for the member, or return a deleted book's loans. */
export type NoticeTask =
  | { kind: 'placeHold'; book: DeskBook; member: DeskMember }
  | { kind: 'returnDeleted'; loans: DeskLoanFieldsFragment[]; title: string };

/** What the last scan did, shown under the input (a refusal is announced at once). */
export interface Notice {
  ok: boolean;
  text: string;
  /** An unknown ISBN: the add-book link's ISBN. */
  addIsbn?: string;
  /** What a tap does next, and its label. */
  action?: { label: string; task: NoticeTask };
}

export interface DeskState {
  mode: Mode;
  sound: boolean;
  camera: boolean;
  /** A scan (or a tap's task) is running. */
  busy: boolean;
  member: DeskMember | null;
  lending: Lending | null;
  lendEntries: LendEntry[];
  returnEntries: ReturnEntry[];
  choices: Choices | null;
  notice: Notice | null;
  receipt: boolean;
  /** A book chosen by its title before any card: the next member's card borrows it. */
  pendingBook: DeskBook | null;
  /** The key of the next lend or return entry. */
  nextKey: number;
}

export const initialDeskState: DeskState = {
  mode: 'lend',
  sound: false,
  camera: false,
  busy: false,
  member: null,
  lending: null,
  lendEntries: [],
  returnEntries: [],
  choices: null,
  notice: null,
  receipt: false,
  pendingBook: null,
  nextKey: 1,
};

export type DeskAction =
  | { type: 'mode'; mode: Mode }
  | { type: 'sound'; on: boolean }
  | { type: 'camera'; open: boolean }
  | { type: 'busy'; busy: boolean }
  | { type: 'notice'; notice: Notice | null }
  | { type: 'choices'; choices: Choices | null }
  /** A scan begins: the choices go; a book scanned in Lend mode reopens the visit after "Done". */
  | { type: 'scan'; card: boolean }
  /** A card found a member: a new visit in Lend mode. */
  | { type: 'visit'; member: DeskMember }
  /** The member at the desk as the server now has them. */
  | { type: 'member'; member: DeskMember }
  | { type: 'lending'; lending: Lending }
  /** A scanned book lent: its line, the member's standing after it and the loan in their panel. */
  | { type: 'lentByScan'; loan: DeskLoanFieldsFragment & { overdue: boolean }; standing: DeskMember | null }
  | { type: 'lendLine'; line: LendLine }
  | { type: 'lendUndone'; key: number }
  | { type: 'returned'; loan: DeskLoanFieldsFragment; putAside: string[] }
  | { type: 'returnUndone'; key: number }
  | { type: 'returnProblem'; key: number; problem: string }
  | { type: 'pendingBook'; book: DeskBook | null }
  | { type: 'receipt'; shown: boolean }
  | { type: 'nextMember' };

function addLend(state: DeskState, line: LendLine): DeskState {
  return { ...state, lendEntries: [{ ...line, key: state.nextKey }, ...state.lendEntries], nextKey: state.nextKey + 1 };
}

function mapReturn(state: DeskState, key: number, change: (entry: ReturnEntry) => ReturnEntry): DeskState {
  return { ...state, returnEntries: state.returnEntries.map((entry) => (entry.key === key ? change(entry) : entry)) };
}

export function deskReducer(state: DeskState, action: DeskAction): DeskState {
  switch (action.type) {
    case 'mode':
      return { ...state, mode: action.mode, choices: null, notice: null };
    case 'sound':
      return { ...state, sound: action.on };
    case 'camera':
      return { ...state, camera: action.open };
    case 'busy':
      return { ...state, busy: action.busy };
    case 'notice':
      return { ...state, notice: action.notice };
    case 'choices':
      return { ...state, choices: action.choices };
    case 'scan': {
      const reopen = !action.card && state.mode === 'lend' && state.member !== null;
      return { ...state, choices: null, receipt: reopen ? false : state.receipt };
    }
    case 'visit':
      return { ...state, mode: 'lend', member: action.member, lendEntries: [], receipt: false };
    case 'member':
      return { ...state, member: action.member };
    case 'lending':
      return { ...state, lending: action.lending };
    case 'lentByScan': {
      const next = addLend(state, { kind: 'lent', loan: action.loan, undone: false });
      return {
        ...next,
        member: action.standing ?? next.member,
        lending: next.lending && withLoan(next.lending, action.loan),
      };
    }
    case 'lendLine':
      return addLend(state, action.line);
    case 'lendUndone':
      return {
        ...state,
        lendEntries: state.lendEntries.map((entry) =>
          entry.key === action.key && entry.kind === 'lent' ? { ...entry, undone: true } : entry,
        ),
      };
    case 'returned': {
      const entry: ReturnEntry = { key: state.nextKey, loan: action.loan, putAside: action.putAside, undone: false };
      return { ...state, returnEntries: [entry, ...state.returnEntries], nextKey: state.nextKey + 1 };
    }
    case 'returnUndone':
      return mapReturn(state, action.key, (entry) => ({ ...entry, undone: true, problem: undefined }));
    case 'returnProblem':
      return mapReturn(state, action.key, (entry) => ({ ...entry, problem: action.problem }));
    case 'pendingBook':
      return { ...state, pendingBook: action.book };
    case 'receipt':
      return { ...state, receipt: action.shown };
    case 'nextMember':
      return { ...state, member: null, lending: null, lendEntries: [], receipt: false, notice: null };
  }
}

/** The loans of the visit still out (not undone): what the receipt lists. */
export function lentLoans(state: Pick<DeskState, 'lendEntries'>): DeskLoanFieldsFragment[] {
  return state.lendEntries.flatMap((entry) => (entry.kind === 'lent' && !entry.undone ? [entry.loan] : []));
}
