/**
 * Secrets and personal data stay out of the logs: the real api and the real gateway, each logging
 * into a capture (their own logger options), through a day at the desk: the first admin signs in,
 * invites a librarian who accepts, the librarian adds a member, finds them by name and by email (a
 * POST and a GET of /graphql), looks up their card and lends to them; an API token is made and used;
 * the invitation's page and a CSV export with a search are asked of the gateway. Neither log holds
 * any token, password, email, name, card number or search term, in any spelling a URL gives it;
 * both name the routes by their patterns.
 */
import { API_TOKEN_PREFIX } from '@library/api/contract/rules';
import { REDACTED } from '@library/api/log-format';
import { uniqueIsbn } from './support/isbn';
import { postGraphQL, sessionCookieSet, dataOf } from './support/http';
import { captureLogs } from './support/logs';
import { startStack, TARGETS } from './support/stack';
import { dueIn } from './support/dates';

jest.setTimeout(90_000);

const ADMIN = { name: 'Augusta Featherstonehaugh', email: 'augusta.f@private-mail.test', password: 'Velvet-hinge-93' };
const LIBRARIAN = { name: 'Ignatius Quillfeather', email: 'iggy.q@private-mail.test', password: 'Copper-kettle-71' };
const MEMBER = { name: 'Bobbie Marchbanks', email: 'bobbie.marchbanks@home-mail.test' };
const NAME_SEARCH = 'Marchbanks';
const EMAIL_SEARCH = 'bobbie.marchbanks@home';

/** A value and the spellings a URL or a form gives it. */
function spellings(value: string): string[] {
  return [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2), value.toLowerCase()];
}

describe.each(TARGETS)('the logs of a day at the desk (%s)', (target) => {
  it('when staff sign in, invite, search members by name and email, look up a card and lend, then neither log holds a secret or a personal value, and both name route patterns', async () => {
    const apiLogs = captureLogs('debug', 'api');
    const gatewayLogs = captureLogs('debug');
    const stack = await startStack(target, 'gateway_logs', null, { api: apiLogs.logger, gateway: gatewayLogs.logger });
    const secrets: string[] = [...Object.values(ADMIN), ...Object.values(LIBRARIAN), ...Object.values(MEMBER)];
    secrets.push(NAME_SEARCH, EMAIL_SEARCH);
    try {
      const url = stack.gateway.url;
      const code = stack.api.setupCode;
      if (code === null) throw new Error('the api made no setup code');
      secrets.push(code);
      const setUp = await postGraphQL(
        url,
        'mutation SetUp($code: String!, $name: String!, $email: String!, $password: String!) { setUpLibrary(code: $code, name: $name, email: $email, password: $password) { role } }',
        { code, ...ADMIN },
      );
      secrets.push(sessionCookieSet(setUp).split('=')[1] ?? '');
      const signedIn = await postGraphQL(
        url,
        'mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { role } }',
        { email: ADMIN.email, password: ADMIN.password },
      );
      const admin = { cookie: sessionCookieSet(signedIn) };
      secrets.push(admin.cookie.split('=')[1] ?? '');

      // The admin invites a librarian; the link's page is opened, its details read, and it is accepted.
      const invited = dataOf(
        await postGraphQL(
          url,
          'mutation Invite($input: CreateStaffAccountInput!) { createStaffAccount(input: $input) { url } }',
          { input: { name: LIBRARIAN.name, email: LIBRARIAN.email, role: 'LIBRARIAN' } },
          admin,
        ),
      );
      const link = new URL(String((invited['createStaffAccount'] as { url: unknown }).url));
      const token = decodeURIComponent(/\/invitation\/([^/]+)$/.exec(link.pathname)?.[1] ?? '');
      expect(token).not.toBe('');
      secrets.push(token);
      await (await fetch(`${url}${link.pathname}`)).text();
      dataOf(
        await postGraphQL(url, 'query Invitation($token: String!) { invitation(token: $token) { name } }', { token }),
      );
      const accepted = await postGraphQL(
        url,
        'mutation Accept($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) { role } }',
        { token, password: LIBRARIAN.password },
      );
      const librarian = { cookie: sessionCookieSet(accepted) };
      secrets.push(librarian.cookie.split('=')[1] ?? '');

      // The librarian adds a member, finds them by name (POST) and by email (GET), and by card.
      const created = dataOf(
        await postGraphQL(
          url,
          'mutation AddMember($input: CreateMemberInput!) { createMember(input: $input) { id cardNumber } }',
          { input: MEMBER },
          librarian,
        ),
      );
      const card = (created['createMember'] as { cardNumber: string }).cardNumber;
      secrets.push(card);
      const SEARCH = 'query SearchMembers($search: String) { members(search: $search) { total } }';
      expect(dataOf(await postGraphQL(url, SEARCH, { search: NAME_SEARCH }, librarian))).toEqual({
        members: { total: 1 },
      });
      const get = new URL(`${url}/graphql`);
      get.searchParams.set('query', SEARCH);
      get.searchParams.set('variables', JSON.stringify({ search: EMAIL_SEARCH }));
      const byEmail = await fetch(get, { headers: { ...librarian, 'apollo-require-preflight': 'true' } });
      expect(await byEmail.json()).toEqual({ data: { members: { total: 1 } } });
      const found = dataOf(
        await postGraphQL(
          url,
          'query ByCard($card: String!) { memberByCard(cardNumber: $card) { name } }',
          { card },
          librarian,
        ),
      );
      expect(found).toEqual({ memberByCard: { name: MEMBER.name } });

      // A book lent to them by card.
      const book = dataOf(
        await postGraphQL(
          url,
          'mutation AddBook($input: CreateBookInput!) { createBook(input: $input) { id } }',
          { input: { title: 'Logbook', author: 'A. Writer', genre: 'FICTION', isbn: uniqueIsbn(), copies: 2 } },
          librarian,
        ),
      );
      const lent = dataOf(
        await postGraphQL(
          url,
          `mutation Lend($book: ID!, $member: String) { borrowBook(book: $book, quantity: 1, dueDate: "${dueIn(7)}", member: $member) { member { name } } }`,
          { book: (book['createBook'] as { id: string }).id, member: card },
          librarian,
        ),
      );
      expect(lent).toEqual({ borrowBook: { member: { name: MEMBER.name } } });

      // An API token, made and used; a CSV export with a search.
      const minted = dataOf(
        await postGraphQL(
          url,
          'mutation Mint { createApiToken(name: "Nightly sync", role: LIBRARIAN) { secret } }',
          undefined,
          admin,
        ),
      );
      const secret = String((minted['createApiToken'] as { secret: unknown }).secret);
      expect(secret.startsWith(API_TOKEN_PREFIX)).toBe(true);
      secrets.push(secret);
      const bearer = { authorization: `Bearer ${secret}` };
      expect(dataOf(await postGraphQL(url, SEARCH, { search: NAME_SEARCH }, bearer))).toEqual({
        members: { total: 1 },
      });
      const exported = await fetch(`${url}/api/books/export.csv?search=${encodeURIComponent(MEMBER.name)}`, {
        headers: admin,
      });
      expect(exported.status).toBe(200);
      await exported.text();
    } finally {
      await stack.close();
    }

    const logs = { api: JSON.stringify(apiLogs.lines()), gateway: JSON.stringify(gatewayLogs.lines()) };
    for (const [service, text] of Object.entries(logs)) {
      const lower = text.toLowerCase();
      const leaked = secrets
        .filter((value) => value !== '')
        .flatMap(spellings)
        .filter((spelling) => lower.includes(spelling.toLowerCase()));
      expect({ service, leaked }).toEqual({ service, leaked: [] });
    }

    const urls = (lines: Record<string, unknown>[]): unknown[] =>
      lines.filter((line) => line['msg'] === 'request').map((line) => line['url']);
    expect(urls(apiLogs.lines())).toEqual(
      expect.arrayContaining([
        '/api/auth/invitations/:token',
        '/api/members/by-card/:card',
        expect.stringMatching(/^\/api\/members\?(\w+=\[redacted\]&)*search=\[redacted\]/),
        `/api/books/export.csv?search=${REDACTED}`,
      ]),
    );
    expect(urls(gatewayLogs.lines())).toEqual(
      expect.arrayContaining([
        '/graphql',
        `/graphql?query=${REDACTED}&variables=${REDACTED}`,
        '(web app)',
        `/api/books/export.csv?search=${REDACTED}`,
      ]),
    );
    const operations = gatewayLogs.lines().map((line) => line['operationName']);
    expect(operations).toEqual(expect.arrayContaining(['SignIn', 'Accept', 'SearchMembers', 'ByCard', 'Lend']));
  });
});
