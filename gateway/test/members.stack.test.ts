/**
 * Members end to end through GraphQL: the real api (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set) and the real gateway in front of it. A librarian adds a member and lends
 * to them; the member, invited and signed in, renews their loan and places a hold on a book that is
 * out; the copy comes back and is put aside for them; it is lent to them, which fulfils the hold.
 */
import { LOAN_RULE_DEFAULTS, MEMBER_MESSAGES, addDays } from '@library/api/contract/rules';
import { uniqueIsbn } from './support/isbn';
import { errorCodes, postGraphQL, sessionCookieOf, dataOf } from './support/http';
import { adminOf, startStack, TARGETS, type Stack } from './support/stack';

/** A due date a librarian may give: past the loan period, within the year ahead anyone may lend. */
const LONG_DUE = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

jest.setTimeout(90_000);

const PASSWORD = 'Quiet-lantern-of-the-stacks';

/** The token of an invitation link (`…/invitation/<token>`). */
function tokenOf(url: unknown): string {
  const token = /\/invitation\/([^/]+)$/.exec(new URL(String(url)).pathname)?.[1];
  if (token === undefined) throw new Error(`not an invitation link: ${String(url)}`);
  return decodeURIComponent(token);
}

const ACCEPT =
  'mutation Accept($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) { name role member { cardNumber name } } }';

describe.each(TARGETS)('members, renewals and holds through the gateway (%s)', (target) => {
  let stack: Stack;
  let url: string;
  /** The librarian's cookie header. */
  let librarian: Record<string, string>;

  /** Runs `query` as `who` and returns its data (it must succeed). */
  async function as(
    who: Record<string, string>,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    return dataOf(await postGraphQL(url, query, variables, who));
  }

  /** A new book with `copies` copies; its id. */
  async function aBookWith(copies: number, title: string): Promise<string> {
    const created = await as(librarian, 'mutation($input: CreateBookInput!) { createBook(input: $input) { id } }', {
      input: { title, author: 'A. Writer', genre: 'FICTION', isbn: uniqueIsbn(), copies },
    });
    return (created['createBook'] as { id: string }).id;
  }

  beforeAll(async () => {
    stack = await startStack(target, 'gateway_members');
    url = stack.gateway.url;
    const invited = await as(
      await adminOf(stack),
      'mutation { createStaffAccount(input: { name: "Grace", email: "grace@library.test", role: LIBRARIAN }) { url } }',
    );
    const accepted = await postGraphQL(url, ACCEPT, {
      token: tokenOf((invited['createStaffAccount'] as { url: unknown }).url),
      password: PASSWORD,
    });
    const cookie = sessionCookieOf(accepted);
    if (cookie === null) throw new Error('acceptInvitation set no cookie');
    librarian = { cookie };
  });
  afterAll(async () => {
    await stack.close();
  });

  it('when a librarian lends to a member who then renews and holds a book that comes back, then it is put aside and lent to them', async () => {
    // A librarian adds a member (a card number generated) and finds them by card.
    const created = await as(
      librarian,
      'mutation { createMember(input: { name: "Alex Kim", email: "alex@library.test" }) { id cardNumber name status account loansLeft } }',
    );
    const member = created['createMember'] as { id: string; cardNumber: string };
    expect(created['createMember']).toMatchObject({ name: 'Alex Kim', status: 'ACTIVE', account: null, loansLeft: 5 });
    expect(member.cardNumber).toMatch(/^\d{10}$/);
    const found = await as(
      librarian,
      'query($c: String!) { memberByCard(cardNumber: $c) { id history { createdBy } } }',
      {
        c: member.cardNumber,
      },
    );
    expect(found).toEqual({ memberByCard: { id: member.id, history: { createdBy: 'Grace' } } });

    // Lent a book, by card number.
    const dune = await aBookWith(2, 'Dune');
    const lent = await as(
      librarian,
      `mutation($b: ID!, $m: String) { borrowBook(book: $b, quantity: 1, dueDate: "${LONG_DUE}", member: $m) { id borrower member { id name cardNumber } renewals renewalsLeft } }`,
      { b: dune, m: member.cardNumber },
    );
    const loan = lent['borrowBook'] as { id: string };
    expect(lent['borrowBook']).toMatchObject({
      borrower: null,
      member: { id: member.id, name: 'Alex Kim', cardNumber: member.cardNumber },
      renewals: 0,
      renewalsLeft: 2,
    });
    const theirs = await as(librarian, 'query($m: ID) { loans(memberId: $m) { total items { id } } }', {
      m: member.id,
    });
    expect(theirs).toEqual({ loans: { total: 1, items: [{ id: loan.id }] } });

    // Invited, the member signs in: the viewer is a member, with no staff role.
    const invitation = await as(librarian, 'mutation($id: ID!) { inviteMember(id: $id) { url member { account } } }', {
      id: member.id,
    });
    expect(invitation).toMatchObject({ inviteMember: { member: { account: 'INVITED' } } });
    const accepted = await postGraphQL(url, ACCEPT, {
      token: tokenOf((invitation['inviteMember'] as { url: unknown }).url),
      password: PASSWORD,
    });
    expect(accepted.body).toEqual({
      data: {
        acceptInvitation: { name: 'Alex Kim', role: null, member: { cardNumber: member.cardNumber, name: 'Alex Kim' } },
      },
    });
    const memberCookie = sessionCookieOf(accepted);
    if (memberCookie === null) throw new Error('acceptInvitation set no cookie');
    const alex = { cookie: memberCookie };

    // Their page has the loan; they renew it (the loan period after its due date).
    const page = await as(alex, '{ my { cardNumber name loans { id dueDate renewalsLeft } holds { id } } }');
    expect(page).toEqual({
      my: {
        cardNumber: member.cardNumber,
        name: 'Alex Kim',
        loans: [{ id: loan.id, dueDate: LONG_DUE, renewalsLeft: 2 }],
        holds: [],
      },
    });
    const renewed = await as(alex, 'mutation($id: ID!) { renewLoan(id: $id) { dueDate renewals renewalsLeft } }', {
      id: loan.id,
    });
    expect(renewed).toEqual({
      renewLoan: { dueDate: addDays(LONG_DUE, LOAN_RULE_DEFAULTS.loanDays), renewals: 1, renewalsLeft: 1 },
    });
    // Staff screens stay closed to them.
    expect(errorCodes(await postGraphQL(url, '{ members { total } }', undefined, alex))).toEqual(['FORBIDDEN']);

    // A book whose only copy is out (free text borrower): the member holds it.
    const emma = await aBookWith(1, 'Emma');
    const other = await as(
      librarian,
      `mutation($b: ID!) { borrowBook(book: $b, quantity: 1, dueDate: "${LONG_DUE}", borrower: "Card 20417") { id } }`,
      { b: emma },
    );
    const placed = await as(
      alex,
      'mutation($b: ID!) { placeHold(bookId: $b) { id bookId status position member { name } } }',
      {
        b: emma,
      },
    );
    const hold = placed['placeHold'] as { id: string };
    expect(placed['placeHold']).toMatchObject({
      bookId: emma,
      status: 'WAITING',
      position: 1,
      member: { name: 'Alex Kim' },
    });
    const again = await postGraphQL(url, 'mutation($b: ID!) { placeHold(bookId: $b) { id } }', { b: emma }, alex);
    expect(errorCodes(again)).toEqual(['DUPLICATE_HOLD']);
    expect(again.body.errors?.[0]?.message).toBe(MEMBER_MESSAGES.holdExists);
    // The member sees their place on the book's page; staff see the queue.
    const memberView = await as(alex, 'query($b: ID!) { book(id: $b) { myHold { id position } holdQueue { id } } }', {
      b: emma,
    });
    expect(memberView).toEqual({ book: { myHold: { id: hold.id, position: 1 }, holdQueue: [] } });
    const staffView = await as(
      librarian,
      'query($b: ID!) { book(id: $b) { copies copiesOnHoldShelf holdQueue { id status member { cardNumber } } myHold { id } } }',
      { b: emma },
    );
    expect(staffView).toEqual({
      book: {
        copies: 0,
        copiesOnHoldShelf: 0,
        holdQueue: [{ id: hold.id, status: 'WAITING', member: { cardNumber: member.cardNumber } }],
        myHold: null,
      },
    });

    // The copy comes back: it is put aside for the member, not back on the shelf.
    const returned = await as(
      librarian,
      'mutation($id: ID!) { returnLoan(id: $id) { id putAside { id status readyUntil member { name cardNumber } } } }',
      { id: (other['borrowBook'] as { id: string }).id },
    );
    const ready = (returned['returnLoan'] as { putAside: { readyUntil: string }[] }).putAside;
    expect(ready).toEqual([
      {
        id: hold.id,
        status: 'READY',
        readyUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
        member: { name: 'Alex Kim', cardNumber: member.cardNumber },
      },
    ]);
    const readyUntil = ready[0]?.readyUntil;
    const shelf = await as(librarian, 'query($b: ID!) { book(id: $b) { copies copiesOnHoldShelf } }', { b: emma });
    expect(shelf).toEqual({ book: { copies: 0, copiesOnHoldShelf: 1 } });
    const mine = await as(alex, '{ my { holds { id status readyUntil } } }');
    expect(mine).toEqual({ my: { holds: [{ id: hold.id, status: 'READY', readyUntil }] } });

    // Someone else cannot have it; lent to the member, the hold is fulfilled.
    const refused = await postGraphQL(
      url,
      `mutation($b: ID!) { borrowBook(book: $b, quantity: 1, dueDate: "${LONG_DUE}", borrower: "Someone") { id } }`,
      { b: emma },
      librarian,
    );
    expect(errorCodes(refused)).toEqual(['CONFLICT']);
    await as(
      librarian,
      `mutation($b: ID!, $m: String) { borrowBook(book: $b, quantity: 1, dueDate: "${LONG_DUE}", member: $m) { id } }`,
      {
        b: emma,
        m: member.cardNumber,
      },
    );
    const after = await as(alex, '{ my { loans { id } holds { id } } }');
    expect((after['my'] as { loans: unknown[]; holds: unknown[] }).loans).toHaveLength(2);
    expect((after['my'] as { holds: unknown[] }).holds).toEqual([]);
    const ended = await as(librarian, 'query($m: ID) { holds(memberId: $m, status: ENDED) { items { id status } } }', {
      m: member.id,
    });
    expect(ended).toEqual({ holds: { items: [{ id: hold.id, status: 'FULFILLED' }] } });
  });

  it('when a member is blocked, then lending to them is refused with the reason, and their data downloads through the gateway', async () => {
    const created = await as(
      librarian,
      'mutation { createMember(input: { name: "Sam Lee", email: "sam@library.test" }) { id cardNumber } }',
    );
    const sam = created['createMember'] as { id: string; cardNumber: string };
    await as(librarian, 'mutation($id: ID!) { blockMember(id: $id, reason: "Lost books") { status } }', { id: sam.id });
    const book = await aBookWith(1, 'Persuasion');
    const refused = await postGraphQL(
      url,
      `mutation($b: ID!, $m: String) { borrowBook(book: $b, quantity: 1, dueDate: "${LONG_DUE}", member: $m) { id } }`,
      { b: book, m: sam.cardNumber },
      librarian,
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      message: MEMBER_MESSAGES.blocked('Sam Lee', 'Lost books'),
      extensions: { code: 'MEMBER_BLOCKED' },
    });

    // Blocking does not stop sign-in: Sam downloads their data with the session cookie.
    const invitation = await as(librarian, 'mutation($id: ID!) { inviteMember(id: $id) { url } }', { id: sam.id });
    const accepted = await postGraphQL(url, ACCEPT, {
      token: tokenOf((invitation['inviteMember'] as { url: unknown }).url),
      password: PASSWORD,
    });
    const cookie = sessionCookieOf(accepted);
    if (cookie === null) throw new Error('acceptInvitation set no cookie');
    const exported = await fetch(`${url}/api/my/export`, { headers: { cookie } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('my-library-data.json');
    const data = (await exported.json()) as { member: { cardNumber: string; name: string } };
    expect(data.member).toMatchObject({ cardNumber: sam.cardNumber, name: 'Sam Lee' });
    // Staff have no data of their own to download.
    const staff = await fetch(`${url}/api/my/export`, { headers: librarian });
    expect(staff.status).toBe(403);
  });
  it('when a librarian imports a class list through the gateway, then the preview changes nothing and the import adds the members', async () => {
    const csv = 'name,cardNumber,email\nRuth Ade,LIB7001,ruth@library.test\nTom Ade,,\n,LIB7003,\n';
    const post = (dryRun: boolean, headers: Record<string, string>) =>
      fetch(`${url}/api/members/import?dryRun=${String(dryRun)}`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', origin: url, ...headers },
        body: csv,
      });
    const preview = await post(true, librarian);
    expect(preview.status).toBe(200);
    const previewed = (await preview.json()) as { data: { totals: Record<string, number> } };
    expect(previewed.data.totals).toMatchObject({ rows: 3, ready: 2, invalid: 1, imported: 0 });
    const none = await as(librarian, '{ members(search: "Ade") { total } }');
    expect(none).toEqual({ members: { total: 0 } });

    const imported = await post(false, librarian);
    expect(imported.status).toBe(200);
    expect(((await imported.json()) as { data: { totals: Record<string, number> } }).data.totals).toMatchObject({
      imported: 2,
    });
    const listed = await as(librarian, '{ members(search: "Ade", sort: NAME) { items { name cardNumber } } }');
    const items = (listed['members'] as { items: { name: string; cardNumber: string }[] }).items;
    expect(items.map((member) => member.name)).toEqual(['Ruth Ade', 'Tom Ade']);
    expect(items[0]?.cardNumber).toBe('LIB7001');

    // A visitor (no cookie) is refused by REST, its answer passed on.
    const visitor = await post(true, {});
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ success: false, error: { code: 'UNAUTHENTICATED' } });
  });
});
