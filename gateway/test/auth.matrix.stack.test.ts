/**
 * The role matrix through the real stack: every operation of OPERATION_PERMISSIONS × an
 * open library, a visitor, a session of each staff role (the browser's cookie), a member's session
 * (invited with `POST /api/members/:id/invitation`, the invitation accepted) and an API
 * token of each role (made with `POST /api/tokens`, sent as a bearer header), on the real gateway in front of
 * the real api (PGlite, and PostgreSQL when TEST_DATABASE_URL is set). A caller the contract's
 * `allows` refuses gets exactly `refusalFor`'s code; one it allows is never refused (its call may
 * still fail for another reason: an unknown id, a wrong code). Operations join by being in the table.
 */
import { randomUUID } from 'node:crypto';
import { allows, refusalFor, STAFF_ROLES, type Access, type StaffRole } from '@library/api/contract/rules';
import { OPERATION_PERMISSIONS } from '../src/resolvers/permissions';
import { COOKIE_NAME } from '../src/session';
import { uniqueIsbn } from './support/isbn';
import { errorCodes, postGraphQL } from './support/http';
import { startStack, TARGETS, type Stack } from './support/stack';

jest.setTimeout(180_000);

const PASSWORD = 'Quiet-lantern-of-the-stacks';
/** An id nobody has. */
const UNKNOWN = '00000000-0000-4000-8000-00000000beef';

type Operation = keyof typeof OPERATION_PERMISSIONS.Query | keyof typeof OPERATION_PERMISSIONS.Mutation;

/** A document of each operation, with minimal valid variables (made anew for each call). */
const DOCUMENTS: Record<Operation, () => { query: string; variables?: Record<string, unknown> }> = {
  books: () => ({ query: '{ books { total } }' }),
  book: () => ({ query: 'query($id: ID!) { book(id: $id) { id } }', variables: { id: UNKNOWN } }),
  bookByIsbn: () => ({
    query: 'query($i: String!) { bookByIsbn(isbn: $i) { id } }',
    variables: { i: '978-0-306-40615-7' },
  }),
  isbnLookup: () => ({
    query: 'query($i: String!) { isbnLookup(isbn: $i) { title } }',
    variables: { i: '978-0-306-40615-7' },
  }),
  borrowSummary: () => ({ query: '{ borrowSummary { totalQuantity } }' }),
  borrowTotals: () => ({ query: '{ borrowTotals { copiesOut } }' }),
  library: () => ({ query: '{ library { open } }' }),
  viewer: () => ({ query: '{ viewer { id } }' }),
  invitation: () => ({
    query: 'query($t: String!) { invitation(token: $t) { email } }',
    variables: { t: randomUUID() },
  }),
  loans: () => ({ query: '{ loans { total } }' }),
  staffAccounts: () => ({ query: '{ staffAccounts { id } }' }),
  apiTokens: () => ({ query: '{ apiTokens { id } }' }),
  activity: () => ({ query: '{ activity { total } }' }),
  accountSessions: () => ({ query: '{ accountSessions { id } }' }),
  loanRules: () => ({ query: '{ loanRules { loanDays } }' }),
  members: () => ({ query: '{ members { total } }' }),
  member: () => ({ query: 'query($id: ID!) { member(id: $id) { id } }', variables: { id: UNKNOWN } }),
  memberByCard: () => ({ query: '{ memberByCard(cardNumber: "LIB0001") { id } }' }),
  holds: () => ({ query: '{ holds { total } }' }),
  my: () => ({ query: '{ my { cardNumber } }' }),
  createMember: () => ({
    query: 'mutation { createMember(input: { name: "Matrix Member" }) { id } }',
  }),
  updateMember: () => ({
    query: 'mutation($id: ID!) { updateMember(id: $id, input: { name: "M" }) { id } }',
    variables: { id: UNKNOWN },
  }),
  blockMember: () => ({
    query: 'mutation($id: ID!) { blockMember(id: $id, reason: "Lost books") { id } }',
    variables: { id: UNKNOWN },
  }),
  unblockMember: () => ({ query: 'mutation($id: ID!) { unblockMember(id: $id) { id } }', variables: { id: UNKNOWN } }),
  deleteMember: () => ({ query: 'mutation($id: ID!) { deleteMember(id: $id) }', variables: { id: UNKNOWN } }),
  inviteMember: () => ({ query: 'mutation($id: ID!) { inviteMember(id: $id) { url } }', variables: { id: UNKNOWN } }),
  renewLoan: () => ({ query: 'mutation($id: ID!) { renewLoan(id: $id) { id } }', variables: { id: UNKNOWN } }),
  // No member: a member places it for themself (another's card would be 403 FORBIDDEN, a refusal of
  // its own); staff are then asked for one (BAD_USER_INPUT), past the role check.
  placeHold: () => ({
    query: 'mutation($b: ID!) { placeHold(bookId: $b) { id } }',
    variables: { b: UNKNOWN },
  }),
  cancelHold: () => ({ query: 'mutation($id: ID!) { cancelHold(id: $id) { id } }', variables: { id: UNKNOWN } }),
  updateLoanRules: () => ({
    query:
      'mutation { updateLoanRules(input: { loanDays: 21, loansPerMember: 5, renewalsPerLoan: 2, holdShelfDays: 7, keepBorrowerDays: 30 }) { loanDays } }',
  }),
  setKeepHistory: () => ({ query: 'mutation { setKeepHistory(keep: true) { keepHistory } }' }),
  signIn: () => ({
    query: 'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }',
    variables: { e: `nobody-${randomUUID()}@library.test`, p: 'not the password' },
  }),
  setUpLibrary: () => ({
    query:
      'mutation($c: String!, $e: String!) { setUpLibrary(code: $c, name: "Eve", email: $e, password: "Quiet-lantern-9") { id } }',
    variables: { c: 'AAAA-AAAA-AAAA', e: `eve-${randomUUID()}@library.test` },
  }),
  acceptInvitation: () => ({
    query: 'mutation($t: String!) { acceptInvitation(token: $t, password: "Quiet-lantern-9") { id } }',
    variables: { t: randomUUID() },
  }),
  signOut: () => ({ query: 'mutation { signOut }' }),
  borrowBook: () => ({
    query: 'mutation($b: ID!, $d: Date!) { borrowBook(book: $b, quantity: 1, dueDate: $d) { id } }',
    // Within the loan period: every role that lends may give it.
    variables: { b: UNKNOWN, d: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) },
  }),
  returnLoan: () => ({ query: 'mutation($id: ID!) { returnLoan(id: $id) { id } }', variables: { id: UNKNOWN } }),
  createBook: () => ({
    query: 'mutation($input: CreateBookInput!) { createBook(input: $input) { id } }',
    variables: { input: { title: 'Matrix', author: 'A. Tester', genre: 'FICTION', isbn: uniqueIsbn(), copies: 1 } },
  }),
  updateBook: () => ({
    query: 'mutation($id: ID!) { updateBook(id: $id, input: { title: "T" }) { id } }',
    variables: { id: UNKNOWN },
  }),
  deleteBook: () => ({ query: 'mutation($id: ID!) { deleteBook(id: $id) }', variables: { id: UNKNOWN } }),
  fetchCover: () => ({
    query: 'mutation($id: ID!) { fetchCover(id: $id) { large { url } } }',
    variables: { id: UNKNOWN },
  }),
  removeCover: () => ({ query: 'mutation($id: ID!) { removeCover(id: $id) }', variables: { id: UNKNOWN } }),
  createStaffAccount: () => ({
    query: 'mutation($e: String!) { createStaffAccount(input: { name: "G", email: $e, role: VOLUNTEER }) { url } }',
    variables: { e: `guest-${randomUUID()}@library.test` },
  }),
  updateStaffAccount: () => ({
    query: 'mutation($id: ID!) { updateStaffAccount(id: $id, input: { role: LIBRARIAN }) { id } }',
    variables: { id: UNKNOWN },
  }),
  resetStaffAccount: () => ({
    query: 'mutation($id: ID!) { resetStaffAccount(id: $id) { url } }',
    variables: { id: UNKNOWN },
  }),
  createApiToken: () => ({ query: 'mutation { createApiToken(name: "Matrix", role: VOLUNTEER) { secret } }' }),
  revokeApiToken: () => ({
    query: 'mutation($id: ID!) { revokeApiToken(id: $id) { id } }',
    variables: { id: UNKNOWN },
  }),
  updateMyAccount: () => ({ query: 'mutation { updateMyAccount(name: "Renamed") { name } }' }),
  // A wrong current password: refused as a field error, and nothing changes.
  changePassword: () => ({
    query: 'mutation { changePassword(currentPassword: "not the current one", newPassword: "Quiet-lantern-10") }',
  }),
  signOutEverywhereElse: () => ({ query: 'mutation { signOutEverywhereElse }' }),
  passkeys: () => ({ query: '{ passkeys { id } }' }),
  startPasskeyRegistration: () => ({ query: 'mutation { startPasskeyRegistration }' }),
  // An answer that is no passkey's: refused as PASSKEY_FAILED once let in.
  finishPasskeyRegistration: () => ({
    query: 'mutation { finishPasskeyRegistration(name: "Laptop", response: "{\\"id\\": \\"x\\"}") { id } }',
  }),
  removePasskey: () => ({ query: 'mutation($id: ID!) { removePasskey(id: $id) }', variables: { id: UNKNOWN } }),
  startPasskeySignIn: () => ({ query: 'mutation { startPasskeySignIn }' }),
  finishPasskeySignIn: () => ({
    query: 'mutation { finishPasskeySignIn(response: "{\\"id\\": \\"x\\"}") { id } }',
  }),
};

/**
 * One's own account, password and sessions: `signedIn`, but for a person (the api answers an API
 * token 403 FORBIDDEN there: an API token has no account of its own, api/README.md).
 */
const ACCOUNT_ONLY = new Set<Operation>([
  'accountSessions',
  'updateMyAccount',
  'changePassword',
  'signOutEverywhereElse',
  'passkeys',
  'startPasskeyRegistration',
  'finishPasskeyRegistration',
  'removePasskey',
]);

/**
 * A member's own choices: `signedIn`, but for a member (the api answers anyone else signed
 * in 403 FORBIDDEN, MEMBER_MESSAGES.notAMember; `my` answers them null instead, no refusal).
 */
const MEMBER_ONLY = new Set<Operation>(['setKeepHistory']);

/** Operations that end sessions: run last, each with a session of its own. */
const ENDS_SESSIONS = new Set<Operation>(['signOut', 'signOutEverywhereElse']);

const TABLE = [...Object.entries(OPERATION_PERMISSIONS.Query), ...Object.entries(OPERATION_PERMISSIONS.Mutation)]
  .map(([field, permission]) => ({ field: field as Operation, permission }))
  .sort((a, b) => Number(ENDS_SESSIONS.has(a.field)) - Number(ENDS_SESSIONS.has(b.field)));

interface Caller {
  name: string;
  access: Access;
  token: boolean;
  /** The request's credentials; `fresh`: a session of its own (for a call that ends sessions). */
  headers(fresh: boolean): Promise<Record<string, string>>;
}

/** What the caller must see: the refusal's code, or 'not refused'. */
function expected(caller: Caller, field: Operation, permission: Parameters<typeof allows>[1]): string {
  if (caller.token && ACCOUNT_ONLY.has(field)) return 'FORBIDDEN';
  if (caller.access.signedIn && !caller.access.member && MEMBER_ONLY.has(field)) return 'FORBIDDEN';
  return allows(caller.access, permission) ? 'not refused' : refusalFor(caller.access);
}

function seen(codes: unknown[]): string {
  // A document the schema refuses would never reach a resolver: not a pass.
  if (codes.some((code) => code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED'))
    return 'bad document';
  const refusals = codes.filter((code) => code === 'UNAUTHENTICATED' || code === 'FORBIDDEN');
  return refusals.length === 0 ? 'not refused' : refusals.map(String).join(',');
}

async function rest<T>(stack: Stack, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${stack.api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** Every operation for `caller`: [field, seen] pairs to compare with [field, expected]. */
async function runAll(stack: Stack, caller: Caller): Promise<void> {
  for (const { field, permission } of TABLE) {
    const { query, variables } = DOCUMENTS[field]();
    const headers = await caller.headers(ENDS_SESSIONS.has(field));
    const result = await postGraphQL(stack.gateway.url, query, variables, headers);
    expect([caller.name, field, seen(errorCodes(result))]).toEqual([
      caller.name,
      field,
      expected(caller, field, permission),
    ]);
  }
}

describe.each(TARGETS)('the GraphQL role matrix through the gateway and the api (%s)', (target) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(target, 'gateway_matrix');
  });
  afterAll(async () => {
    await stack.close();
  });

  it('when the table is read, then every operation has a document here', () => {
    const listed = [...Object.keys(OPERATION_PERMISSIONS.Query), ...Object.keys(OPERATION_PERMISSIONS.Mutation)];
    expect(Object.keys(DOCUMENTS).sort()).toEqual(listed.sort());
  });

  it('when the library is open, then anyone may do all but the signed-in and admin operations', async () => {
    const open: Caller = {
      name: 'open',
      access: { open: true, signedIn: false, role: null, member: false },
      token: false,
      headers: () => Promise.resolve({}),
    };
    await runAll(stack, open);
  });

  it('when it is protected, then a visitor, each role signed in, a member signed in and a token of each role get what the rules say', async () => {
    const code = stack.api.setupCode;
    if (code === null) throw new Error('the api made no setup code');
    const admin = await rest<{ token: string }>(stack, '/auth/setup', {
      code,
      name: 'Ada',
      email: 'ada@library.test',
      password: PASSWORD,
    });

    const callers: Caller[] = [
      {
        name: 'visitor',
        access: { open: false, signedIn: false, role: null, member: false },
        token: false,
        headers: () => Promise.resolve({}),
      },
    ];
    for (const role of STAFF_ROLES) {
      const email = `${role.toLowerCase()}-${randomUUID()}@library.test`;
      if (role !== 'ADMIN') {
        const invited = await rest<{ token: string }>(stack, '/staff', { name: role, email, role }, admin.token);
        await rest(stack, `/auth/invitations/${invited.token}`, { password: PASSWORD });
      }
      const signIn = async (): Promise<string> =>
        (
          await rest<{ token: string }>(stack, '/auth/sign-in', {
            email: role === 'ADMIN' ? 'ada@library.test' : email,
            password: PASSWORD,
          })
        ).token;
      const kept = await signIn();
      callers.push({
        name: `${role} session`,
        access: { open: false, signedIn: true, role, member: false },
        token: false,
        headers: async (fresh) => ({ cookie: `${COOKIE_NAME}=${fresh ? await signIn() : kept}` }),
      });
    }
    // A member who signs in: no staff role, Access.member.
    const memberEmail = `member-${randomUUID()}@library.test`;
    const member = await rest<{ _id: string }>(
      stack,
      '/members',
      { name: 'Matrix Member', email: memberEmail },
      admin.token,
    );
    const invited = await rest<{ token: string }>(stack, `/members/${member._id}/invitation`, {}, admin.token);
    await rest(stack, `/auth/invitations/${invited.token}`, { password: PASSWORD });
    const memberSignIn = async (): Promise<string> =>
      (await rest<{ token: string }>(stack, '/auth/sign-in', { email: memberEmail, password: PASSWORD })).token;
    const memberKept = await memberSignIn();
    callers.push({
      name: 'member session',
      access: { open: false, signedIn: true, role: null, member: true },
      token: false,
      headers: async (fresh) => ({ cookie: `${COOKIE_NAME}=${fresh ? await memberSignIn() : memberKept}` }),
    });
    for (const role of STAFF_ROLES) {
      const made = await rest<{ secret: string }>(stack, '/tokens', { name: `Matrix ${role}`, role }, admin.token);
      callers.push({
        name: `${role} token`,
        access: { open: false, signedIn: true, role: role satisfies StaffRole, member: false },
        token: true,
        headers: () => Promise.resolve({ authorization: `Bearer ${made.secret}` }),
      });
    }

    for (const caller of callers) await runAll(stack, caller);
  });
});
