/**
 * Sign-in under a burst, with two api processes on one PostgreSQL database (PostgreSQL only: PGlite
 * serialises everything): attempts are reserved before the hash, so a burst for one email checks at
 * most SIGN_IN_THROTTLE.perEmail passwords; the hashing of a process is bounded (429 and
 * Retry-After beyond its slots); and an invitation (a new staff account, a reset, a member's) or a
 * setup code is used once, whatever number of acceptances come at once.
 */
import pino from 'pino';
import {
  AUTH_MESSAGES,
  SIGN_IN_THROTTLE,
  type InvitationJson,
  type MemberInvitationJson,
  type MemberJson,
} from '../src/contract';
import { startApiServer, type ApiServer } from '../src/server';
import { openStore, type Store } from '../src/store';
import { TEST_DATABASE_URL, client, defined, freshDatabase, type Api, type Reply } from './helpers';
import { goodPassword, signIn, signedInStaff, uniqueEmail, type SignedInStaff } from './support/auth';
import type { ScratchDatabase } from '../src/db/scratch-database';

const WRONG = 'not the password!';

(TEST_DATABASE_URL ? describe : describe.skip)('sign-in races with two api processes on postgres', () => {
  let db: ScratchDatabase;
  let servers: ApiServer[] = [];
  let apis: Api[] = [];
  let store: Store;
  let admin: SignedInStaff;
  let block = 0;

  /** Two api processes (each its own store and pool) on one fresh database, and a store for the test's own rows. */
  async function start(): Promise<void> {
    db = await freshDatabase();
    const options = { databaseUrl: db.url, port: 0, logLevel: 'silent', seed: false, timeZone: 'UTC' } as const;
    servers = [await startApiServer(options), await startApiServer(options)];
    apis = servers.map((server) => client(server.url, 'postgres', () => Promise.resolve()));
    store = await openStore({ dataDir: '', databaseUrl: db.url, seed: false, logger: pino({ level: 'silent' }) });
  }

  async function stop(): Promise<void> {
    await store.close();
    for (const server of servers) await server.close();
    await db.drop();
  }

  /** The api process that takes the `i`-th request of a burst: every other one. */
  const api = (i: number): Api => defined(apis[i % 2], 'an api process');
  const addresses = () => {
    block += 1;
    return (i: number) => ({ 'x-forwarded-for': `10.${block}.${Math.floor(i / 250)}.${i % 250}` });
  };

  describe('once protected', () => {
    beforeAll(async () => {
      await start();
      admin = await signedInStaff(store, 'ADMIN');
    });
    afterAll(stop);

    it.each([
      ['from one address', (from: (i: number) => Record<string, string>) => () => from(0)],
      ['from 30 addresses', (from: (i: number) => Record<string, string>) => (i: number) => from(i)],
    ])(
      'when 30 sign-ins for one email come at once %s, the right password 16th, then at most 5 passwords are checked',
      async (_case, where) => {
        const person = await signedInStaff(store, 'VOLUNTEER');
        const headers = where(addresses());
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            signIn(api(i), person.email, i === 15 ? person.password : WRONG, headers(i)),
          ),
        );
        const checked = answers.filter((res) => res.status === 401 || res.status === 200);
        expect(checked.length).toBeGreaterThan(0);
        expect(checked.length).toBeLessThanOrEqual(SIGN_IN_THROTTLE.perEmail);
        expect(answers.filter((res) => !checked.includes(res)).map((res) => res.body.error?.code)).toEqual(
          Array.from({ length: 30 - checked.length }, () => 'TOO_MANY_ATTEMPTS'),
        );
      },
    );

    it('when more sign-ins come at once than the sign-in places hold, then the extra ones are 429 with Retry-After, and a throttled one is refused by the throttle', async () => {
      const from = addresses();
      const person = await signedInStaff(store, 'VOLUNTEER');
      for (let i = 0; i < SIGN_IN_THROTTLE.perEmail; i++) {
        expect((await signIn(api(0), person.email, WRONG, from(0))).status).toBe(401);
      }
      const flood = Array.from({ length: 100 }, (_, i) => signIn(api(0), uniqueEmail('flood'), WRONG, from(i + 1)));
      const throttled = await signIn(api(0), person.email, person.password, from(0));
      const answers: Reply<unknown>[] = await Promise.all(flood);
      // Refused before any hash: by the throttle, or by the admission when the flood holds every place.
      expect(throttled.status).toBe(429);
      expect([AUTH_MESSAGES.tooManyAttempts, AUTH_MESSAGES.signInBusy]).toContain(throttled.body.message);
      expect(answers.filter((res) => res.status !== 401 && res.status !== 429)).toEqual([]);
      const busy = answers.filter((res) => res.status === 429);
      expect(busy.length).toBeGreaterThan(0);
      for (const res of busy) {
        expect([res.body.error?.code, res.body.message, res.headers.get('retry-after')]).toEqual([
          'TOO_MANY_ATTEMPTS',
          AUTH_MESSAGES.signInBusy,
          '1',
        ]);
      }
    }, 60_000);

    /** An invitation's token, made as the admin screens make them. */
    const invitations: Array<[string, () => Promise<{ token: string; accountId: () => Promise<string> }>]> = [
      [
        'a new staff account',
        async () => {
          const email = uniqueEmail('invited');
          const res = await api(0).post<InvitationJson>(
            '/staff',
            { name: 'Invited', email, role: 'LIBRARIAN' },
            { headers: admin.headers },
          );
          return { token: res.body.data.token, accountId: () => Promise.resolve(res.body.data.account.id) };
        },
      ],
      [
        'a reset',
        async () => {
          const person = await signedInStaff(store, 'VOLUNTEER');
          const res = await api(0).post<InvitationJson>(`/staff/${person.account.id}/invitation`, undefined, {
            headers: admin.headers,
          });
          return { token: res.body.data.token, accountId: () => Promise.resolve(person.account.id) };
        },
      ],
      [
        'a member',
        async () => {
          const email = uniqueEmail('member');
          const member = await api(0).post<MemberJson>(
            '/members',
            { name: 'Mina Member', email },
            { headers: admin.headers },
          );
          const res = await api(0).post<MemberInvitationJson>(`/members/${member.body.data.id}/invitation`, undefined, {
            headers: admin.headers,
          });
          const accountId = async () => (await store.accountByEmail(email))?.id ?? 'none';
          return { token: res.body.data.token, accountId };
        },
      ],
    ];

    it.each(invitations)(
      'when 8 acceptances of one invitation (%s) come at once, then exactly one signs in and the link is used up',
      async (_case, invite) => {
        const { token, accountId } = await invite();
        expect(token.length).toBeGreaterThan(0);
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) => api(i).post(`/auth/invitations/${token}`, { password: goodPassword() })),
        );
        expect(answers.map((res) => res.status).sort()).toEqual([200, 404, 404, 404, 404, 404, 404, 404]);
        expect(answers.filter((res) => res.status === 404).map((res) => res.body.error?.code)).toEqual(
          Array.from({ length: 7 }, () => 'INVITATION_INVALID'),
        );
        expect(await store.sessionsOf(await accountId())).toHaveLength(1);
      },
    );
  });

  describe('while the library is open', () => {
    beforeAll(start);
    afterAll(stop);

    it('when 8 setups with the right code come at once, then exactly one makes the first admin', async () => {
      const code = await store.newSetupCode();
      if (code === undefined) throw new Error('an open library has a setup code');
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          api(i).post('/auth/setup', {
            code,
            name: `Admin ${i}`,
            email: uniqueEmail('admin'),
            password: goodPassword(),
          }),
        ),
      );
      expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
      expect(answers.filter((res) => res.status !== 201).map((res) => res.status)).toEqual(
        Array.from({ length: 7 }, () => 409),
      );
      expect((await store.listStaff()).map((row) => row.role)).toEqual(['ADMIN']);
    });
  });
});
