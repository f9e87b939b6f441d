/**
 * The sessions service on a real database. API tokens as bearers: a token that is not
 * revoked is its principal (its role), its use noted at most once a minute; a revoked or unknown one
 * ends in 401 (the tokens are written straight into the table here: making them is the tokens
 * resource's). The events the activity log hears of: a throttling once, the setup.
 */
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pino from 'pino';
import { accountsService, type AccountsService } from '../src/accounts/accounts.service';
import { hashSecret, newApiTokenSecret } from '../src/access/secrets';
import { accessOf } from '../src/access/principal';
import { SIGN_IN_THROTTLE, allows } from '../src/contract';
import type { Db } from '../src/db/handles';
import { retryOnce } from '../src/db/pg-errors';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import * as schema from '../src/db/schema';
import { AppError } from '../src/errors';
import { sessionsService, type AuthEvents, type SessionsService } from '../src/sessions/sessions.service';
import { TARGETS, storeLocation, type StoreLocation } from './helpers';
import { MINUTE, goodPassword, testClock, uniqueEmail } from './support/auth';

describe.each(TARGETS)('the sessions service (API tokens, activity events) on %s', (target) => {
  const clock = testClock();
  let location: StoreLocation;
  let db: Db;
  let close: () => Promise<void>;
  let sessions: SessionsService;
  let accounts: AccountsService;
  const events: string[] = [];
  const authEvents: AuthEvents = {
    signInThrottled: (event) => {
      events.push(`sign-in.throttled ${event.accountId ?? 'unknown'} ${event.address ?? ''}`);
      return Promise.resolve();
    },
    librarySetUp: (event) => {
      events.push(`library.set-up ${event.account.id} ${event.address ?? ''}`);
      return Promise.resolve();
    },
  };

  beforeAll(async () => {
    location = await storeLocation(target);
    if ('dataDir' in location.options) {
      const { client, lock } = await openPglite(location.options.dataDir);
      db = drizzlePglite({ client, schema });
      close = async () => {
        await client.close();
        lock.release();
      };
    } else {
      const pool = await openPostgres(location.options.databaseUrl, pino({ level: 'silent' }));
      db = drizzlePg({ client: pool, schema });
      close = () => pool.end();
    }
    accounts = accountsService(db, retryOnce(pino({ level: 'silent' })), clock.now);
    sessions = sessionsService(db, accounts, { now: clock.now, idleHours: 12, maxDays: 7, events: authEvents });
  });
  afterAll(async () => {
    await close();
    await location.dispose();
  });

  async function token(role: schema.ApiTokenRow['role']): Promise<{ secret: string; id: string }> {
    const secret = newApiTokenSecret();
    const row = (
      await db
        .insert(schema.apiTokens)
        .values({ name: `Integration ${role}`, role, tokenHash: hashSecret(secret) })
        .returning()
    ).at(0);
    if (row === undefined) throw new Error('no token row');
    return { secret, id: row.id };
  }

  const lastUsed = async (id: string): Promise<Date | null> =>
    (await db.select().from(schema.apiTokens).where(eq(schema.apiTokens.id, id))).at(0)?.lastUsedAt ?? null;

  it('when a librarian token is the bearer, then it is that token with its role, and may change the catalogue', async () => {
    const { secret, id } = await token('LIBRARIAN');
    const principal = await sessions.principalOf(secret);
    expect(principal).toEqual({ kind: 'token', tokenId: id, name: 'Integration LIBRARIAN', role: 'LIBRARIAN' });
    expect(allows(accessOf(principal), 'catalogue')).toBe(true);
    expect(allows(accessOf(principal), 'administration')).toBe(false);
  });

  it('when a token is used, then its last use is noted, at most once a minute', async () => {
    const { secret, id } = await token('VOLUNTEER');
    expect(await lastUsed(id)).toBeNull();
    await sessions.principalOf(secret);
    const first = clock.now().getTime();
    expect((await lastUsed(id))?.getTime()).toBe(first);
    clock.advance(30_000);
    await sessions.principalOf(secret);
    expect((await lastUsed(id))?.getTime()).toBe(first);
    clock.advance(MINUTE);
    await sessions.principalOf(secret);
    expect((await lastUsed(id))?.getTime()).toBe(clock.now().getTime());
  });

  it('when a token is revoked or unknown, then it is refused with 401 UNAUTHENTICATED', async () => {
    const { secret, id } = await token('ADMIN');
    await db.update(schema.apiTokens).set({ revokedAt: clock.now() }).where(eq(schema.apiTokens.id, id));
    for (const bearer of [secret, newApiTokenSecret()]) {
      await expect(sessions.principalOf(bearer)).rejects.toEqual(
        expect.objectContaining({ status: 401, code: 'UNAUTHENTICATED' }),
      );
      await expect(sessions.principalOf(bearer)).rejects.toBeInstanceOf(AppError);
    }
  });

  it('when the library is set up, then the activity log hears of it, once, with the admin and the address', async () => {
    events.length = 0;
    const code = await sessions.newSetupCode();
    if (code === undefined) throw new Error('an open library has a setup code');
    const client = { address: '10.5.0.1', userAgent: null };
    const { account } = await sessions.setUpLibrary(
      { code, name: 'First Admin', email: uniqueEmail(), password: goodPassword() },
      client,
    );
    expect(events).toEqual([`library.set-up ${account.id} 10.5.0.1`]);
  });

  it('when sign-ins fail until the throttle starts, then the activity log hears of it once, with the account', async () => {
    events.length = 0;
    const password = goodPassword();
    const account = await accounts.createAccount({ email: uniqueEmail(), name: 'Vol', role: 'VOLUNTEER', password });
    const client = { address: '10.5.0.2', userAgent: null };
    const attempts = SIGN_IN_THROTTLE.perEmail + 3;
    for (let i = 0; i < attempts; i++) {
      await expect(sessions.signIn({ email: account.email, password: 'not the one!' }, client)).rejects.toBeInstanceOf(
        AppError,
      );
    }
    expect(events).toEqual([`sign-in.throttled ${account.id} 10.5.0.2`]);
  });
});
