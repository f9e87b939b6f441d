/**
 * Authorization in the gateway, through executeOperation with a context built as the app
 * builds one, for a viewer of each kind (./support/viewers): `GET /auth/me` answers who is asking,
 * and the resolvers decide with the contract's rules (OPERATION_PERMISSIONS, `allows`). The fake
 * REST client holds no rules: it answers what each test sets up and records the calls.
 */
import type { ApolloServer } from '@apollo/server';
import { allows, AUTH_MESSAGES, refusalFor, type Permission } from '@library/api/contract/rules';
import { accessOfMe, type GatewayContext } from '../src/context';
import { OPERATION_PERMISSIONS } from '../src/resolvers/permissions';
import { FakeLibraryApi } from './support/FakeLibraryApi';
import { codes, run, testServer } from './support/graphql';
import {
  aBook,
  aBookPage,
  aBorrow,
  aHold,
  aHoldPage,
  aLoanPage,
  aMember,
  aMemberPage,
  aMy,
  aRestError,
  aSummaryPage,
  someLoanRules,
} from './support/restData';
import {
  aPasskey,
  aSession,
  aSignIn,
  aStaffAccount,
  anAccount,
  anActivityEntry,
  anActivityPage,
  anApiToken,
  anInvitation,
  contextAs,
  meOf,
  VIEWERS,
  type Viewer,
} from './support/viewers';

let server: ApolloServer<GatewayContext>;
let api: FakeLibraryApi;

beforeAll(async () => {
  server = testServer();
  await server.start();
});
afterAll(() => server.stop());
beforeEach(() => {
  api = new FakeLibraryApi();
});

/** Each operation: a document using it, and the REST answer it needs when it is allowed. */
const OPERATIONS: Partial<Record<string, { query: string; setup: (fake: FakeLibraryApi) => void }>> = {
  books: { query: '{ books { total } }', setup: (f) => f.when.listBooks.returns(aBookPage()) },
  book: { query: '{ book(id: "b1") { id } }', setup: (f) => f.when.getBook.returns(aBook()) },
  bookByIsbn: {
    query: '{ bookByIsbn(isbn: "9780306406157") { id } }',
    setup: (f) => f.when.bookByIsbn.returns(aBook()),
  },
  isbnLookup: {
    query: '{ isbnLookup(isbn: "9780306406157") { title } }',
    setup: (f) =>
      f.when.isbnLookup.returns({
        isbn: '9780306406157',
        title: 'Found',
        authors: [],
        publisher: null,
        year: null,
        pages: null,
        description: null,
        hasCover: false,
      }),
  },
  borrowSummary: {
    query: '{ borrowSummary { totalQuantity } }',
    setup: (f) => f.when.borrowSummary.returns(aSummaryPage([])),
  },
  borrowTotals: {
    query: '{ borrowTotals { copiesOut } }',
    setup: (f) => f.when.borrowTotals.returns({ titles: 0, totalBorrowed: 0, copiesOut: 0, overdueCopies: 0 }),
  },
  library: { query: '{ library { open } }', setup: () => undefined },
  viewer: { query: '{ viewer { id } }', setup: () => undefined },
  invitation: {
    query: '{ invitation(token: "t") { email } }',
    setup: (f) =>
      f.when.invitation.returns({ email: 'a@b.org', name: 'A', expiresAt: '2026-01-01T00:00:00.000Z', member: false }),
  },
  loans: { query: '{ loans { total } }', setup: (f) => f.when.listLoans.returns(aLoanPage()) },
  staffAccounts: { query: '{ staffAccounts { id } }', setup: (f) => f.when.listStaff.returns([]) },
  apiTokens: { query: '{ apiTokens { id } }', setup: (f) => f.when.listTokens.returns([]) },
  activity: { query: '{ activity { total } }', setup: (f) => f.when.activity.returns(anActivityPage([])) },
  accountSessions: { query: '{ accountSessions { id } }', setup: (f) => f.when.listSessions.returns([]) },
  signIn: {
    query: 'mutation { signIn(email: "a@b.org", password: "long enough") { id } }',
    setup: (f) => f.when.signIn.returns(aSignIn()),
  },
  setUpLibrary: {
    query: 'mutation { setUpLibrary(code: "c", name: "A", email: "a@b.org", password: "long enough") { id } }',
    setup: (f) => f.when.setUp.returns(aSignIn()),
  },
  acceptInvitation: {
    query: 'mutation { acceptInvitation(token: "t", password: "long enough") { id } }',
    setup: (f) => f.when.acceptInvitation.returns(aSignIn()),
  },
  signOut: { query: 'mutation { signOut }', setup: (f) => f.when.signOut.returns(undefined) },
  borrowBook: {
    query: 'mutation { borrowBook(book: "b1", quantity: 1, dueDate: "2030-01-01") { id } }',
    setup: (f) => f.when.borrowBook.returns(aBorrow()),
  },
  returnLoan: { query: 'mutation { returnLoan(id: "l1") { id } }', setup: (f) => f.when.returnLoan.returns(aBorrow()) },
  createBook: {
    query:
      'mutation { createBook(input: { title: "T", author: "A", genre: FICTION, isbn: "9780441013593", copies: 1 }) { id } }',
    setup: (f) => f.when.createBook.returns(aBook()),
  },
  updateBook: {
    query: 'mutation { updateBook(id: "b1", input: { title: "T" }) { id } }',
    setup: (f) => f.when.updateBook.returns(aBook()),
  },
  deleteBook: { query: 'mutation { deleteBook(id: "b1") }', setup: (f) => f.when.deleteBook.returns(undefined) },
  fetchCover: {
    query: 'mutation { fetchCover(id: "b1") { large { url } } }',
    setup: (f) => f.when.fetchCover.returns({ book: 'b1', version: 'v1', sizes: [{ width: 240, height: 360 }] }),
  },
  removeCover: { query: 'mutation { removeCover(id: "b1") }', setup: (f) => f.when.removeCover.returns(undefined) },
  createStaffAccount: {
    query: 'mutation { createStaffAccount(input: { name: "G", email: "g@b.org", role: VOLUNTEER }) { url } }',
    setup: (f) => f.when.createStaff.returns(anInvitation()),
  },
  updateStaffAccount: {
    query: 'mutation { updateStaffAccount(id: "a2", input: { role: LIBRARIAN }) { id } }',
    setup: (f) => f.when.updateStaff.returns(aStaffAccount()),
  },
  resetStaffAccount: {
    query: 'mutation { resetStaffAccount(id: "a2") { url } }',
    setup: (f) => f.when.resetStaff.returns(anInvitation()),
  },
  createApiToken: {
    query: 'mutation { createApiToken(name: "S", role: VOLUNTEER) { secret } }',
    setup: (f) => f.when.createToken.returns({ token: anApiToken(), secret: 'lib_secret' }),
  },
  revokeApiToken: {
    query: 'mutation { revokeApiToken(id: "t1") { id } }',
    setup: (f) => f.when.revokeToken.returns(anApiToken()),
  },
  updateMyAccount: {
    query: 'mutation { updateMyAccount(name: "N") { name } }',
    setup: (f) => f.when.updateMe.returns(anAccount()),
  },
  changePassword: {
    query: 'mutation { changePassword(currentPassword: "old one!", newPassword: "new one!") }',
    setup: (f) => f.when.changePassword.returns(undefined),
  },
  signOutEverywhereElse: {
    query: 'mutation { signOutEverywhereElse }',
    setup: (f) => f.when.endOtherSessions.returns(2),
  },
  passkeys: { query: '{ passkeys { id } }', setup: (f) => f.when.listPasskeys.returns([]) },
  startPasskeyRegistration: {
    query: 'mutation { startPasskeyRegistration }',
    setup: (f) => f.when.passkeyRegistrationOptions.returns({ challenge: 'c' }),
  },
  finishPasskeyRegistration: {
    query: 'mutation { finishPasskeyRegistration(name: "Laptop", response: "{}") { id } }',
    setup: (f) => f.when.addPasskey.returns(aPasskey()),
  },
  removePasskey: {
    query: 'mutation { removePasskey(id: "p1") }',
    setup: (f) => f.when.removePasskey.returns(aPasskey()),
  },
  startPasskeySignIn: {
    query: 'mutation { startPasskeySignIn }',
    setup: (f) => f.when.passkeySignInOptions.returns({ challenge: 'c' }),
  },
  finishPasskeySignIn: {
    query: 'mutation { finishPasskeySignIn(response: "{}") { id } }',
    setup: (f) => f.when.passkeySignIn.returns(aSignIn()),
  },
  // Members, loan rules and holds.
  loanRules: { query: '{ loanRules { loanDays } }', setup: (f) => f.when.loanRules.returns(someLoanRules()) },
  members: { query: '{ members { total } }', setup: (f) => f.when.listMembers.returns(aMemberPage()) },
  member: { query: '{ member(id: "m1") { id } }', setup: (f) => f.when.getMember.returns(aMember()) },
  memberByCard: {
    query: '{ memberByCard(cardNumber: "1234567897") { id } }',
    setup: (f) => f.when.memberByCard.returns(aMember()),
  },
  holds: { query: '{ holds { total } }', setup: (f) => f.when.listHolds.returns(aHoldPage()) },
  my: { query: '{ my { cardNumber } }', setup: (f) => f.when.my.returns(aMy()) },
  createMember: {
    query: 'mutation { createMember(input: { name: "Alex Kim" }) { id } }',
    setup: (f) => f.when.createMember.returns(aMember()),
  },
  updateMember: {
    query: 'mutation { updateMember(id: "m1", input: { name: "A" }) { id } }',
    setup: (f) => f.when.updateMember.returns(aMember()),
  },
  blockMember: {
    query: 'mutation { blockMember(id: "m1", reason: "Lost books") { id } }',
    setup: (f) => f.when.blockMember.returns(aMember({ status: 'blocked', blockedReason: 'Lost books' })),
  },
  unblockMember: {
    query: 'mutation { unblockMember(id: "m1") { id } }',
    setup: (f) => f.when.unblockMember.returns(aMember()),
  },
  deleteMember: { query: 'mutation { deleteMember(id: "m1") }', setup: (f) => f.when.deleteMember.returns(undefined) },
  inviteMember: {
    query: 'mutation { inviteMember(id: "m1") { url } }',
    setup: (f) =>
      f.when.inviteMember.returns({ member: aMember(), token: 'invite-token', expiresAt: '2026-01-08T00:00:00.000Z' }),
  },
  renewLoan: { query: 'mutation { renewLoan(id: "l1") { id } }', setup: (f) => f.when.renewLoan.returns(aBorrow()) },
  placeHold: { query: 'mutation { placeHold(bookId: "b1") { id } }', setup: (f) => f.when.placeHold.returns(aHold()) },
  cancelHold: { query: 'mutation { cancelHold(id: "h1") { id } }', setup: (f) => f.when.cancelHold.returns(aHold()) },
  updateLoanRules: {
    query:
      'mutation { updateLoanRules(input: { loanDays: 21, loansPerMember: 5, renewalsPerLoan: 2, holdShelfDays: 7, keepBorrowerDays: 30 }) { loanDays } }',
    setup: (f) => f.when.updateLoanRules.returns(someLoanRules()),
  },
  setKeepHistory: {
    query: 'mutation { setKeepHistory(keep: true) { keepHistory } }',
    setup: (f) => f.when.setKeepHistory.returns(aMy({ keepHistory: true })),
  },
};

const TABLE: [string, Permission][] = [
  ...Object.entries(OPERATION_PERMISSIONS.Query),
  ...Object.entries(OPERATION_PERMISSIONS.Mutation),
];

describe('the role matrix: every operation × every kind of viewer', () => {
  it('when the table is read, then every operation it lists has a case here', () => {
    const listed = TABLE.map(([field]) => field);
    expect(Object.keys(OPERATIONS).sort()).toEqual(listed.sort());
  });

  const cases = TABLE.flatMap(([field, permission]) =>
    VIEWERS.map((viewer): [string, Permission, Viewer] => [field, permission, viewer]),
  );
  it.each(cases)(
    'when %s (%s) is asked for by %s, then it is refused or answered as the rules say',
    async (field, permission, viewer) => {
      const operation = OPERATIONS[field];
      if (!operation) throw new Error(`no case for ${field}`);
      operation.setup(api);
      const { context } = contextAs(api, viewer);
      const result = await run(server, api, operation.query, undefined, context);
      const access = accessOfMe(meOf(viewer));
      if (allows(access, permission)) {
        expect(result.errors).toBeUndefined();
      } else {
        const code = refusalFor(access);
        expect(codes(result)).toEqual([code]);
        expect(result.errors?.[0]?.message).toBe(
          code === 'UNAUTHENTICATED' ? AUTH_MESSAGES.unauthenticated : AUTH_MESSAGES.forbidden,
        );
        // Refused before REST was asked to do anything.
        expect(api.restCalls).toEqual([]);
      }
    },
  );

  it('when a volunteer creates a book, then FORBIDDEN; when a visitor lists loans, then UNAUTHENTICATED; when an open library lists staff, then UNAUTHENTICATED', async () => {
    OPERATIONS['createBook']?.setup(api);
    expect(
      codes(
        await run(server, api, OPERATIONS['createBook']?.query ?? '', undefined, contextAs(api, 'VOLUNTEER').context),
      ),
    ).toEqual(['FORBIDDEN']);
    expect(codes(await run(server, api, '{ loans { total } }', undefined, contextAs(api, 'visitor').context))).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(
      codes(await run(server, api, '{ staffAccounts { id } }', undefined, contextAs(api, 'open').context)),
    ).toEqual(['UNAUTHENTICATED']);
    api.when.listLoans.returns(aLoanPage());
    expect(
      (await run(server, api, '{ loans { total } }', undefined, contextAs(api, 'VOLUNTEER').context)).errors,
    ).toBeUndefined();
  });
});

describe('who is asking costs one GET /auth/me at most, and none for public reads', () => {
  it('when a signed-in librarian reads books, a book and the borrow summary, then /auth/me is never called', async () => {
    api.when.listBooks.returns(aBookPage([aBook()]));
    api.when.getBook.returns(aBook());
    api.when.borrowSummary.returns(aSummaryPage([]));
    const { context } = contextAs(api, 'LIBRARIAN');
    const result = await run(
      server,
      api,
      '{ books { total } book(id: "b1") { id } borrowSummary { totalQuantity } }',
      undefined,
      context,
    );
    expect(result.errors).toBeUndefined();
    expect(api.count('me')).toBe(0);
  });

  it('when one request asks for the viewer, the library and loans, then /auth/me is called once', async () => {
    api.when.listLoans.returns(aLoanPage());
    const { context } = contextAs(api, 'ADMIN');
    const result = await run(
      server,
      api,
      '{ viewer { name role } library { open } loans { total } }',
      undefined,
      context,
    );
    expect(result.data).toEqual({
      viewer: { name: 'A ADMIN', role: 'ADMIN' },
      library: { open: false },
      loans: { total: 0 },
    });
    expect(api.count('me')).toBe(1);
  });

  it("when the library's time zone is asked, then it is the one the api's /auth/me names", async () => {
    api.when.me.returns({ ...meOf('visitor'), timeZone: 'Europe/Paris' });
    const result = await run(server, api, '{ library { open timeZone } }', undefined, contextAs(api).context);
    expect(result.data).toEqual({ library: { open: false, timeZone: 'Europe/Paris' } });
  });

  it('when nobody is signed in, then viewer is null; an API token is no viewer either', async () => {
    expect((await run(server, api, '{ viewer { id } }', undefined, contextAs(api, 'visitor').context)).data).toEqual({
      viewer: null,
    });
    expect((await run(server, api, '{ viewer { id } }', undefined, contextAs(api, 'token').context)).data).toEqual({
      viewer: null,
    });
  });
});

describe('Book.history', () => {
  const HISTORY = { createdBy: 'Ada', createdAt: '2026-01-01T00:00:00.000Z', updatedBy: null, updatedAt: null };
  const QUERY = '{ books { items { id history { createdBy updatedBy } } } }';

  it('when a visitor reads books, then history is null without an error and REST is not asked for it', async () => {
    api.when.listBooks.returns(aBookPage([aBook({ _id: 'b1' }), aBook({ _id: 'b2' })]));
    const result = await run(server, api, QUERY, undefined, contextAs(api, 'visitor').context);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      books: {
        items: [
          { id: 'b1', history: null },
          { id: 'b2', history: null },
        ],
      },
    });
    expect(api.count('bookHistory')).toBe(0);
    expect(api.count('me')).toBe(1);
  });

  it('when a volunteer reads books, then each has its history from REST', async () => {
    api.when.listBooks.returns(aBookPage([aBook({ _id: 'b1' })]));
    api.when.bookHistory.returns(HISTORY);
    const result = await run(server, api, QUERY, undefined, contextAs(api, 'VOLUNTEER').context);
    expect(result.data).toEqual({ books: { items: [{ id: 'b1', history: { createdBy: 'Ada', updatedBy: null } }] } });
    expect(api.argsOf('bookHistory')).toEqual([['b1']]);
  });
});

describe('sessions', () => {
  it('when signIn succeeds, then the session is started with REST’s answer and the viewer returned', async () => {
    const signIn = aSignIn({ account: anAccount({ name: 'Ada', role: 'ADMIN' }) });
    api.when.signIn.returns(signIn);
    const { context, sessions } = contextAs(api, 'visitor');
    const result = await run(
      server,
      api,
      'mutation { signIn(email: "ada@example.org", password: "pw long enough") { name role } }',
      undefined,
      context,
    );
    expect(result.data).toEqual({ signIn: { name: 'Ada', role: 'ADMIN' } });
    expect(api.argsOf('signIn')).toEqual([['ada@example.org', 'pw long enough']]);
    expect(sessions).toEqual([{ started: signIn }]);
  });

  it('when signIn is refused, then INVALID_CREDENTIALS with REST’s message and no session', async () => {
    api.when.signIn.failsWith(401, aRestError(AUTH_MESSAGES.signInFailed, 'INVALID_CREDENTIALS'));
    const { context, sessions } = contextAs(api, 'visitor');
    const result = await run(
      server,
      api,
      'mutation { signIn(email: "a@b.org", password: "wrong one") { id } }',
      undefined,
      context,
    );
    expect(codes(result)).toEqual(['INVALID_CREDENTIALS']);
    expect(result.errors?.[0]?.message).toBe(AUTH_MESSAGES.signInFailed);
    expect(sessions).toEqual([]);
  });

  it('when too many attempts were made, then TOO_MANY_ATTEMPTS with retryAfter in seconds', async () => {
    const body = aRestError(AUTH_MESSAGES.tooManyAttempts, 'TOO_MANY_ATTEMPTS');
    api.when.signIn.failsWith(429, { ...body, error: { ...body.error, retryAfter: 600 } });
    const result = await run(
      server,
      api,
      'mutation { signIn(email: "a@b.org", password: "wrong one") { id } }',
      undefined,
      contextAs(api, 'visitor').context,
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfter: 600 });
  });

  it('when signOut is asked, then REST ends the session and the cookie is cleared; nobody signed in: true all the same', async () => {
    api.when.signOut.returns(undefined);
    const signedIn = contextAs(api, 'LIBRARIAN');
    expect((await run(server, api, 'mutation { signOut }', undefined, signedIn.context)).data).toEqual({
      signOut: true,
    });
    expect(api.count('signOut')).toBe(1);
    expect(signedIn.sessions).toEqual(['ended']);

    api.when.signOut.failsWith(401, aRestError(AUTH_MESSAGES.unauthenticated, 'UNAUTHENTICATED'));
    const visitor = contextAs(api, 'visitor');
    expect((await run(server, api, 'mutation { signOut }', undefined, visitor.context)).data).toEqual({
      signOut: true,
    });
    expect(visitor.sessions).toEqual(['ended']);
  });
});

describe('administration answers', () => {
  it('when an admin creates a staff account, then the invitation’s URL is on the app’s origin', async () => {
    api.when.createStaff.returns(anInvitation({ token: 'abc_DEF-1' }));
    const { context } = contextAs(api, 'ADMIN', 'https://books.example.org');
    const result = await run(
      server,
      api,
      'mutation { createStaffAccount(input: { name: "Grace", email: "grace@example.org", role: VOLUNTEER }) { url account { status role } } }',
      undefined,
      context,
    );
    expect(result.data).toEqual({
      createStaffAccount: {
        url: 'https://books.example.org/invitation/abc_DEF-1',
        account: { status: 'INVITED', role: 'VOLUNTEER' },
      },
    });
    expect(api.argsOf('createStaff')).toEqual([[{ name: 'Grace', email: 'grace@example.org', role: 'VOLUNTEER' }]]);
  });

  it('when the email is taken, then DUPLICATE_EMAIL naming the email field', async () => {
    api.when.createStaff.failsWith(409, aRestError(AUTH_MESSAGES.emailTaken, 'DUPLICATE_EMAIL'));
    const result = await run(
      server,
      api,
      'mutation { createStaffAccount(input: { name: "G", email: "g@b.org", role: VOLUNTEER }) { url } }',
      undefined,
      contextAs(api, 'ADMIN').context,
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'DUPLICATE_EMAIL',
      fields: { email: AUTH_MESSAGES.emailTaken },
    });
  });

  it('when the last admin would be demoted, then LAST_ADMIN; a status is sent in REST’s words; INVITED is refused', async () => {
    api.when.updateStaff.failsWith(409, aRestError(AUTH_MESSAGES.lastAdmin, 'LAST_ADMIN'));
    const { context } = contextAs(api, 'ADMIN');
    const demote = await run(
      server,
      api,
      'mutation { updateStaffAccount(id: "a1", input: { role: VOLUNTEER }) { id } }',
      undefined,
      context,
    );
    expect(codes(demote)).toEqual(['LAST_ADMIN']);
    api.when.updateStaff.returns(aStaffAccount({ status: 'disabled' }));
    const disable = await run(
      server,
      api,
      'mutation { updateStaffAccount(id: "a2", input: { status: DISABLED }) { status } }',
      undefined,
      context,
    );
    expect(disable.data).toEqual({ updateStaffAccount: { status: 'DISABLED' } });
    expect(api.argsOf('updateStaff').at(-1)).toEqual(['a2', { status: 'disabled' }]);
    const invited = await run(
      server,
      api,
      'mutation { updateStaffAccount(id: "a2", input: { status: INVITED }) { id } }',
      undefined,
      context,
    );
    expect(codes(invited)).toEqual(['BAD_USER_INPUT']);
  });

  it('when the activity log is read, then actor kinds are the schema’s and the filters reach REST', async () => {
    api.when.activity.returns(
      anActivityPage([
        anActivityEntry({ actorKind: 'token' }),
        anActivityEntry({ id: 'e2', actorKind: 'open', actorName: null }),
        anActivityEntry({ id: 'e3', actorKind: 'member', actorName: 'Rosa Member' }),
      ]),
    );
    const result = await run(
      server,
      api,
      '{ activity(page: 2, action: "book.created", targetKind: "book", targetId: "b1") { items { actorKind actorName } } }',
      undefined,
      contextAs(api, 'ADMIN').context,
    );
    expect(result.data).toEqual({
      activity: {
        items: [
          { actorKind: 'API_TOKEN', actorName: 'Ada' },
          { actorKind: 'OPEN_CATALOGUE', actorName: null },
          { actorKind: 'MEMBER', actorName: 'Rosa Member' },
        ],
      },
    });
    expect(api.argsOf('activity')).toEqual([
      [{ page: 2, limit: 20, action: 'book.created', actorId: null, targetKind: 'book', targetId: 'b1' }],
    ]);
  });

  it('when an invitation link is not valid, then invitation is null', async () => {
    api.when.invitation.failsWith(404, aRestError(AUTH_MESSAGES.invitationInvalid, 'INVITATION_INVALID'));
    const result = await run(
      server,
      api,
      '{ invitation(token: "nope") { email } }',
      undefined,
      contextAs(api, 'visitor').context,
    );
    expect(result).toMatchObject({ data: { invitation: null }, errors: undefined });
  });

  it('when the viewer lists their sessions, then REST’s list is the answer', async () => {
    api.when.listSessions.returns([aSession(), aSession({ id: 's2', current: false, userAgent: null })]);
    const result = await run(
      server,
      api,
      '{ accountSessions { id current userAgent } }',
      undefined,
      contextAs(api, 'member').context,
    );
    expect(result.data).toEqual({
      accountSessions: [
        { id: 'session-1', current: true, userAgent: 'Firefox' },
        { id: 's2', current: false, userAgent: null },
      ],
    });
  });
});
