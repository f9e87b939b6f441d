/**
 * Members, loan rules, renewals, holds and a member's own page through executeOperation,
 * against the fake REST client (it records calls and answers what each test sets up; it holds no
 * rules). Each test says what REST answers and checks what the GraphQL caller sees and what was
 * sent to REST. What REST itself does is tested against the real api in members.stack.test.ts.
 */
import type { ApolloServer } from '@apollo/server';
import { MEMBER_MESSAGES } from '@library/api/contract/rules';
import type { GatewayContext } from '../src/context';
import { HOLD_QUEUE_LIMIT } from '../src/resolvers/loaders';
import { codes, run, testServer } from './support/graphql';
import {
  aBook,
  aBookPage,
  aBorrow,
  aHold,
  aHoldPage,
  aLoanMember,
  aLoanPage,
  aMember,
  aMemberPage,
  aMy,
  aRestError,
  aValidationError,
  someLoanRules,
} from './support/restData';
import { contextAs, VIEWER_MEMBER, type Viewer } from './support/viewers';
import { resolverTests } from './support/resolverTests';

const t = resolverTests();

const MEMBER_FIELDS = `id cardNumber name email phone notes status blockedReason keepHistory account
  copiesOut overdueLoans holdsReady loansLeft createdAt updatedAt`;
const HOLD_FIELDS =
  'id bookId book { id title isbn author genre } member { id name cardNumber } status position placedAt readyUntil endedAt';

describe('Query.members, member and memberByCard', () => {
  it('when members are asked with no arguments or explicit nulls, then REST is asked for the defaults (newest first, 20 a page)', async () => {
    t.api.when.listMembers.returns(aMemberPage([aMember()], { total: 41, totalPages: 3 }));
    const result = await t.runAs('VOLUNTEER', '{ members { page limit total totalPages items { id name } } }');
    expect(result.data).toEqual({
      members: { page: 1, limit: 20, total: 41, totalPages: 3, items: [{ id: 'member-1', name: 'Alex Kim' }] },
    });
    await t.runAs('VOLUNTEER', '{ members(search: null, sort: null, page: null, limit: null) { total } }');
    const defaults = { search: null, sort: 'newest', page: 1, limit: 20 };
    expect(t.api.argsOf('listMembers')).toEqual([[defaults], [defaults]]);
  });

  it('when a search, an order and a page are given, then REST gets its own values', async () => {
    t.api.when.listMembers.returns(aMemberPage());
    await t.runAs('VOLUNTEER', '{ members(search: "kim", sort: NAME, page: 2, limit: 5) { total } }');
    expect(t.api.argsOf('listMembers')).toEqual([[{ search: 'kim', sort: 'name', page: 2, limit: 5 }]]);
  });

  it('when a member is read, then every field is REST’s, the statuses as the schema’s enum values', async () => {
    t.api.when.getMember.returns(
      aMember({
        _id: 'm7',
        status: 'blocked',
        blockedReason: 'Lost books',
        account: 'invited',
        notes: 'Prefers large print',
        phone: '+44 20 7946 0958',
        copiesOut: 3,
        overdueLoans: 1,
        holdsReady: 1,
        loansLeft: null,
      }),
    );
    const result = await t.runAs('VOLUNTEER', `{ member(id: "m7") { ${MEMBER_FIELDS} } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      member: {
        id: 'm7',
        cardNumber: '1234567897',
        name: 'Alex Kim',
        email: 'alex@example.org',
        phone: '+44 20 7946 0958',
        notes: 'Prefers large print',
        status: 'BLOCKED',
        blockedReason: 'Lost books',
        keepHistory: false,
        account: 'INVITED',
        copiesOut: 3,
        overdueLoans: 1,
        holdsReady: 1,
        loansLeft: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    });
    expect(t.api.argsOf('getMember')).toEqual([['m7']]);
  });

  it('when a member’s history is asked for, then REST gives who added and changed them; none asked, no call', async () => {
    const history = { createdBy: 'Grace', createdAt: '2026-01-01T00:00:00.000Z', updatedBy: null, updatedAt: null };
    t.api.when.getMember.returns(aMember({ _id: 'm7' }));
    t.api.when.memberHistory.returns(history);
    const result = await t.runAs('VOLUNTEER', '{ member(id: "m7") { history { createdBy updatedBy } } }');
    expect(result.data).toEqual({ member: { history: { createdBy: 'Grace', updatedBy: null } } });
    expect(t.api.argsOf('memberHistory')).toEqual([['m7']]);
    await t.runAs('VOLUNTEER', '{ member(id: "m7") { id } }');
    expect(t.api.count('memberHistory')).toBe(1);
    t.api.when.memberHistory.failsWith(404, aRestError(MEMBER_MESSAGES.memberNotFound, 'MEMBER_NOT_FOUND'));
    const gone = await t.runAs('VOLUNTEER', '{ member(id: "m7") { history { createdBy } } }');
    expect(gone).toMatchObject({ data: { member: { history: null } }, errors: undefined });
  });

  it('when REST knows no member with the id or the card, then null without an error', async () => {
    t.api.when.getMember.failsWith(404, aRestError(MEMBER_MESSAGES.memberNotFound, 'MEMBER_NOT_FOUND'));
    t.api.when.memberByCard.failsWith(404, aRestError(MEMBER_MESSAGES.memberNotFound, 'MEMBER_NOT_FOUND'));
    const result = await t.runAs('VOLUNTEER', '{ member(id: "nope") { id } memberByCard(cardNumber: "0000") { id } }');
    expect(result).toMatchObject({ data: { member: null, memberByCard: null }, errors: undefined });
  });

  it('when a card number is looked up, then REST gets it as typed (it ignores spaces and hyphens itself)', async () => {
    t.api.when.memberByCard.returns(aMember());
    const result = await t.runAs('VOLUNTEER', '{ memberByCard(cardNumber: "1234-567 897") { id cardNumber } }');
    expect(result.data).toEqual({ memberByCard: { id: 'member-1', cardNumber: '1234567897' } });
    expect(t.api.argsOf('memberByCard')).toEqual([['1234-567 897']]);
  });
});

describe('member mutations', () => {
  it('when a member is created with a blank card number and nulls, then REST gets only the given fields', async () => {
    t.api.when.createMember.returns(aMember());
    await t.runAs(
      'LIBRARIAN',
      'mutation { createMember(input: { name: "Alex Kim", cardNumber: "  ", email: null, phone: "+44 20 7946 0958" }) { id } }',
    );
    await t.runAs(
      'LIBRARIAN',
      'mutation { createMember(input: { name: "Sam", cardNumber: "LIB0042", email: "sam@example.org", notes: "Class 4B" }) { id } }',
    );
    expect(t.api.argsOf('createMember')).toEqual([
      [{ name: 'Alex Kim', phone: '+44 20 7946 0958' }],
      [{ name: 'Sam', cardNumber: 'LIB0042', email: 'sam@example.org', notes: 'Class 4B' }],
    ]);
  });

  it('when REST says the card number is taken, then DUPLICATE_CARD with the message on the cardNumber field', async () => {
    t.api.when.createMember.failsWith(409, aRestError(MEMBER_MESSAGES.cardTaken, 'DUPLICATE_CARD'));
    const result = await t.runAs(
      'LIBRARIAN',
      'mutation { createMember(input: { name: "A", cardNumber: "LIB1" }) { id } }',
    );
    expect(result.errors?.[0]).toMatchObject({
      message: MEMBER_MESSAGES.cardTaken,
      extensions: {
        code: 'DUPLICATE_CARD',
        upstreamCode: 'DUPLICATE_CARD',
        fields: { cardNumber: MEMBER_MESSAGES.cardTaken },
      },
    });
  });

  it('when REST refuses a field, then BAD_USER_INPUT with its message per field', async () => {
    t.api.when.createMember.failsWith(400, aValidationError({ email: MEMBER_MESSAGES.emailInvalid }));
    const result = await t.runAs('LIBRARIAN', 'mutation { createMember(input: { name: "A", email: "nope" }) { id } }');
    expect(result.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { email: MEMBER_MESSAGES.emailInvalid } },
    });
  });

  it('when a member is changed, then fields left out are not sent and null clears email, phone and notes', async () => {
    t.api.when.updateMember.returns(aMember());
    await t.runAs(
      'LIBRARIAN',
      'mutation { updateMember(id: "m1", input: { name: "Alex K", email: null, notes: null }) { id } }',
    );
    expect(t.api.argsOf('updateMember')).toEqual([['m1', { name: 'Alex K', email: null, notes: null }]]);
  });

  it('when the name or card number is null, then BAD_USER_INPUT per field and REST is not called', async () => {
    const result = await t.runAs(
      'LIBRARIAN',
      'mutation { updateMember(id: "m1", input: { name: null, cardNumber: null }) { id } }',
    );
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(Object.keys(result.errors?.[0]?.extensions?.['fields'] ?? {}).sort()).toEqual(['cardNumber', 'name']);
    expect(t.api.restCalls).toEqual([]);
  });

  it('when a member is blocked, unblocked and deleted, then REST gets each call and the answers are REST’s', async () => {
    t.api.when.blockMember.returns(aMember({ status: 'blocked', blockedReason: 'Lost books' }));
    t.api.when.unblockMember.returns(aMember());
    t.api.when.deleteMember.returns(undefined);
    const result = await t.runAs(
      'LIBRARIAN',
      `mutation {
        blockMember(id: "m1", reason: "Lost books") { status blockedReason }
        unblockMember(id: "m1") { status blockedReason }
        deleteMember(id: "m1")
      }`,
    );
    expect(result.data).toEqual({
      blockMember: { status: 'BLOCKED', blockedReason: 'Lost books' },
      unblockMember: { status: 'ACTIVE', blockedReason: null },
      deleteMember: 'm1',
    });
    expect(t.api.restCalls).toEqual([
      { method: 'blockMember', args: ['m1', 'Lost books'] },
      { method: 'unblockMember', args: ['m1'] },
      { method: 'deleteMember', args: ['m1'] },
    ]);
  });

  it('when REST refuses a delete (books out), then MEMBER_HAS_LOANS with its message', async () => {
    t.api.when.deleteMember.failsWith(409, aRestError(MEMBER_MESSAGES.memberHasLoans, 'MEMBER_HAS_LOANS'));
    const result = await t.runAs('LIBRARIAN', 'mutation { deleteMember(id: "m1") }');
    expect(result.errors?.[0]).toMatchObject({
      message: MEMBER_MESSAGES.memberHasLoans,
      extensions: { code: 'MEMBER_HAS_LOANS' },
    });
  });

  it('when a member is invited, then the link is the invitation page on this site with REST’s token', async () => {
    t.api.when.inviteMember.returns({
      member: aMember({ account: 'invited' }),
      token: 'tok/en',
      expiresAt: '2026-01-08T00:00:00.000Z',
    });
    const result = await run(
      t.server,
      t.api,
      'mutation { inviteMember(id: "m1") { url expiresAt member { id account } } }',
      undefined,
      contextAs(t.api, 'LIBRARIAN', 'https://books.example.org').context,
    );
    expect(result.data).toEqual({
      inviteMember: {
        url: 'https://books.example.org/invitation/tok%2Fen',
        expiresAt: '2026-01-08T00:00:00.000Z',
        member: { id: 'member-1', account: 'INVITED' },
      },
    });
  });

  it.each([
    ['MEMBER_NO_EMAIL', MEMBER_MESSAGES.memberNoEmail],
    ['LIBRARY_OPEN', MEMBER_MESSAGES.libraryOpen],
  ])('when REST refuses an invitation with %s, then that code and its message', async (code, message) => {
    t.api.when.inviteMember.failsWith(409, aRestError(message, code));
    const result = await t.runAs('LIBRARIAN', 'mutation { inviteMember(id: "m1") { url } }');
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code } });
  });
});

describe('loan rules', () => {
  it('when anyone reads the loan rules, then REST’s are the answer, without asking who is asking', async () => {
    t.api.when.loanRules.returns(someLoanRules({ loansPerMember: 0 }));
    const result = await t.runAs(
      'visitor',
      '{ loanRules { loanDays loansPerMember renewalsPerLoan holdShelfDays keepBorrowerDays } }',
    );
    expect(result.data).toEqual({
      loanRules: { loanDays: 21, loansPerMember: 0, renewalsPerLoan: 2, holdShelfDays: 7, keepBorrowerDays: 30 },
    });
    expect(t.api.count('me')).toBe(0);
  });

  it('when an admin changes them, then REST gets every rule', async () => {
    t.api.when.updateLoanRules.returns(someLoanRules({ loanDays: 14 }));
    const result = await t.runAs(
      'ADMIN',
      'mutation { updateLoanRules(input: { loanDays: 14, loansPerMember: 3, renewalsPerLoan: 1, holdShelfDays: 5, keepBorrowerDays: 0 }) { loanDays } }',
    );
    expect(result.data).toEqual({ updateLoanRules: { loanDays: 14 } });
    expect(t.api.argsOf('updateLoanRules')).toEqual([
      [{ loanDays: 14, loansPerMember: 3, renewalsPerLoan: 1, holdShelfDays: 5, keepBorrowerDays: 0 }],
    ]);
  });

  it('when an admin sets the days the activity log keeps, then REST gets them, and reads show them', async () => {
    t.api.when.updateLoanRules.returns(someLoanRules({ keepActivityDays: 90 }));
    const result = await t.runAs(
      'ADMIN',
      'mutation { updateLoanRules(input: { loanDays: 21, loansPerMember: 5, renewalsPerLoan: 2, holdShelfDays: 7, keepBorrowerDays: 30, keepActivityDays: 90 }) { keepActivityDays } }',
    );
    expect(result.data).toEqual({ updateLoanRules: { keepActivityDays: 90 } });
    expect(t.api.argsOf('updateLoanRules')).toEqual([
      [
        {
          loanDays: 21,
          loansPerMember: 5,
          renewalsPerLoan: 2,
          holdShelfDays: 7,
          keepBorrowerDays: 30,
          keepActivityDays: 90,
        },
      ],
    ]);
  });
});

describe('loans with members: borrowBook(member), loans(memberId), renewLoan, returnLoan', () => {
  const BORROW =
    'mutation($m: String) { borrowBook(book: "b1", quantity: 1, dueDate: "2030-01-01", member: $m) { id member { id name cardNumber } renewals renewalsLeft putAside { id } } }';

  it('when a member is given, then REST gets it and the loan names the member; blank or null is left out', async () => {
    t.api.when.borrowBook.returns(aBorrow({ member: aLoanMember(), renewals: 0, renewalsLeft: 2 }));
    const result = await t.runAs('VOLUNTEER', BORROW, { m: '1234567897' });
    expect(result.data).toEqual({
      borrowBook: {
        id: 'borrow-1',
        member: { id: 'member-1', name: 'Alex Kim', cardNumber: '1234567897' },
        renewals: 0,
        renewalsLeft: 2,
        putAside: [],
      },
    });
    await t.runAs('VOLUNTEER', BORROW, { m: '  ' });
    await t.runAs('VOLUNTEER', BORROW, { m: null });
    expect(t.api.argsOf('borrowBook')).toEqual([
      [{ book: 'b1', quantity: 1, dueDate: '2030-01-01', member: '1234567897' }],
      [{ book: 'b1', quantity: 1, dueDate: '2030-01-01' }],
      [{ book: 'b1', quantity: 1, dueDate: '2030-01-01' }],
    ]);
  });

  it.each([
    ['LOAN_LIMIT', MEMBER_MESSAGES.loanLimit('Alex Kim', 5, 5)],
    ['MEMBER_BLOCKED', MEMBER_MESSAGES.blocked('Alex Kim', 'Lost books')],
  ])('when REST refuses the borrow with %s, then that code and REST’s message', async (code, message) => {
    t.api.when.borrowBook.failsWith(409, aRestError(message, code));
    const result = await t.runAs('VOLUNTEER', BORROW, { m: '1234567897' });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code, upstreamCode: code } });
  });

  it('when the only copies are on the hold shelf for others, then CONFLICT with available and onHoldShelf, also in production', async () => {
    const body = {
      ...aRestError('The 2 copies left are on the hold shelf for other members', 'INSUFFICIENT_COPIES', {
        available: 0,
      }),
    };
    const failure = { ...body, error: { ...body.error, onHoldShelf: 2 } };
    t.api.when.borrowBook.failsWith(409, failure);
    const result = await t.runAs('VOLUNTEER', BORROW, { m: '1234567897' });
    expect(result.errors?.[0]).toMatchObject({
      message: 'The 2 copies left are on the hold shelf for other members',
      extensions: { code: 'CONFLICT', upstreamCode: 'INSUFFICIENT_COPIES', available: 0, onHoldShelf: 2 },
    });
    const production = testServer({ production: true });
    await production.start();
    try {
      const masked = await run(production, t.api, BORROW, { m: '1234567897' });
      expect(masked.errors?.[0]?.extensions).toEqual({
        code: 'CONFLICT',
        available: 0,
        onHoldShelf: 2,
        requestId: 'test',
      });
    } finally {
      await production.stop();
    }
  });

  it('when the member is unknown, then MEMBER_NOT_FOUND (not a missing book)', async () => {
    t.api.when.borrowBook.failsWith(404, aRestError(MEMBER_MESSAGES.memberUnknown, 'MEMBER_NOT_FOUND'));
    const result = await t.runAs('VOLUNTEER', BORROW, { m: '0000' });
    expect(result.errors?.[0]).toMatchObject({
      message: MEMBER_MESSAGES.memberUnknown,
      extensions: { code: 'MEMBER_NOT_FOUND' },
    });
  });

  it('when loans are asked for one member, then REST gets the member id', async () => {
    t.api.when.listLoans.returns(aLoanPage([aBorrow({ member: aLoanMember() })]));
    const result = await t.runAs(
      'VOLUNTEER',
      '{ loans(memberId: "member-1", status: ALL) { items { member { name } } } }',
    );
    expect(result.data).toEqual({ loans: { items: [{ member: { name: 'Alex Kim' } }] } });
    expect(t.api.argsOf('listLoans')).toEqual([
      [{ status: 'all', book: null, member: 'member-1', page: 1, limit: 10 }],
    ]);
  });

  it('when a loan is renewed, then REST renews it and the answer has the new due date and renewals left', async () => {
    t.api.when.renewLoan.returns(aBorrow({ _id: 'l1', dueDate: '2030-01-22', renewals: 1, renewalsLeft: 1 }));
    const result = await t.runAs('member', 'mutation { renewLoan(id: "l1") { id dueDate renewals renewalsLeft } }');
    expect(result.data).toEqual({ renewLoan: { id: 'l1', dueDate: '2030-01-22', renewals: 1, renewalsLeft: 1 } });
    expect(t.api.argsOf('renewLoan')).toEqual([['l1']]);
  });

  it.each([
    ['RENEWAL_LIMIT', MEMBER_MESSAGES.renewalLimit(2), 'RENEWAL_LIMIT'],
    ['ON_HOLD', MEMBER_MESSAGES.onHold, 'ON_HOLD'],
    ['ALREADY_RETURNED', 'This loan has already been returned', 'CONFLICT'],
  ])('when REST refuses a renewal with %s, then %s', async (restCode, message, code) => {
    t.api.when.renewLoan.failsWith(409, aRestError(message, restCode));
    const result = await t.runAs('VOLUNTEER', 'mutation { renewLoan(id: "l1") { id } }');
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code, upstreamCode: restCode } });
  });

  it('when a member renews a loan that is not theirs, then NOT_FOUND as REST says (they see nothing of others)', async () => {
    t.api.when.renewLoan.failsWith(404, aRestError('Loan not found', 'LOAN_NOT_FOUND'));
    const result = await t.runAs('member', 'mutation { renewLoan(id: "l9") { id } }');
    expect(result.errors?.[0]).toMatchObject({ message: 'Loan not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('when a return puts the copy aside for a hold, then putAside has that hold, now ready', async () => {
    t.api.when.returnLoan.returns({
      ...aBorrow({ _id: 'l1', returnedAt: '2026-01-05T00:00:00.000Z' }),
      putAside: [aHold({ status: 'ready', position: null, readyUntil: '2026-01-12' })],
    });
    const result = await t.runAs(
      'VOLUNTEER',
      'mutation { returnLoan(id: "l1") { id returnedAt putAside { id status readyUntil member { name cardNumber } } } }',
    );
    expect(result.data).toEqual({
      returnLoan: {
        id: 'l1',
        returnedAt: '2026-01-05T00:00:00.000Z',
        putAside: [
          {
            id: 'hold-1',
            status: 'READY',
            readyUntil: '2026-01-12',
            member: { name: 'Alex Kim', cardNumber: '1234567897' },
          },
        ],
      },
    });
  });
});

describe('holds', () => {
  it('when holds are asked with no arguments, then REST is asked for the active ones, 20 a page; each hold is mapped', async () => {
    t.api.when.listHolds.returns(aHoldPage([aHold({ book: { _id: 'b3', title: null, isbn: null } })]));
    const result = await t.runAs('VOLUNTEER', `{ holds { total items { ${HOLD_FIELDS} } } }`);
    expect(result.data).toEqual({
      holds: {
        total: 1,
        items: [
          {
            id: 'hold-1',
            bookId: 'b3',
            book: { id: 'b3', title: null, isbn: null, author: null, genre: null },
            member: { id: 'member-1', name: 'Alex Kim', cardNumber: '1234567897' },
            status: 'WAITING',
            position: 1,
            placedAt: '2026-01-03T00:00:00.000Z',
            readyUntil: null,
            endedAt: null,
          },
        ],
      },
    });
    expect(t.api.argsOf('listHolds')).toEqual([[{ status: 'active', book: null, member: null, page: 1, limit: 20 }]]);
  });

  it('when a status, a book, a member and a page are given, then REST gets its own values', async () => {
    t.api.when.listHolds.returns(aHoldPage());
    await t.runAs('VOLUNTEER', '{ holds(status: ENDED, bookId: "b1", memberId: "m1", page: 2, limit: 5) { total } }');
    await t.runAs('VOLUNTEER', '{ holds(status: READY) { total } }');
    expect(t.api.argsOf('listHolds')).toEqual([
      [{ status: 'ended', book: 'b1', member: 'm1', page: 2, limit: 5 }],
      [{ status: 'ready', book: null, member: null, page: 1, limit: 20 }],
    ]);
  });

  it('when a member places a hold for themself, then REST gets the book alone; staff name the member', async () => {
    t.api.when.placeHold.returns(aHold());
    await t.runAs('member', 'mutation { placeHold(bookId: "b1") { id } }');
    await t.runAs('member', 'mutation { placeHold(bookId: "b1", member: "") { id } }');
    await t.runAs('VOLUNTEER', 'mutation { placeHold(bookId: "b1", member: "1234567897") { id position } }');
    expect(t.api.argsOf('placeHold')).toEqual([
      [{ book: 'b1' }],
      [{ book: 'b1' }],
      [{ book: 'b1', member: '1234567897' }],
    ]);
  });

  it.each([
    ['COPY_ON_SHELF', MEMBER_MESSAGES.copyOnShelf],
    ['DUPLICATE_HOLD', MEMBER_MESSAGES.holdExists],
    ['MEMBER_BLOCKED', MEMBER_MESSAGES.blocked('Alex Kim', 'Lost books')],
  ])('when REST refuses a hold with %s, then that code and REST’s message', async (code, message) => {
    t.api.when.placeHold.failsWith(409, aRestError(message, code));
    const result = await t.runAs('member', 'mutation { placeHold(bookId: "b1") { id } }');
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code } });
  });

  it('when a hold is cancelled, then REST cancels it; one that ended is HOLD_NOT_ACTIVE, an unknown one HOLD_NOT_FOUND', async () => {
    t.api.when.cancelHold.returns(aHold({ status: 'cancelled', position: null, endedAt: '2026-01-04T00:00:00.000Z' }));
    const done = await t.runAs('member', 'mutation { cancelHold(id: "hold-1") { status endedAt } }');
    expect(done.data).toEqual({ cancelHold: { status: 'CANCELLED', endedAt: '2026-01-04T00:00:00.000Z' } });
    expect(t.api.argsOf('cancelHold')).toEqual([['hold-1']]);

    t.api.when.cancelHold.failsWith(409, aRestError(MEMBER_MESSAGES.holdNotActive, 'HOLD_NOT_ACTIVE'));
    expect(codes(await t.runAs('member', 'mutation { cancelHold(id: "hold-1") { id } }'))).toEqual(['HOLD_NOT_ACTIVE']);
    t.api.when.cancelHold.failsWith(404, aRestError(MEMBER_MESSAGES.holdNotFound, 'HOLD_NOT_FOUND'));
    expect(codes(await t.runAs('member', 'mutation { cancelHold(id: "nope") { id } }'))).toEqual(['HOLD_NOT_FOUND']);
  });
});

describe('Book.holdQueue, copiesOnHoldShelf and myHold', () => {
  const QUERY =
    '{ books { items { id copiesOnHoldShelf holdQueue { id position member { name } } myHold { id status readyUntil } } } }';

  it('when staff read books, then each has its queue from REST (active holds, queue order) and no hold of their own', async () => {
    t.api.when.listBooks.returns(aBookPage([aBook({ _id: 'b1', onHoldShelf: 1 })]));
    t.api.when.listHolds.returns(aHoldPage([aHold({ _id: 'h1', position: 1 }), aHold({ _id: 'h2', position: 2 })]));
    const result = await t.runAs('VOLUNTEER', QUERY);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      books: {
        items: [
          {
            id: 'b1',
            copiesOnHoldShelf: 1,
            holdQueue: [
              { id: 'h1', position: 1, member: { name: 'Alex Kim' } },
              { id: 'h2', position: 2, member: { name: 'Alex Kim' } },
            ],
            myHold: null,
          },
        ],
      },
    });
    expect(t.api.argsOf('listHolds')).toEqual([
      [{ status: 'active', book: 'b1', member: null, page: 1, limit: HOLD_QUEUE_LIMIT }],
    ]);
    expect(t.api.count('my')).toBe(0);
  });

  it.each<Viewer>(['visitor', 'person', 'member'])(
    'when a %s reads books, then the queue is empty without an error and REST is not asked for it',
    async (viewer) => {
      t.api.when.listBooks.returns(aBookPage([aBook({ _id: 'b1' })]));
      t.api.when.my.returns(aMy());
      const result = await t.runAs(viewer, '{ books { items { id holdQueue { id } } } }');
      expect(result).toMatchObject({ data: { books: { items: [{ id: 'b1', holdQueue: [] }] } }, errors: undefined });
      expect(t.api.count('listHolds')).toBe(0);
    },
  );

  it('when a member reads several books, then myHold comes from one GET /my: their hold where they have one, else null', async () => {
    t.api.when.listBooks.returns(aBookPage([aBook({ _id: 'b1' }), aBook({ _id: 'b2' }), aBook({ _id: 'b3' })]));
    t.api.when.my.returns(
      aMy({
        holds: [
          aHold({ _id: 'h1', book: { _id: 'b1', title: 'Dune', isbn: null }, status: 'waiting', position: 2 }),
          aHold({
            _id: 'h3',
            book: { _id: 'b3', title: 'Emma', isbn: null },
            status: 'ready',
            position: null,
            readyUntil: '2026-12-04',
          }),
        ],
      }),
    );
    const result = await t.runAs(
      'member',
      '{ books { items { id myHold { id status position readyUntil } } } my { holds { id } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      books: {
        items: [
          { id: 'b1', myHold: { id: 'h1', status: 'WAITING', position: 2, readyUntil: null } },
          { id: 'b2', myHold: null },
          { id: 'b3', myHold: { id: 'h3', status: 'READY', position: null, readyUntil: '2026-12-04' } },
        ],
      },
      my: { holds: [{ id: 'h1' }, { id: 'h3' }] },
    });
    expect(t.api.count('my')).toBe(1);
    expect(t.api.count('me')).toBe(1);
  });

  it.each<Viewer>(['visitor', 'person', 'VOLUNTEER', 'token'])(
    'when a %s (no member) reads a book, then myHold is null and GET /my is never asked',
    async (viewer) => {
      t.api.when.getBook.returns(aBook());
      const result = await t.runAs(viewer, '{ book(id: "book-1") { myHold { id } } }');
      expect(result).toMatchObject({ data: { book: { myHold: null } }, errors: undefined });
      expect(t.api.count('my')).toBe(0);
    },
  );
});

describe('a member’s own page: viewer.member, my, setKeepHistory', () => {
  const MY = `{ my { cardNumber name email phone status blockedReason keepHistory loansLeft
    loans { id dueDate renewalsLeft } holds { id status } } }`;

  it('when a member asks for the viewer, then its member is their record on /auth/me; staff have none', async () => {
    const member = await t.runAs('member', '{ viewer { role member { id cardNumber name } } }');
    expect(member.data).toEqual({ viewer: { role: null, member: { ...VIEWER_MEMBER } } });
    const staff = await t.runAs('LIBRARIAN', '{ viewer { role member { id } } }');
    expect(staff.data).toEqual({ viewer: { role: 'LIBRARIAN', member: null } });
  });

  it('when a member asks for their page, then REST’s /my is the answer', async () => {
    t.api.when.my.returns(
      aMy({
        status: 'blocked',
        blockedReason: 'Lost books',
        loansLeft: null,
        loans: [aBorrow({ _id: 'l1', dueDate: '2030-01-01', renewalsLeft: 1 })],
        holds: [aHold({ _id: 'h1' })],
      }),
    );
    const result = await t.runAs('member', MY);
    expect(result.data).toEqual({
      my: {
        cardNumber: '1234567897',
        name: 'Alex Kim',
        email: 'alex@example.org',
        phone: null,
        status: 'BLOCKED',
        blockedReason: 'Lost books',
        keepHistory: false,
        loansLeft: null,
        loans: [{ id: 'l1', dueDate: '2030-01-01', renewalsLeft: 1 }],
        holds: [{ id: 'h1', status: 'WAITING' }],
      },
    });
  });

  it('when someone signed in is no member (staff, a person, a token), then my is null and REST is not asked', async () => {
    for (const viewer of ['LIBRARIAN', 'person', 'token'] as const) {
      const result = await t.runAs(viewer, '{ my { cardNumber } }');
      expect([viewer, result.data, result.errors]).toEqual([viewer, { my: null }, undefined]);
    }
    expect(t.api.count('my')).toBe(0);
  });

  it('when REST says the viewer is no member (the record went since), then my is null', async () => {
    t.api.when.my.failsWith(403, aRestError(MEMBER_MESSAGES.notAMember, 'FORBIDDEN'));
    const result = await t.runAs('member', '{ my { cardNumber } }');
    expect(result).toMatchObject({ data: { my: null }, errors: undefined });
  });

  it('when a visitor asks for my, then UNAUTHENTICATED', async () => {
    expect(codes(await t.runAs('visitor', '{ my { cardNumber } }'))).toEqual(['UNAUTHENTICATED']);
  });

  it('when a member asks for their history, then REST gets the page asked for (defaults 1 and 10)', async () => {
    t.api.when.my.returns(aMy({ keepHistory: true }));
    t.api.when.myHistory.returns(aLoanPage([aBorrow({ returnedAt: '2026-01-02T00:00:00.000Z' })]));
    const result = await t.runAs(
      'member',
      '{ my { history { total items { returnedAt } } later: history(page: 2, limit: 5) { total } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(t.api.argsOf('myHistory')).toEqual([[{ page: 1, limit: 10 }], [{ page: 2, limit: 5 }]]);
  });

  it('when a member turns their history on, then REST gets keepHistory and the answer is their page', async () => {
    t.api.when.setKeepHistory.returns(aMy({ keepHistory: true }));
    const result = await t.runAs('member', 'mutation { setKeepHistory(keep: true) { keepHistory cardNumber } }');
    expect(result.data).toEqual({ setKeepHistory: { keepHistory: true, cardNumber: '1234567897' } });
    expect(t.api.argsOf('setKeepHistory')).toEqual([[true]]);
  });
});

describe('the new codes in production', () => {
  let production: ApolloServer<GatewayContext>;
  beforeAll(async () => {
    production = testServer({ production: true });
    await production.start();
  });
  afterAll(() => production.stop());

  it('when REST refuses a borrow over the loan limit in production, then the client keeps the code and the message', async () => {
    const message = MEMBER_MESSAGES.loanLimit('Alex Kim', 5, 5);
    t.api.when.borrowBook.failsWith(409, aRestError(message, 'LOAN_LIMIT'));
    const result = await run(
      production,
      t.api,
      'mutation { borrowBook(book: "b1", quantity: 1, dueDate: "2030-01-01", member: "1234567897") { id } }',
    );
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'LOAN_LIMIT', requestId: 'test' } });
    expect(result.errors?.[0]?.extensions).not.toHaveProperty('upstreamCode');
  });
});
