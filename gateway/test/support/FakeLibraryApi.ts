/**
 * A LibraryApi that answers what its test set up and records every call. It holds no REST rules:
 * what REST itself does (search, validation, stock) is tested against the real api in
 * integration.test.ts. Test data comes from ./restData.
 *
 *   api.when.getBook.returns(aBook({ _id: 'b1' }));
 *   api.when.getBook.failsWith(404, aRestError('Book not found', 'NOT_FOUND'));  // via fromRestFailure
 *   api.when.listBooks.throws(new Error('boom'));                                // anything else
 *   api.argsOf('listBooks')  // → [[params], ...], in call order; api.calls: every call
 *
 * A method with nothing set up fails with INTERNAL_SERVER_ERROR and a message saying so, but `me`
 * (`GET /auth/me`): it answers an open library with nobody signed in (the spec's behaviour, which the
 * tests written before sign-in assume) until a test sets another viewer (./viewers).
 */
import { GraphQLError } from 'graphql';
import { ErrorCode, fromRestFailure } from '../../src/errors';
import type { LibraryApi } from '../../src/rest/LibraryApi';

export type Method = keyof LibraryApi;
type ArgsOf<M extends Method> = Parameters<LibraryApi[M]>;
type ResultOf<M extends Method> = Awaited<ReturnType<LibraryApi[M]>>;

/** One recorded call: the method and the arguments it was given. */
export type Call = { [M in Method]: { method: M; args: ArgsOf<M> } }[Method];

/** What one method answers: set by the test with `returns`, `failsWith` or `throws`. */
export class Canned<T> {
  private answer: (() => T) | null = null;

  constructor(private readonly method: Method) {}

  /** Resolves to `value` from now on. */
  returns(value: T): void {
    this.answer = () => value;
  }

  /** Rejects as the REST client does for this REST status and body (see `fromRestFailure`). */
  failsWith(status: number, body: unknown): void {
    this.answer = () => {
      throw fromRestFailure(status, body);
    };
  }

  /** Rejects with `error` itself (e.g. an unexpected failure the gateway must mask). */
  throws(error: unknown): void {
    this.answer = () => {
      throw error;
    };
  }

  /** The answer set up, or a rejection saying that none was. */
  next(): Promise<T> {
    const answer = this.answer;
    if (!answer) {
      return Promise.reject(
        new GraphQLError(`FakeLibraryApi: the test set up no answer for ${this.method}`, {
          extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
        }),
      );
    }
    return new Promise<T>((resolve) => resolve(answer()));
  }
}

function isCallTo<M extends Method>(
  call: { method: Method; args: unknown[] },
  method: M,
): call is { method: M; args: ArgsOf<M> } {
  return call.method === method;
}

export class FakeLibraryApi implements LibraryApi {
  /** Every call, in order. */
  readonly calls: Call[] = [];
  /** What each method answers, e.g. `api.when.getBook.returns(aBook())`. */
  readonly when: { [M in Method]: Canned<ResultOf<M>> } = {
    listBooks: new Canned('listBooks'),
    getBook: new Canned('getBook'),
    bookByIsbn: new Canned('bookByIsbn'),
    isbnLookup: new Canned('isbnLookup'),
    bookCovers: new Canned('bookCovers'),
    fetchCover: new Canned('fetchCover'),
    removeCover: new Canned('removeCover'),
    createBook: new Canned('createBook'),
    updateBook: new Canned('updateBook'),
    deleteBook: new Canned('deleteBook'),
    borrowBook: new Canned('borrowBook'),
    borrowSummary: new Canned('borrowSummary'),
    borrowTotals: new Canned('borrowTotals'),
    listLoans: new Canned('listLoans'),
    returnLoan: new Canned('returnLoan'),
    health: new Canned('health'),
    bookHistory: new Canned('bookHistory'),
    booksByIds: new Canned('booksByIds'),
    bookHistories: new Canned('bookHistories'),
    memberHistories: new Canned('memberHistories'),
    holdQueues: new Canned('holdQueues'),
    me: new Canned('me'),
    signIn: new Canned('signIn'),
    signOut: new Canned('signOut'),
    setUp: new Canned('setUp'),
    invitation: new Canned('invitation'),
    acceptInvitation: new Canned('acceptInvitation'),
    updateMe: new Canned('updateMe'),
    changePassword: new Canned('changePassword'),
    listSessions: new Canned('listSessions'),
    endOtherSessions: new Canned('endOtherSessions'),
    listPasskeys: new Canned('listPasskeys'),
    passkeyRegistrationOptions: new Canned('passkeyRegistrationOptions'),
    addPasskey: new Canned('addPasskey'),
    removePasskey: new Canned('removePasskey'),
    passkeySignInOptions: new Canned('passkeySignInOptions'),
    passkeySignIn: new Canned('passkeySignIn'),
    listStaff: new Canned('listStaff'),
    createStaff: new Canned('createStaff'),
    updateStaff: new Canned('updateStaff'),
    resetStaff: new Canned('resetStaff'),
    listTokens: new Canned('listTokens'),
    createToken: new Canned('createToken'),
    revokeToken: new Canned('revokeToken'),
    activity: new Canned('activity'),
    listMembers: new Canned('listMembers'),
    getMember: new Canned('getMember'),
    memberByCard: new Canned('memberByCard'),
    createMember: new Canned('createMember'),
    updateMember: new Canned('updateMember'),
    blockMember: new Canned('blockMember'),
    unblockMember: new Canned('unblockMember'),
    deleteMember: new Canned('deleteMember'),
    inviteMember: new Canned('inviteMember'),
    memberHistory: new Canned('memberHistory'),
    loanRules: new Canned('loanRules'),
    updateLoanRules: new Canned('updateLoanRules'),
    renewLoan: new Canned('renewLoan'),
    listHolds: new Canned('listHolds'),
    placeHold: new Canned('placeHold'),
    cancelHold: new Canned('cancelHold'),
    my: new Canned('my'),
    myHistory: new Canned('myHistory'),
    setKeepHistory: new Canned('setKeepHistory'),
  };

  constructor() {
    this.when.me.returns({ open: true, timeZone: 'UTC', account: null, session: null, token: null });
  }

  /** The arguments of each call to `method`, in order. */
  argsOf<M extends Method>(method: M): ArgsOf<M>[] {
    const args: ArgsOf<M>[] = [];
    for (const call of this.calls) if (isCallTo(call, method)) args.push(call.args);
    return args;
  }

  /** A LibraryApi method that records each call and answers what the test set up for it. */
  private method<M extends Method>(method: M) {
    return (...args: ArgsOf<M>): Promise<ResultOf<M>> => {
      this.calls.push({ method, args } as Call);
      const canned: Canned<ResultOf<M>> = this.when[method];
      return canned.next();
    };
  }

  readonly listBooks = this.method('listBooks');
  readonly getBook = this.method('getBook');
  readonly bookByIsbn = this.method('bookByIsbn');
  readonly isbnLookup = this.method('isbnLookup');
  readonly bookCovers = this.method('bookCovers');
  readonly fetchCover = this.method('fetchCover');
  readonly removeCover = this.method('removeCover');
  readonly createBook = this.method('createBook');
  readonly updateBook = this.method('updateBook');
  readonly deleteBook = this.method('deleteBook');
  readonly borrowBook = this.method('borrowBook');
  readonly borrowSummary = this.method('borrowSummary');
  readonly borrowTotals = this.method('borrowTotals');
  readonly listLoans = this.method('listLoans');
  readonly returnLoan = this.method('returnLoan');
  readonly health = this.method('health');
  readonly bookHistory = this.method('bookHistory');
  readonly booksByIds = this.method('booksByIds');
  readonly bookHistories = this.method('bookHistories');
  readonly memberHistories = this.method('memberHistories');
  readonly holdQueues = this.method('holdQueues');
  readonly me = this.method('me');
  readonly signIn = this.method('signIn');
  readonly signOut = this.method('signOut');
  readonly setUp = this.method('setUp');
  readonly invitation = this.method('invitation');
  readonly acceptInvitation = this.method('acceptInvitation');
  readonly updateMe = this.method('updateMe');
  readonly changePassword = this.method('changePassword');
  readonly listSessions = this.method('listSessions');
  readonly endOtherSessions = this.method('endOtherSessions');
  readonly listPasskeys = this.method('listPasskeys');
  readonly passkeyRegistrationOptions = this.method('passkeyRegistrationOptions');
  readonly addPasskey = this.method('addPasskey');
  readonly removePasskey = this.method('removePasskey');
  readonly passkeySignInOptions = this.method('passkeySignInOptions');
  readonly passkeySignIn = this.method('passkeySignIn');
  readonly listStaff = this.method('listStaff');
  readonly createStaff = this.method('createStaff');
  readonly updateStaff = this.method('updateStaff');
  readonly resetStaff = this.method('resetStaff');
  readonly listTokens = this.method('listTokens');
  readonly createToken = this.method('createToken');
  readonly revokeToken = this.method('revokeToken');
  readonly activity = this.method('activity');
  readonly listMembers = this.method('listMembers');
  readonly getMember = this.method('getMember');
  readonly memberByCard = this.method('memberByCard');
  readonly createMember = this.method('createMember');
  readonly updateMember = this.method('updateMember');
  readonly blockMember = this.method('blockMember');
  readonly unblockMember = this.method('unblockMember');
  readonly deleteMember = this.method('deleteMember');
  readonly inviteMember = this.method('inviteMember');
  readonly memberHistory = this.method('memberHistory');
  readonly loanRules = this.method('loanRules');
  readonly updateLoanRules = this.method('updateLoanRules');
  readonly renewLoan = this.method('renewLoan');
  readonly listHolds = this.method('listHolds');
  readonly placeHold = this.method('placeHold');
  readonly cancelHold = this.method('cancelHold');
  readonly my = this.method('my');
  readonly myHistory = this.method('myHistory');
  readonly setKeepHistory = this.method('setKeepHistory');

  /** Every call but `me` (who is asking), in order: what an operation asked of REST for its own work. */
  get restCalls(): Call[] {
    return this.calls.filter((call) => call.method !== 'me');
  }

  /** How many calls went to `method`. */
  count(method: Method): number {
    return this.calls.filter((call) => call.method === method).length;
  }
}
