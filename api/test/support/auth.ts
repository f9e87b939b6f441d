/**
 * Signed-in callers for tests: a staff account of a role made directly through the store's services
 * (as the CLI does), signed in, and its bearer header; and a clock that tests move by hand.
 * Making a staff account protects the library (it is no longer open).
 */
import crypto from 'node:crypto';
import type { StaffRole } from '../../src/contract';
import type { AccountRow } from '../../src/db/schema';
import type { Store } from '../../src/store';
import type { Api, Reply } from '../helpers';

/** A password the rules accept, different each time. */
export function goodPassword(): string {
  return `Quiet-lantern-${crypto.randomUUID()}`;
}

/** An email no other test uses. */
export function uniqueEmail(prefix = 'staff'): string {
  return `${prefix}-${crypto.randomUUID()}@library.test`;
}

export interface SignedInStaff {
  account: AccountRow;
  email: string;
  password: string;
  /** The session token. */
  token: string;
  /** `{ authorization: 'Bearer <token>' }`, for a request's headers. */
  headers: Record<string, string>;
}

/** A staff account of `role` (or no role), made through the store and signed in through it. */
export async function signedInStaff(
  store: Store,
  role: StaffRole | null,
  fields: { email?: string; name?: string; password?: string } = {},
): Promise<SignedInStaff> {
  const email = fields.email ?? uniqueEmail(role?.toLowerCase() ?? 'member');
  const password = fields.password ?? goodPassword();
  const account = await store.createAccount({ email, name: fields.name ?? `Test ${role ?? 'member'}`, role, password });
  const { token } = await store.startSession(account, { address: '127.0.0.1', userAgent: 'jest' });
  return { account, email, password, token, headers: bearer(token) };
}

/** The headers of a request that carries `token`. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export interface SignInData {
  token: string;
  expiresAt: string;
  account: { id: string; email: string; name: string; role: StaffRole | null };
}

/** `POST /auth/sign-in` over HTTP. */
export function signIn(
  api: Api,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Reply<SignInData>> {
  return api.post<SignInData>('/auth/sign-in', { email, password }, { headers });
}

/** A clock that stands still until a test moves it (`advance`). */
export function testClock(start = new Date('2030-01-01T09:00:00Z')): {
  now: () => Date;
  advance: (ms: number) => void;
} {
  let at = start.getTime();
  return { now: () => new Date(at), advance: (ms) => (at += ms) };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
