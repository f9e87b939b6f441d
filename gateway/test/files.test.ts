/**
 * The members' file routes through the gateway, against a stand-in REST service (./support/fakeRest):
 * `POST /api/members/import` (the book import's rules: text/csv only, the app's own origin, 5 MB) and
 * `GET /api/my/export` (a signed-in member's data, with the session cookie or a bearer header; another
 * site's Origin refused when the cookie signs it in; `Content-Disposition` kept).
 */
import { startGateway, type RunningGateway } from '../src/index';
import { COOKIE_NAME } from '../src/session';
import { json, restFailure, startFakeRest, type FakeRest } from './support/fakeRest';
import { testGatewayOptions } from './support/gateway';

const MB5 = 5 * 1024 * 1024;
const DISPOSITION = 'attachment; filename="my-library-data.json"';
const MY_DATA = {
  exportedAt: '2026-11-27T01:00:00.000Z',
  member: { cardNumber: '1234567897', name: 'Alex Kim' },
  loans: [],
  holds: [],
};
const PREVIEW = {
  dryRun: true,
  columns: { used: ['name', 'cardNumber'], ignored: [] },
  totals: { rows: 1, ready: 1, invalid: 0, duplicate: 0, imported: 0 },
  rows: [],
};

let rest: FakeRest;
let gateway: RunningGateway;

beforeAll(async () => {
  rest = await startFakeRest();
  gateway = await startGateway(testGatewayOptions({ apiUrl: rest.url, graphqlCorsOrigins: ['http://localhost:5173'] }));
});
afterAll(async () => {
  await gateway.close();
  await rest.close();
});
beforeEach(() => {
  rest.received.length = 0;
});

function postMembers(body: string, headers: Record<string, string> = {}, query = '?dryRun=true'): Promise<Response> {
  return fetch(`${gateway.url}/api/members/import${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', ...headers },
    body,
  });
}

function exportMy(headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${gateway.url}/api/my/export`, { headers });
}

describe('POST /api/members/import through the gateway', () => {
  test('when a CSV is sent for a preview, then REST gets the body, dryRun and the cookie as a bearer, and its answer comes back', async () => {
    rest.answer((_req, res) => json(res, 200, { success: true, message: 'Preview', data: PREVIEW }));
    const csv = 'name,cardNumber\nAlex Kim,1234567897\n';
    const response = await postMembers(csv, { 'x-request-id': 'members-1', cookie: `${COOKIE_NAME}=staff-session` });

    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('members-1');
    expect(await response.json()).toEqual({ success: true, message: 'Preview', data: PREVIEW });
    expect(rest.received).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/members/import?dryRun=true',
        headers: expect.objectContaining({
          'content-type': 'text/csv',
          authorization: 'Bearer staff-session',
          'x-request-id': 'members-1',
        }) as unknown,
        body: csv,
      }),
    ]);
  });

  test('when dryRun=false or none is given, then REST gets exactly that', async () => {
    rest.answer((_req, res) => json(res, 200, { success: true, data: { ...PREVIEW, dryRun: false } }));
    expect((await postMembers('name\n', {}, '?dryRun=false')).status).toBe(200);
    expect((await postMembers('name\n', {}, '')).status).toBe(200);
    expect(rest.received.map((call) => call.url)).toEqual(['/api/members/import?dryRun=false', '/api/members/import']);
  });

  test('when REST refuses the file or the caller (400, 403), then its status and failure body come back unchanged', async () => {
    for (const [status, code, message] of [
      [400, 'INVALID_CSV', 'This file has the column email; it needs name'],
      [403, 'FORBIDDEN', 'Your role does not allow this'],
    ] as const) {
      const failure = restFailure(code, message);
      rest.answer((_req, res) => json(res, status, failure));
      const response = await postMembers('name\n', {}, '?dryRun=false');
      expect([status, response.status, await response.json()]).toEqual([status, status, failure]);
    }
  });

  test('when the body is not text/csv, comes from another site or is over 5 MB, then it is refused and REST is not called', async () => {
    const notCsv = await postMembers('name\n', { 'content-type': 'application/json', 'x-request-id': 'type-1' });
    expect(notCsv.status).toBe(415);
    expect(await notCsv.json()).toEqual({
      success: false,
      message: 'Send the file as text/csv',
      error: { name: 'GatewayError', code: 'UNSUPPORTED_MEDIA_TYPE' },
      requestId: 'type-1',
    });
    const foreign = await postMembers('name\n', { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN_ORIGIN' } });
    const large = await postMembers('x'.repeat(MB5 + 1));
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({
      message: 'The file is larger than 5 MB',
      error: { code: 'IMPORT_TOO_LARGE' },
    });
    expect(rest.received).toHaveLength(0);
  });
});

describe('GET /api/my/export through the gateway', () => {
  test('when a member signed in by the cookie asks, then REST gets the bearer and the file comes back with its name', async () => {
    rest.answer((_req, res) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Disposition', DISPOSITION);
      res.end(JSON.stringify(MY_DATA));
    });
    const response = await exportMy({ cookie: `${COOKIE_NAME}=member-session`, 'x-request-id': 'my-1' });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(DISPOSITION);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(MY_DATA);
    expect(rest.received).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/my/export',
        headers: expect.objectContaining({ authorization: 'Bearer member-session', 'x-request-id': 'my-1' }) as unknown,
      }),
    ]);
  });

  test('when the query has anything, then REST gets the path alone', async () => {
    rest.answer((_req, res) => json(res, 200, MY_DATA));
    expect((await fetch(`${gateway.url}/api/my/export?member=someone-else`)).status).toBe(200);
    expect(rest.received.map((call) => call.url)).toEqual(['/api/my/export']);
  });

  test('when the cookie signs it in from another site, then 403 FORBIDDEN_ORIGIN and REST is not called; the own origin passes', async () => {
    rest.answer((_req, res) => json(res, 200, MY_DATA));
    const cookie = `${COOKIE_NAME}=member-session`;
    const refused = await exportMy({ cookie, origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN_ORIGIN' } });
    expect(rest.received).toHaveLength(0);

    expect((await exportMy({ cookie, origin: gateway.url })).status).toBe(200);
    expect((await exportMy({ cookie, origin: 'http://localhost:5173' })).status).toBe(200);
    expect(rest.received).toHaveLength(2);
  });

  test('when a bearer header signs it in, then another Origin is left to REST (no cookie rides along)', async () => {
    rest.answer((_req, res) => json(res, 200, MY_DATA));
    const response = await exportMy({ authorization: 'Bearer api-client', origin: 'https://elsewhere.example' });
    expect(response.status).toBe(200);
    expect(rest.received).toEqual([
      expect.objectContaining({
        headers: expect.objectContaining({ authorization: 'Bearer api-client' }) as unknown,
      }),
    ]);
  });

  test('when REST refuses (403 not a member), then its answer comes back; a 401 to the cookie also clears it', async () => {
    const notMember = restFailure('FORBIDDEN', 'Only members have loans and holds of their own');
    rest.answer((_req, res) => json(res, 403, notMember));
    const refused = await exportMy({ cookie: `${COOKIE_NAME}=staff-session` });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(notMember);

    const ended = restFailure('UNAUTHENTICATED', 'Your session has ended: sign in again');
    rest.answer((_req, res) => json(res, 401, ended));
    const expired = await exportMy({ cookie: `${COOKIE_NAME}=old-session` });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual(ended);
    expect(expired.headers.getSetCookie()).toEqual([expect.stringMatching(new RegExp(`^${COOKIE_NAME}=;`))]);
  });
});
