/**
 * A protected library for a spec of its own: the admin made with the setup code its start printed,
 * and a librarian who joined through an invitation (their session cookies), through the product's
 * GraphQL as a browser's requests would go.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, PlaywrightWorkerArgs } from '@playwright/test';
import type { RunningProduct } from './harness';
import { dayIn } from './rules';

export type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** The staff's password (long enough for the api's rules; never a real one). */
export const STAFF_PASSWORD = 'Quiet-lantern-of-the-stacks';

/** One GraphQL operation with `api`'s cookies (it keeps the ones the answer sets); its data, or it throws. */
export async function gql(api: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await api.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * The library's today (YYYY-MM-DD): the product under test runs in this machine's time zone (no
 * LIBRARY_TIME_ZONE), so its day is this machine's.
 */
export function todayIso(): string {
  return dayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

export interface StaffedLibrary {
  admin: { name: string; email: string; cookies: Cookies };
  librarian: { name: string; email: string; cookies: Cookies };
}

/** Sets `product` up (its setup code) with an admin and an invited librarian, each with a password. */
export async function staffLibrary(
  playwright: PlaywrightWorkerArgs['playwright'],
  product: RunningProduct,
): Promise<StaffedLibrary> {
  if (product.setupCode === null) throw new Error('the product printed no setup code');
  const admin = { name: 'Ada Admin', email: `ada-${randomUUID()}@library.test` };
  const librarian = { name: 'Lee Librarian', email: `lee-${randomUUID()}@library.test` };
  const adminApi = await playwright.request.newContext({ baseURL: product.url });
  const librarianApi = await playwright.request.newContext({ baseURL: product.url });
  try {
    await gql(
      adminApi,
      'mutation($code: String!, $name: String!, $email: String!, $password: String!) { setUpLibrary(code: $code, name: $name, email: $email, password: $password) { id } }',
      { code: product.setupCode, ...admin, password: STAFF_PASSWORD },
    );
    const invited = await gql(
      adminApi,
      'mutation($input: CreateStaffAccountInput!) { createStaffAccount(input: $input) { url } }',
      { input: { ...librarian, role: 'LIBRARIAN' } },
    );
    const link = (invited['createStaffAccount'] as { url: string }).url;
    await gql(
      librarianApi,
      'mutation($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) { id } }',
      { token: link.slice(link.lastIndexOf('/') + 1), password: STAFF_PASSWORD },
    );
    return {
      admin: { ...admin, cookies: (await adminApi.storageState()).cookies },
      librarian: { ...librarian, cookies: (await librarianApi.storageState()).cookies },
    };
  } finally {
    await adminApi.dispose();
    await librarianApi.dispose();
  }
}
