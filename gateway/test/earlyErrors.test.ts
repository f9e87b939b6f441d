/**
 * Errors Apollo Server makes itself before any operation runs (CSRF prevention, a method other than
 * GET/POST, a body that is not a GraphQL request) carry `extensions.requestId` like every other
 * error. Real gateways on random ports in front of a mocked REST service (no REST call is made for any of these).
 */
import { gatewaysOnCountingUpstream, type TestGateway } from './support/mockUpstream';

interface Answer {
  status: number;
  requestIdHeader: string | null;
  errors: { message: string; extensions?: Record<string, unknown> }[];
}

const {
  gateways: { gateway, production },
} = gatewaysOnCountingUpstream({ gateway: {}, production: { production: true } });

async function send(gateway: TestGateway, requestId: string, init: RequestInit, search = ''): Promise<Answer> {
  const response = await fetch(`${gateway.url}/graphql${search}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'x-request-id': requestId },
  });
  const body = (await response.json()) as { errors?: Answer['errors'] };
  return { status: response.status, requestIdHeader: response.headers.get('x-request-id'), errors: body.errors ?? [] };
}

/** The answer is a refusal with this status, and every error names the request's id. */
function expectRefusalWithId(answer: Answer, status: number, requestId: string): void {
  expect(answer.status).toBe(status);
  expect(answer.requestIdHeader).toBe(requestId);
  expect(answer.errors.length).toBeGreaterThan(0);
  for (const error of answer.errors) {
    expect(error.extensions).toMatchObject({ code: 'BAD_REQUEST', requestId });
  }
}

/** A JSON POST as a client sends it. */
async function expectJsonPostRefusedWithId(body: string, status: number, requestId: string): Promise<void> {
  const answer = await send(gateway, requestId, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  expectRefusalWithId(answer, status, requestId);
}

it('when a GET without a preflight header is refused by CSRF prevention, then the error carries the requestId', async () => {
  const answer = await send(
    gateway,
    'csrf-get',
    { method: 'GET', headers: { accept: 'application/json' } },
    `?query=${encodeURIComponent('{ books { total } }')}`,
  );
  expectRefusalWithId(answer, 400, 'csrf-get');
  expect(answer.errors[0]?.message).toMatch(/Cross-Site Request Forgery/);
});

it.each([
  ['a text/plain POST is refused by CSRF prevention', 'the error', 'POST', 'text/plain', 400, 'csrf-text'],
  ['/graphql is called with PUT', 'the 405 error', 'PUT', 'application/json', 405, 'put-1'],
])('when %s, then %s carries the requestId', async (_when, _error, method, contentType, status, requestId) => {
  const answer = await send(gateway, requestId, {
    method,
    headers: { 'content-type': contentType },
    body: JSON.stringify({ query: '{ books { total } }' }),
  });
  expectRefusalWithId(answer, status, requestId);
});

it('when a JSON POST has no query, then the error carries the requestId', async () => {
  await expectJsonPostRefusedWithId('{}', 400, 'no-query');
});

it('when a JSON POST body is a batch (an array), then the error carries the requestId', async () => {
  await expectJsonPostRefusedWithId(JSON.stringify([{ query: '{ books { total } }' }]), 400, 'batch');
});

it('when a JSON POST has variables that are not an object, then the error carries the requestId', async () => {
  await expectJsonPostRefusedWithId(JSON.stringify({ query: '{ books { total } }', variables: 3 }), 400, 'vars');
});

it('when a JSON POST has a query that is not a string, then the error carries the requestId', async () => {
  await expectJsonPostRefusedWithId(JSON.stringify({ query: 3 }), 400, 'query-type');
});

it('when a GET has variables that are not JSON, then the error carries the requestId', async () => {
  const answer = await send(
    gateway,
    'get-vars',
    { method: 'GET', headers: { accept: 'application/json', 'apollo-require-preflight': '1' } },
    `?query=${encodeURIComponent('{ books { total } }')}&variables=%7B`,
  );
  expectRefusalWithId(answer, 400, 'get-vars');
});

it('when CSRF prevention refuses a request in production, then the error keeps only its code and the requestId', async () => {
  const answer = await send(production, 'csrf-prod', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ query: '{ books { total } }' }),
  });
  expect(answer.status).toBe(400);
  expect(answer.errors.map((error) => error.extensions)).toEqual([{ code: 'BAD_REQUEST', requestId: 'csrf-prod' }]);
});
