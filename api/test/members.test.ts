/**
 * Members over HTTP: who may list, read and change them, the card number (generated
 * with its Luhn check digit, or typed), the search (accent-insensitive), paging and order, block
 * and unblock, delete (refused while loans are out; past loans anonymised), the invitation that
 * signs a member in, and the activity log naming members by card number only.
 */
import {
  MEMBER_MESSAGES,
  AUTH_MESSAGES,
  cardNumberProblem,
  luhnCheckDigit,
  type ActivityQuery,
  type LoanRules,
  type MemberInvitationJson,
  type MemberJson,
} from '../src/contract';
import type { Store } from '../src/store';
import { TARGETS, isoDate, systemActor, type LoanJson } from './helpers';
import { apiSuite } from './support/suite';
import { bearer, goodPassword, signIn, uniqueEmail } from './support/auth';

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000f00d';

/** A card number no other test uses, in the library's own form (letters and digits, not 10 digits). */
function uniqueCard(): string {
  return `T${crypto.randomUUID().replace(/-/g, '').slice(0, 11).toUpperCase()}`;
}

/** The log's entries about a member, newest first. */
async function entriesAbout(
  store: Store,
  memberId: string,
): Promise<{ action: string; targetLabel: string | null; details: unknown }[]> {
  const query: ActivityQuery = { page: 1, limit: 100, targetKind: 'member', targetId: memberId };
  return (await store.listActivity(query)).entries.map((e) => ({
    action: e.action,
    targetLabel: e.targetLabel,
    details: e.details,
  }));
}

describe.each(TARGETS)('members on %s', (target) => {
  const {
    api,
    store,
    staff: [admin, librarian, volunteer],
  } = apiSuite(target, 'ADMIN', 'LIBRARIAN', 'VOLUNTEER');

  const create = (body: Record<string, unknown>, headers = librarian.headers) =>
    api.post<MemberJson>('/members', body, { headers });
  const member = async (body: Record<string, unknown> = {}): Promise<MemberJson> => {
    const res = await create({ name: 'Alex Kim', ...body });
    if (res.status !== 201) throw new Error(`creating a member answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };

  describe('who may', () => {
    it('when a visitor asks for the members, then 401; a volunteer may list and read them but not add one', async () => {
      expect((await api.get('/members')).status).toBe(401);
      expect((await api.get(`/members/${UNKNOWN_ID}`)).status).toBe(401);
      const alex = await member();
      const list = await api.get<MemberJson[]>('/members', { headers: volunteer.headers });
      expect(list.status).toBe(200);
      const one = await api.get<MemberJson>(`/members/${alex.id}`, { headers: volunteer.headers });
      expect(one.status).toBe(200);
      expect(one.body.data.name).toBe('Alex Kim');
      const refused = await create({ name: 'Not Allowed' }, volunteer.headers);
      expect(refused.status).toBe(403);
      expect(refused.body.error?.code).toBe('FORBIDDEN');
      for (const [method, path] of [
        ['PATCH', `/members/${alex.id}`],
        ['POST', `/members/${alex.id}/block`],
        ['POST', `/members/${alex.id}/unblock`],
        ['DELETE', `/members/${alex.id}`],
        ['POST', `/members/${alex.id}/invitation`],
      ] as const) {
        const res =
          method === 'PATCH'
            ? await api.patch(path, { name: 'X' }, { headers: volunteer.headers })
            : method === 'DELETE'
              ? await api.del(path, { headers: volunteer.headers })
              : await api.post(path, { reason: 'x' }, { headers: volunteer.headers });
        expect([method, path, res.status]).toEqual([method, path, 403]);
      }
    });

    it('when a librarian adds a member, then 201 with the member as staff see them', async () => {
      const card = uniqueCard();
      const res = await create({
        name: '  Zoë Ortiz ',
        cardNumber: card,
        email: ' Zoe@Example.org ',
        phone: '+44 20 7946 0958',
        notes: 'Class 4B',
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Member created successfully');
      expect(res.body.data).toEqual({
        _id: res.body.data.id,
        id: res.body.data.id,
        cardNumber: card,
        name: 'Zoë Ortiz',
        email: 'Zoe@Example.org',
        phone: '+44 20 7946 0958',
        notes: 'Class 4B',
        status: 'active',
        blockedReason: null,
        keepHistory: false,
        account: null,
        copiesOut: 0,
        overdueLoans: 0,
        holdsReady: 0,
        loansLeft: 5,
        createdAt: expect.any(String) as string,
        updatedAt: expect.any(String) as string,
      });
    });
  });

  describe('card numbers', () => {
    it('when a member is added without a card number, then one is generated: 10 digits ending in their Luhn check digit', async () => {
      for (const body of [{}, { cardNumber: '' }, { cardNumber: '   ' }, { cardNumber: null }]) {
        const alex = await member(body);
        expect(alex.cardNumber).toMatch(/^[1-9]\d{9}$/);
        expect(luhnCheckDigit(alex.cardNumber.slice(0, 9))).toBe(alex.cardNumber.slice(9));
        expect(cardNumberProblem(alex.cardNumber)).toBeUndefined();
      }
    });

    it('when a typed card number is a mistyped generated one, then 400 "Card number is not valid"', async () => {
      const good = (await member()).cardNumber;
      const wrong = good.slice(0, 9) + String((Number(good[9]) + 1) % 10);
      const res = await create({ name: 'Typo', cardNumber: wrong });
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('VALIDATION_FAILED');
      expect(res.body.error?.errors?.['cardNumber']?.message).toBe('Card number is not valid');
      expect(res.body.error?.errors?.['cardNumber']?.message).toBe(MEMBER_MESSAGES.cardInvalid);
    });

    it('when a card number is taken (spaces, hyphens and case aside), then 409 DUPLICATE_CARD', async () => {
      const card = uniqueCard();
      await member({ cardNumber: card });
      const res = await create({ name: 'Twin', cardNumber: `${card.slice(0, 4)}-${card.slice(4).toLowerCase()}` });
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('DUPLICATE_CARD');
      expect(res.body.message).toBe(MEMBER_MESSAGES.cardTaken);
    });

    it('when a member is looked up by card, then spaces, hyphens and case are ignored; an unknown card is 404 MEMBER_NOT_FOUND', async () => {
      const card = uniqueCard();
      const alex = await member({ cardNumber: card });
      const found = await api.get<MemberJson>(
        `/members/by-card/${encodeURIComponent(` ${card.slice(0, 3)} ${card.slice(3).toLowerCase()}`)}`,
        {
          headers: volunteer.headers,
        },
      );
      expect(found.status).toBe(200);
      expect(found.body.data.id).toBe(alex.id);
      const none = await api.get(`/members/by-card/${uniqueCard()}`, { headers: volunteer.headers });
      expect(none.status).toBe(404);
      expect(none.body.error?.code).toBe('MEMBER_NOT_FOUND');
      expect(none.body.message).toBe(MEMBER_MESSAGES.memberNotFound);
    });

    it('when memberByCardOrId is given an id or a card number, then it finds the member; nobody for others', async () => {
      const card = uniqueCard();
      const alex = await member({ cardNumber: card });
      expect((await store.memberByCardOrId(alex.id))?.id).toBe(alex.id);
      expect((await store.memberByCardOrId(alex.id.toUpperCase()))?.id).toBe(alex.id);
      expect((await store.memberByCardOrId(card.toLowerCase()))?.id).toBe(alex.id);
      expect(await store.memberByCardOrId(UNKNOWN_ID)).toBeUndefined();
      expect(await store.memberByCardOrId(uniqueCard())).toBeUndefined();
    });
  });

  describe('fields', () => {
    it.each([
      ['a blank name', { name: '' }, 'name', MEMBER_MESSAGES.nameRequired],
      ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name', MEMBER_MESSAGES.nameTooLong],
      ['an email that is none', { name: 'A', email: 'not-an-email' }, 'email', MEMBER_MESSAGES.emailInvalid],
      ['a phone that is none', { name: 'A', phone: 'call me' }, 'phone', MEMBER_MESSAGES.phoneInvalid],
      ['notes of 2001 characters', { name: 'A', notes: 'n'.repeat(2001) }, 'notes', MEMBER_MESSAGES.notesTooLong],
      ['a card of 2 characters', { name: 'A', cardNumber: 'ab' }, 'cardNumber', MEMBER_MESSAGES.cardInvalid],
      [
        'a card that is an ISBN',
        { name: 'A', cardNumber: '978-0-306-40615-7' },
        'cardNumber',
        MEMBER_MESSAGES.cardIsIsbn,
      ],
    ])('when a member is added with %s, then 400 naming the field', async (_what, body, field, message) => {
      const res = await create(body);
      expect(res.status).toBe(400);
      expect(res.body.error?.errors?.[field]?.message).toBe(message);
    });

    it('when an email another member has is given (case aside), then 409 DUPLICATE_EMAIL', async () => {
      const email = uniqueEmail('member');
      await member({ email });
      const res = await create({ name: 'Other', email: email.toUpperCase() });
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('DUPLICATE_EMAIL');
      expect(res.body.message).toBe(MEMBER_MESSAGES.emailTaken);
    });

    it('when a member is patched, then the fields given change, null clears one, and the rest stay', async () => {
      const alex = await member({ email: uniqueEmail('m'), phone: '0123 456 789', notes: 'note' });
      const card = uniqueCard();
      const res = await api.patch<MemberJson>(
        `/members/${alex.id}`,
        { name: 'Alex King', phone: null, notes: '', cardNumber: card, keepHistory: true },
        { headers: librarian.headers },
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        name: 'Alex King',
        email: alex.email,
        phone: null,
        notes: null,
        cardNumber: card,
        keepHistory: true,
      });
      expect((await api.patch(`/members/${UNKNOWN_ID}`, { name: 'X' }, { headers: librarian.headers })).status).toBe(
        404,
      );
      expect((await api.patch('/members/nope', { name: 'X' }, { headers: librarian.headers })).body.error?.code).toBe(
        'INVALID_ID',
      );
    });
  });

  describe('list', () => {
    it('when members are searched, then the search is accent- and case-insensitive over name, email and card', async () => {
      const tag = crypto.randomUUID().slice(0, 8);
      const zoe = await member({ name: `Zoë ${tag}` });
      const card = uniqueCard();
      const byCard = await member({ name: `Card Holder ${tag}x`, cardNumber: card });
      const email = `${tag}-mail@example.org`;
      const byEmail = await member({ name: 'Mail Person', email });
      const find = async (search: string): Promise<string[]> => {
        const res = await api.get<MemberJson[]>(`/members?search=${encodeURIComponent(search)}&limit=100`, {
          headers: volunteer.headers,
        });
        expect(res.status).toBe(200);
        return res.body.data.map((m) => m.id);
      };
      expect(await find(`Zoe ${tag}`)).toEqual([zoe.id]);
      expect(await find(`ZOË ${tag.toUpperCase()}`)).toEqual([zoe.id]);
      expect(await find(card.slice(2, 9).toLowerCase())).toEqual([byCard.id]);
      expect(await find(email.toUpperCase())).toEqual([byEmail.id]);
      expect(await find(`${tag}-m`)).toEqual([byEmail.id]);
    });

    it('when members are listed by name or newest, then they come in that order, paged', async () => {
      const tag = `Order${crypto.randomUUID().slice(0, 8)}`;
      const names = ['Carla', 'Anna', 'Bea'];
      const made: MemberJson[] = [];
      for (const name of names) made.push(await member({ name: `${tag} ${name}` }));
      const page = async (query: string) => {
        const res = await api.get<MemberJson[]>(`/members?search=${tag}&${query}`, { headers: volunteer.headers });
        expect(res.status).toBe(200);
        return res;
      };
      const byName = await page('sort=name&limit=2');
      expect(byName.body.data.map((m) => m.name)).toEqual([`${tag} Anna`, `${tag} Bea`]);
      expect(byName.body.meta).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
      expect((await page('sort=name&limit=2&page=2')).body.data.map((m) => m.name)).toEqual([`${tag} Carla`]);
      expect((await page('sort=newest')).body.data.map((m) => m.id)).toEqual(made.map((m) => m.id).reverse());
      expect((await page('')).body.data.map((m) => m.id)).toEqual(made.map((m) => m.id).reverse());
      const bad = await api.get('/members?sort=oldest', { headers: volunteer.headers });
      expect(bad.status).toBe(400);
      expect(bad.body.error?.errors?.['sort']?.message).toBe('sort must be one of newest, name');
    });
  });

  describe('block', () => {
    it('when a member is blocked with a reason, then they are blocked until unblocked; a reason is required', async () => {
      const alex = await member();
      const noReason = await api.post(`/members/${alex.id}/block`, { reason: ' ' }, { headers: librarian.headers });
      expect(noReason.status).toBe(400);
      expect(noReason.body.error?.errors?.['reason']?.message).toBe(MEMBER_MESSAGES.reasonRequired);
      const blocked = await api.post<MemberJson>(
        `/members/${alex.id}/block`,
        { reason: 'Lost books not paid for' },
        { headers: librarian.headers },
      );
      expect(blocked.status).toBe(200);
      expect(blocked.body.data).toMatchObject({ status: 'blocked', blockedReason: 'Lost books not paid for' });
      const unblocked = await api.post<MemberJson>(`/members/${alex.id}/unblock`, undefined, {
        headers: librarian.headers,
      });
      expect(unblocked.body.data).toMatchObject({ status: 'active', blockedReason: null });
      expect((await api.post(`/members/${UNKNOWN_ID}/unblock`, undefined, { headers: librarian.headers })).status).toBe(
        404,
      );
    });
  });

  describe('loans and delete', () => {
    const lend = (book: string, memberRef: string, quantity = 1) =>
      api.post<LoanJson>(
        '/borrow',
        { book, quantity, dueDate: isoDate(14), member: memberRef },
        { headers: volunteer.headers },
      );

    it('when a member has loans out, one overdue, then copiesOut, overdueLoans and loansLeft say so', async () => {
      const alex = await member();
      const book = await api.book({ copies: 5 }, librarian.headers);
      expect((await lend(book._id, alex.cardNumber, 2)).status).toBe(201);
      // Due in the past: made through the store (the api refuses a past due date).
      await store.borrow(
        { bookId: book._id, quantity: 1, dueDate: isoDate(-3), borrower: null, member: alex.id },
        systemActor,
      );
      const res = await api.get<MemberJson>(`/members/${alex.id}`, { headers: volunteer.headers });
      expect(res.body.data).toMatchObject({ copiesOut: 3, overdueLoans: 1, holdsReady: 0, loansLeft: 2 });
      const listed = await api.get<MemberJson[]>(`/members?search=${alex.cardNumber}`, { headers: volunteer.headers });
      expect(listed.body.data.map((m) => [m.id, m.copiesOut, m.overdueLoans])).toEqual([[alex.id, 3, 1]]);
    });

    it('when a member has a loan out, then delete is 409 MEMBER_HAS_LOANS; once returned, delete keeps the loan, anonymised', async () => {
      const alex = await member({ email: uniqueEmail('leaver') });
      const book = await api.book({ copies: 2 }, librarian.headers);
      const loan = await lend(book._id, alex.cardNumber);
      expect(loan.status).toBe(201);
      const refused = await api.del(`/members/${alex.id}`, { headers: librarian.headers });
      expect([refused.status, refused.body.error?.code, refused.body.message]).toEqual([
        409,
        'MEMBER_HAS_LOANS',
        MEMBER_MESSAGES.memberHasLoans,
      ]);
      expect(
        (await api.post(`/loans/${loan.body.data._id}/return`, undefined, { headers: volunteer.headers })).status,
      ).toBe(200);
      const deleted = await api.del<{ _id: string }>(`/members/${alex.id}`, { headers: librarian.headers });
      expect(deleted.status).toBe(200);
      expect(deleted.body.data).toEqual({ _id: alex.id });
      expect((await api.get(`/members/${alex.id}`, { headers: volunteer.headers })).status).toBe(404);
      const loans = await api.get<LoanJson[]>(`/loans?book=${book._id}&status=all`, { headers: volunteer.headers });
      expect(loans.body.data).toHaveLength(1);
      expect(loans.body.data[0]).toMatchObject({ _id: loan.body.data._id, borrower: null, member: null });
      expect((await api.del(`/members/${alex.id}`, { headers: librarian.headers })).status).toBe(404);
    });

    (target === 'postgres' ? it : it.skip)(
      'when a member is deleted while a book is lent to them, then exactly one of the two goes through',
      async () => {
        for (let round = 0; round < 5; round += 1) {
          const alex = await member();
          const book = await api.book({ copies: 1 }, librarian.headers);
          const [lent, deleted] = await Promise.all([
            lend(book._id, alex.id),
            api.del(`/members/${alex.id}`, { headers: librarian.headers }),
          ]);
          const outcome = [lent.status, deleted.status];
          expect([
            [201, 409],
            [404, 200],
          ]).toContainEqual(outcome);
          // Never a loan out for a member who is gone.
          const out = await api.get<LoanJson[]>(`/loans?book=${book._id}&status=out`, { headers: volunteer.headers });
          expect(out.body.data.map((l) => l.member?._id ?? null)).toEqual(lent.status === 201 ? [alex.id] : []);
        }
      },
    );

    it('when a member with an account is deleted, then their account and sessions end with them', async () => {
      const email = uniqueEmail('gone');
      const alex = await member({ email });
      const invited = await api.post<MemberInvitationJson>(`/members/${alex.id}/invitation`, undefined, {
        headers: librarian.headers,
      });
      const password = goodPassword();
      const accepted = await api.post<{ token: string }>(`/auth/invitations/${invited.body.data.token}`, { password });
      expect(accepted.status).toBe(200);
      expect((await api.del(`/members/${alex.id}`, { headers: librarian.headers })).status).toBe(200);
      expect((await api.get('/auth/me', { headers: bearer(accepted.body.data.token) })).status).toBe(401);
      expect((await signIn(api, email, password)).status).toBe(401);
    });
  });

  describe('invitation', () => {
    it('when a member with an email is invited, then the link signs them in and /auth/me shows them as a member', async () => {
      const email = uniqueEmail('reader');
      const alex = await member({ email, name: 'Alex Reader' });
      const invited = await api.post<MemberInvitationJson>(`/members/${alex.id}/invitation`, undefined, {
        headers: librarian.headers,
      });
      expect(invited.status).toBe(201);
      expect(invited.body.data.member.account).toBe('invited');
      // The link's page knows it is a member's (it speaks to a member, not to staff).
      const details = await api.get<{ member: boolean }>(`/auth/invitations/${invited.body.data.token}`);
      expect([details.status, details.body.data.member]).toEqual([200, true]);
      const password = goodPassword();
      const accepted = await api.post<{ token: string; account: { member: unknown; role: unknown } }>(
        `/auth/invitations/${invited.body.data.token}`,
        { password },
      );
      expect(accepted.status).toBe(200);
      const itsMember = { id: alex.id, cardNumber: alex.cardNumber, name: 'Alex Reader' };
      expect(accepted.body.data.account).toMatchObject({ role: null, member: itsMember });
      const me = await api.get<{ account: { member: unknown } }>('/auth/me', {
        headers: { authorization: `Bearer ${accepted.body.data.token}` },
      });
      expect(me.body.data.account.member).toEqual(itsMember);
      const signedIn = await signIn(api, email, password);
      expect(signedIn.status).toBe(200);
      expect((await api.get<MemberJson>(`/members/${alex.id}`, { headers: volunteer.headers })).body.data.account).toBe(
        'active',
      );
      // A member is no staff: they may not list members, and the staff list does not show them.
      const asMember = { authorization: `Bearer ${accepted.body.data.token}` };
      expect((await api.get('/members', { headers: asMember })).status).toBe(403);
      const staff = await api.get<{ email: string }[]>('/staff', { headers: admin.headers });
      expect(staff.body.data.map((s) => s.email)).not.toContain(email);
      const staffMe = await api.get<{ account: { member: unknown } }>('/auth/me', { headers: volunteer.headers });
      expect(staffMe.body.data.account.member).toBeNull();
    });

    it('when a member without an email is invited, then 409 MEMBER_NO_EMAIL; an email another account has is 409 DUPLICATE_EMAIL', async () => {
      const alex = await member();
      const noEmail = await api.post(`/members/${alex.id}/invitation`, undefined, { headers: librarian.headers });
      expect(noEmail.status).toBe(409);
      expect(noEmail.body.error?.code).toBe('MEMBER_NO_EMAIL');
      expect(noEmail.body.message).toBe(MEMBER_MESSAGES.memberNoEmail);
      const staffEmail = await member({ email: volunteer.email });
      const taken = await api.post(`/members/${staffEmail.id}/invitation`, undefined, { headers: librarian.headers });
      expect(taken.status).toBe(409);
      expect(taken.body.error?.code).toBe('DUPLICATE_EMAIL');
      expect(taken.body.message).toBe(AUTH_MESSAGES.emailTaken);
    });
  });

  describe('a member who signs in', () => {
    it('when a member is invited again, then the old password and sessions end and the new link works', async () => {
      const email = uniqueEmail('again');
      const alex = await member({ email });
      const invite = () =>
        api.post<MemberInvitationJson>(`/members/${alex.id}/invitation`, undefined, { headers: librarian.headers });
      const first = await invite();
      const oldPassword = goodPassword();
      const session = await api.post<{ token: string }>(`/auth/invitations/${first.body.data.token}`, {
        password: oldPassword,
      });
      const second = await invite();
      expect(second.status).toBe(201);
      expect(second.body.data.member.account).toBe('invited');
      expect((await api.get('/auth/me', { headers: bearer(session.body.data.token) })).status).toBe(401);
      expect((await signIn(api, email, oldPassword)).status).toBe(401);
      const newPassword = goodPassword();
      expect((await api.post(`/auth/invitations/${second.body.data.token}`, { password: newPassword })).status).toBe(
        200,
      );
      expect((await signIn(api, email, newPassword)).status).toBe(200);
    });

    it("when a signed-in member's email and name change, then they sign in with the new email", async () => {
      const alex = await member({ email: uniqueEmail('old') });
      const invited = await api.post<MemberInvitationJson>(`/members/${alex.id}/invitation`, undefined, {
        headers: librarian.headers,
      });
      const password = goodPassword();
      await api.post(`/auth/invitations/${invited.body.data.token}`, { password });
      const email = uniqueEmail('new');
      const changed = await api.patch(
        `/members/${alex.id}`,
        { email, name: 'Alex New' },
        { headers: librarian.headers },
      );
      expect(changed.status).toBe(200);
      const signedIn = await signIn(api, email, password);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data.account.name).toBe('Alex New');
      // An email another account has is refused, for the member and their account alike.
      const taken = await api.patch(`/members/${alex.id}`, { email: volunteer.email }, { headers: librarian.headers });
      expect([taken.status, taken.body.error?.code]).toEqual([409, 'DUPLICATE_EMAIL']);
    });
  });

  describe('activity', () => {
    it('when a member is created, changed and blocked, then the log names them by card number, never by name; deleted, not at all', async () => {
      const alex = await member({ name: 'Private Person' });
      await api.patch(`/members/${alex.id}`, { name: 'Private Persons' }, { headers: librarian.headers });
      await api.post(`/members/${alex.id}/block`, { reason: 'Lost books' }, { headers: librarian.headers });
      await api.post(`/members/${alex.id}/unblock`, undefined, { headers: librarian.headers });
      const entries = await entriesAbout(store, alex.id);
      expect(entries.map((e) => e.action)).toEqual([
        'member.unblocked',
        'member.blocked',
        'member.updated',
        'member.created',
      ]);
      for (const e of entries) expect(e.targetLabel).toBe(alex.cardNumber);
      expect(JSON.stringify(entries)).not.toMatch(/Private|Lost books/);

      await api.del(`/members/${alex.id}`, { headers: librarian.headers });
      // The actions stay in the log, without who (api/test/activity-forget.test.ts searches every entry).
      expect(await entriesAbout(store, alex.id)).toEqual([]);
      const deleted = await store.listActivity({ page: 1, limit: 1, action: 'member.deleted' });
      expect(deleted.entries[0]).toMatchObject({ targetKind: 'member', targetId: null, targetLabel: null });
    });
  });

  describe('history', () => {
    it('when a member is added and blocked, then their history names who added and who changed them last', async () => {
      const alex = await member();
      const added = await api.get<{ createdBy: string | null; updatedBy: string | null }>(
        `/members/${alex.id}/history`,
        { headers: volunteer.headers },
      );
      expect(added.status).toBe(200);
      expect(added.body.data).toMatchObject({ createdBy: librarian.account.name, updatedBy: null });
      await api.post(`/members/${alex.id}/block`, { reason: 'Lost books' }, { headers: admin.headers });
      const changed = await api.get<{ updatedBy: string | null }>(`/members/${alex.id}/history`, {
        headers: volunteer.headers,
      });
      expect(changed.body.data.updatedBy).toBe(admin.account.name);
      expect((await api.get(`/members/${alex.id}/history`)).status).toBe(401);
    });
  });

  describe('loan rules', () => {
    it('when loansPerMember is 0, then loansLeft is null (no limit)', async () => {
      const rules: LoanRules = { ...(await store.loanRules()) };
      await store.updateLoanRules({ ...rules, loansPerMember: 0 }, systemActor);
      try {
        const alex = await member();
        expect(alex.loansLeft).toBeNull();
      } finally {
        await store.updateLoanRules(rules, systemActor);
      }
    });
  });
});

describe.each(TARGETS)('members in an open library on %s', (target) => {
  const { api, store } = apiSuite(target);

  it('when members (accounts without a role) exist, then the library stays open; inviting one is 409 LIBRARY_OPEN', async () => {
    // A member's account, as an invitation makes it: no role.
    await store.createAccount({ email: uniqueEmail('member'), name: 'Only A Member', role: null });
    expect(await store.libraryIsOpen()).toBe(true);
    const me = await api.get<{ open: boolean }>('/auth/me');
    expect(me.body.data.open).toBe(true);
    // Open: anyone may add and list members, as a librarian may.
    const alex = await api.post<MemberJson>('/members', { name: 'Open Alex', email: uniqueEmail('open') });
    expect(alex.status).toBe(201);
    expect((await api.get('/members')).status).toBe(200);
    const invited = await api.post(`/members/${alex.body.data.id}/invitation`);
    expect([invited.status, invited.body.error?.code, invited.body.message]).toEqual([
      409,
      'LIBRARY_OPEN',
      MEMBER_MESSAGES.libraryOpen,
    ]);
    expect(await store.listStaffAccounts()).toEqual([]);
  });
});
