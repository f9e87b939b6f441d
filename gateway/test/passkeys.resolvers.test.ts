/**
 * Passkeys in the gateway: the WebAuthn options go to the browser as JSON text, its answer
 * comes back as JSON text and goes to REST as an object, a passkey sign-in starts the session as
 * signIn does, and REST's PASSKEY_FAILED keeps its code and message. The fake REST client answers
 * what each test sets up; the request's site goes to REST in X-Forwarded-Host / -Proto.
 */
import { PASSKEY_MESSAGES } from '@library/api/contract/rules';
import { RequestCredentials } from '../src/rest/credentials';
import { codes, run } from './support/graphql';
import { aRestError } from './support/restData';
import { aPasskey, aSignIn, anAccount, contextAs } from './support/viewers';
import { resolverTests } from './support/resolverTests';

const t = resolverTests();

const OPTIONS = { challenge: 'Y2hhbGxlbmdl', rp: { id: 'books.example.org', name: 'Library' } };
const ANSWER = { id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'e30' } };

describe('passkeys', () => {
  it("when a signed-in person starts adding a passkey, then REST's options come as JSON text", async () => {
    t.api.when.passkeyRegistrationOptions.returns(OPTIONS);
    const result = await run(
      t.server,
      t.api,
      'mutation { startPasskeyRegistration }',
      undefined,
      contextAs(t.api, 'VOLUNTEER').context,
    );
    expect(result.errors).toBeUndefined();
    expect(JSON.parse(String(result.data?.['startPasskeyRegistration']))).toEqual(OPTIONS);
  });

  it("when the browser's answer is finished with a name, then REST gets it as an object and the passkey is answered", async () => {
    t.api.when.addPasskey.returns(aPasskey({ name: 'Phone' }));
    const result = await run(
      t.server,
      t.api,
      'mutation Finish($response: String!) { finishPasskeyRegistration(name: "Phone", response: $response) { id name createdAt lastUsedAt } }',
      { response: JSON.stringify(ANSWER) },
      contextAs(t.api, 'LIBRARIAN').context,
    );
    expect(result.data).toEqual({
      finishPasskeyRegistration: {
        id: 'passkey-1',
        name: 'Phone',
        createdAt: '2026-11-01T09:00:00.000Z',
        lastUsedAt: null,
      },
    });
    expect(t.api.argsOf('addPasskey')).toEqual([['Phone', ANSWER]]);
  });

  it("when the browser's answer is not a JSON object, then BAD_USER_INPUT and REST is not asked", async () => {
    const result = await run(
      t.server,
      t.api,
      'mutation { finishPasskeyRegistration(name: "Phone", response: "not json") { id } }',
      undefined,
      contextAs(t.api, 'LIBRARIAN').context,
    );
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(t.api.count('addPasskey')).toBe(0);
  });

  it('when the viewer lists and removes passkeys, then REST answers and remove is true', async () => {
    t.api.when.listPasskeys.returns([
      aPasskey(),
      aPasskey({ id: 'p2', name: 'Phone', lastUsedAt: '2026-11-02T09:00:00.000Z' }),
    ]);
    t.api.when.removePasskey.returns(aPasskey());
    const { context } = contextAs(t.api, 'ADMIN');
    const listed = await run(t.server, t.api, '{ passkeys { id name lastUsedAt } }', undefined, context);
    expect(listed.data).toEqual({
      passkeys: [
        { id: 'passkey-1', name: 'Work laptop', lastUsedAt: null },
        { id: 'p2', name: 'Phone', lastUsedAt: '2026-11-02T09:00:00.000Z' },
      ],
    });
    const removed = await run(t.server, t.api, 'mutation { removePasskey(id: "passkey-1") }', undefined, context);
    expect(removed.data).toEqual({ removePasskey: true });
    expect(t.api.argsOf('removePasskey')).toEqual([['passkey-1']]);
  });

  it('when a visitor signs in with a passkey, then the session is started with REST’s answer and the viewer returned', async () => {
    const signIn = aSignIn({ account: anAccount({ name: 'Ada', role: 'ADMIN' }) });
    t.api.when.passkeySignInOptions.returns({ challenge: 'c2lnbi1pbg' });
    t.api.when.passkeySignIn.returns(signIn);
    const { context, sessions } = contextAs(t.api, 'visitor');
    const started = await run(t.server, t.api, 'mutation { startPasskeySignIn }', undefined, context);
    expect(JSON.parse(String(started.data?.['startPasskeySignIn']))).toEqual({ challenge: 'c2lnbi1pbg' });
    const result = await run(
      t.server,
      t.api,
      'mutation Finish($response: String!) { finishPasskeySignIn(response: $response) { name role } }',
      { response: JSON.stringify(ANSWER) },
      context,
    );
    expect(result.data).toEqual({ finishPasskeySignIn: { name: 'Ada', role: 'ADMIN' } });
    expect(t.api.argsOf('passkeySignIn')).toEqual([[ANSWER]]);
    expect(sessions).toEqual([{ started: signIn }]);
  });

  it("when REST refuses the passkey, then PASSKEY_FAILED with REST's message and no session", async () => {
    t.api.when.passkeySignIn.failsWith(400, aRestError(PASSKEY_MESSAGES.signInFailed, 'PASSKEY_FAILED'));
    const { context, sessions } = contextAs(t.api, 'visitor');
    const result = await run(
      t.server,
      t.api,
      'mutation Finish($response: String!) { finishPasskeySignIn(response: $response) { id } }',
      { response: JSON.stringify(ANSWER) },
      context,
    );
    expect(codes(result)).toEqual(['PASSKEY_FAILED']);
    expect(result.errors?.[0]?.message).toBe(PASSKEY_MESSAGES.signInFailed);
    expect(sessions).toEqual([]);
  });
});

describe("the request's site", () => {
  it('when credentials carry the site, then REST gets its host and scheme as X-Forwarded-Host and -Proto', () => {
    const credentials = new RequestCredentials(
      null,
      null,
      '198.51.100.7',
      'Chromium',
      () => undefined,
      new URL('https://books.example.org:8443'),
    );
    expect(credentials.headers()).toEqual({
      'x-forwarded-for': '198.51.100.7',
      'user-agent': 'Chromium',
      'x-forwarded-host': 'books.example.org:8443',
      'x-forwarded-proto': 'https',
    });
  });
});
