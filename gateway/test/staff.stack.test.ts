/**
 * Staff and API tokens end to end: the real api (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set) and the real gateway in front of it. An admin adds an account through
 * GraphQL; the invitation link's token, accepted, signs the new person in with their role. An API
 * token's secret works as a bearer on /graphql until it is revoked.
 */
import { API_TOKEN_PREFIX } from '@library/api/contract/rules';
import { errorCodes, postGraphQL, sessionCookieOf, dataOf } from './support/http';
import { startStack, TARGETS, type Stack } from './support/stack';

jest.setTimeout(60_000);

const PASSWORD = 'Quiet-lantern-of-the-stacks';
const NEW_PASSWORD = 'Marginalia-in-green-ink';

describe.each(TARGETS)('staff and API tokens through the gateway (%s)', (target) => {
  let stack: Stack;
  let url: string;
  /** The admin's cookie header, after the library was set up. */
  let admin: Record<string, string>;
  beforeAll(async () => {
    stack = await startStack(target, 'gateway_staff');
    url = stack.gateway.url;
    const code = stack.api.setupCode;
    if (code === null) throw new Error('the api made no setup code');
    const setUp = await postGraphQL(
      url,
      'mutation SetUp($code: String!, $name: String!, $email: String!, $password: String!) { setUpLibrary(code: $code, name: $name, email: $email, password: $password) { role } }',
      { code, name: 'Ada', email: 'ada@library.test', password: PASSWORD },
    );
    const cookie = sessionCookieOf(setUp);
    if (cookie === null) throw new Error('setUpLibrary set no cookie');
    admin = { cookie };
  });
  afterAll(async () => {
    await stack.close();
  });

  it('when an admin adds an account and its invitation is accepted, then the new person is signed in with their role', async () => {
    const created = dataOf(
      await postGraphQL(
        url,
        'mutation Add($input: CreateStaffAccountInput!) { createStaffAccount(input: $input) { url account { name role status } } }',
        { input: { name: 'Grace', email: 'grace@library.test', role: 'LIBRARIAN' } },
        admin,
      ),
    );
    expect(created).toMatchObject({
      createStaffAccount: { account: { name: 'Grace', role: 'LIBRARIAN', status: 'INVITED' } },
    });
    const link = new URL(String((created['createStaffAccount'] as { url: unknown }).url));
    const token = /^\/invitation\/([^/]+)$/.exec(link.pathname)?.[1];
    if (token === undefined) throw new Error(`not an invitation link: ${link.href}`);

    const ACCEPT =
      'mutation Accept($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) { name role } }';
    const accepted = await postGraphQL(url, ACCEPT, { token: decodeURIComponent(token), password: NEW_PASSWORD });
    expect(accepted.body).toEqual({ data: { acceptInvitation: { name: 'Grace', role: 'LIBRARIAN' } } });
    const cookie = sessionCookieOf(accepted);
    if (cookie === null) throw new Error('acceptInvitation set no cookie');

    // Signed in as a librarian: loans yes, the staff list no.
    const librarian = await postGraphQL(url, '{ viewer { name role } loans { total } }', undefined, { cookie });
    expect(librarian.body).toEqual({ data: { viewer: { name: 'Grace', role: 'LIBRARIAN' }, loans: { total: 0 } } });
    expect(errorCodes(await postGraphQL(url, '{ staffAccounts { id } }', undefined, { cookie }))).toEqual([
      'FORBIDDEN',
    ]);
    // The link worked once.
    const again = await postGraphQL(url, ACCEPT, { token: decodeURIComponent(token), password: NEW_PASSWORD });
    expect(errorCodes(again)).toEqual(['INVITATION_INVALID']);
    // The admin sees the account active now.
    const listed = dataOf(await postGraphQL(url, '{ staffAccounts { name status } }', undefined, admin));
    expect(listed['staffAccounts']).toContainEqual({ name: 'Grace', status: 'ACTIVE' });
  });

  it('when an admin creates an API token, then its secret is a bearer on /graphql with its role until it is revoked', async () => {
    const created = dataOf(
      await postGraphQL(
        url,
        'mutation Token($name: String!, $role: StaffRole!) { createApiToken(name: $name, role: $role) { secret token { id name role revokedAt } } }',
        { name: 'Shelf scanner', role: 'VOLUNTEER' },
        admin,
      ),
    );
    const { secret, token } = created['createApiToken'] as {
      secret: string;
      token: { id: string; name: string; role: string; revokedAt: string | null };
    };
    expect(token).toMatchObject({ name: 'Shelf scanner', role: 'VOLUNTEER', revokedAt: null });
    expect(secret.startsWith(API_TOKEN_PREFIX)).toBe(true);
    const bearer = { authorization: `Bearer ${secret}` };
    // The staff list counts it under the admin who made it (it would stop with them).
    const counted = dataOf(await postGraphQL(url, '{ staffAccounts { name activeTokenCount } }', undefined, admin));
    expect(counted['staffAccounts']).toContainEqual({ name: 'Ada', activeTokenCount: 1 });

    // A volunteer's token: loans yes (nobody is signed in: no viewer), the tokens' list no.
    const used = await postGraphQL(url, '{ viewer { name } loans { total } }', undefined, bearer);
    expect(used.body).toEqual({ data: { viewer: null, loans: { total: 0 } } });
    expect(errorCodes(await postGraphQL(url, '{ apiTokens { id } }', undefined, bearer))).toEqual(['FORBIDDEN']);

    const revoked = dataOf(
      await postGraphQL(
        url,
        'mutation Revoke($id: ID!) { revokeApiToken(id: $id) { id revokedAt } }',
        { id: token.id },
        admin,
      ),
    );
    const revokedToken = revoked['revokeApiToken'] as { id: string; revokedAt: string | null };
    expect(revokedToken.id).toBe(token.id);
    expect(revokedToken.revokedAt).not.toBeNull();
    expect(errorCodes(await postGraphQL(url, '{ loans { total } }', undefined, bearer))).toEqual(['UNAUTHENTICATED']);
  });
});
