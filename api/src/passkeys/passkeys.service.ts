/**
 * Passkeys' rules (WebAuthn, @simplewebauthn/server): a signed-in person adds discoverable
 * credentials (resident key required, user verification preferred) to their account, lists and
 * removes them; anyone signs in with one (the account is the credential's, no email asked).
 * Every ceremony's challenge is stored (webauthn_challenges) for PASSKEY_RULES.challengeMinutes
 * and taken once. Failures are 400 PASSKEY_FAILED with one message each way (adding, signing in);
 * sign-ins are throttled per address as password sign-ins are (the sessions service). Adding and
 * removing are written in the activity log, in the change's transaction.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { recordActivity, type ActivityActor } from '../activity/activity.service';
import type { AccountsService } from '../accounts/accounts.service';
import { PASSKEY_MESSAGES, PASSKEY_RULES, type AddPasskeyInput, type PasskeySignInInput } from '../contract';
import type { Db } from '../db/handles';
import type { Retry } from '../db/pg-errors';
import type { PasskeyRow } from '../db/schema';
import { passkeyFailed, passkeyNotFound, unauthenticated } from '../errors';
import type { Client, SessionsService, SignedIn } from '../sessions/sessions.service';
import * as q from './passkeys.queries';

/** Who the passkeys are for: the relying party's id (a host name) and the page's origin, as the browser has them. */
export interface RelyingParty {
  id: string;
  origin: string;
}

export interface PasskeysService {
  /** The account's passkeys, oldest first. */
  listPasskeys(accountId: string): Promise<PasskeyRow[]>;
  /** The options of `navigator.credentials.create` for a new passkey of the account (its challenge stored). */
  passkeyRegistrationOptions(accountId: string, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON>;
  /** Verifies the browser's answer and keeps the passkey; 400 PASSKEY_FAILED. */
  addPasskey(
    who: { accountId: string },
    input: AddPasskeyInput,
    rp: RelyingParty,
    actor: ActivityActor,
  ): Promise<PasskeyRow>;
  /** Removes one of the account's passkeys; 404 NOT_FOUND (another's is not found either). */
  removePasskey(who: { accountId: string }, id: string, actor: ActivityActor): Promise<PasskeyRow>;
  /** The options of `navigator.credentials.get` for a discoverable passkey (its challenge stored). */
  passkeySignInOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON>;
  /** A new session for the passkey's account; 400 PASSKEY_FAILED; 429 TOO_MANY_ATTEMPTS. */
  signInWithPasskey(input: PasskeySignInInput, rp: RelyingParty, client: Client): Promise<SignedIn>;
}

export interface PasskeysOptions {
  now: () => Date;
  accounts: AccountsService;
  sessions: SessionsService;
  /** The name browsers show for the site (default "Library"). */
  rpName?: string;
}

const CHALLENGE_MS = PASSKEY_RULES.challengeMinutes * 60_000;
const TRANSPORTS: readonly string[] = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'];

const toBase64Url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(Buffer.from(text, 'base64url'));

function transportsOf(row: Pick<PasskeyRow, 'transports'>): AuthenticatorTransport[] {
  return (row.transports ?? '').split(',').filter((t): t is AuthenticatorTransport => TRANSPORTS.includes(t));
}

/** The challenge the browser signed (in its client data), or undefined when it cannot be read. */
function challengeOf(answer: { response: { clientDataJSON: string } }): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(answer.response.clientDataJSON, 'base64url').toString('utf8'));
    const challenge = typeof data === 'object' && data !== null && 'challenge' in data ? data.challenge : undefined;
    return typeof challenge === 'string' && challenge !== '' ? challenge : undefined;
  } catch {
    return undefined;
  }
}

const passkeyTarget = (row: PasskeyRow) => ({ kind: 'passkey', id: row.id, label: row.name });

export function passkeysService(db: Db, retry: Retry, options: PasskeysOptions): PasskeysService {
  const { now, accounts, sessions } = options;
  const rpName = options.rpName ?? 'Library';

  const storeChallenge = async (challenge: string, purpose: q.ChallengePurpose, accountId: string | null) => {
    const at = now();
    await q.insertChallenge(
      db,
      { challenge, purpose, accountId, expiresAt: new Date(at.getTime() + CHALLENGE_MS) },
      at,
    );
  };

  /** Takes the answer's challenge (one use); false when it is unknown, expired or someone else's. */
  const tookChallenge = async (
    answer: { response: { clientDataJSON: string } },
    purpose: q.ChallengePurpose,
    accountId: string | null,
  ): Promise<string | undefined> => {
    const challenge = challengeOf(answer);
    if (challenge === undefined) return undefined;
    return (await q.takeChallenge(db, challenge, purpose, accountId, now())) ? challenge : undefined;
  };

  /** The account of a verified sign-in answer, its use recorded; undefined when the answer fails. */
  const provenAccount = async (input: PasskeySignInInput, rp: RelyingParty) => {
    const answer = input.response as unknown as AuthenticationResponseJSON;
    const challenge = await tookChallenge(input.response, 'sign-in', null);
    const passkey = challenge === undefined ? undefined : await q.passkeyByCredentialId(db, answer.id);
    if (challenge === undefined || passkey === undefined) return undefined;
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response: answer,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
        credential: {
          id: passkey.credentialId,
          publicKey: fromBase64Url(passkey.publicKey),
          counter: passkey.counter,
          transports: transportsOf(passkey),
        },
      });
    } catch {
      return undefined;
    }
    if (!verified.verified) return undefined;
    await q.markUsed(db, passkey.id, verified.authenticationInfo.newCounter, now());
    return accounts.accountById(passkey.accountId);
  };

  return {
    listPasskeys: (accountId) => q.passkeysOf(db, accountId),

    passkeyRegistrationOptions: async (accountId, rp) => {
      const account = await accounts.accountById(accountId);
      if (account === undefined) throw unauthenticated();
      const existing = await q.passkeysOf(db, accountId);
      const options = await generateRegistrationOptions({
        rpName,
        rpID: rp.id,
        userName: account.email,
        userDisplayName: account.name,
        userID: new TextEncoder().encode(account.id),
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await storeChallenge(options.challenge, 'register', accountId);
      return options;
    },

    addPasskey: async ({ accountId }, { name, response }, rp, actor) => {
      const failed = () => passkeyFailed(PASSKEY_MESSAGES.addFailed);
      const challenge = await tookChallenge(response, 'register', accountId);
      if (challenge === undefined) throw failed();
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response: response as unknown as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: false,
        });
      } catch {
        throw failed();
      }
      if (!verified.verified) throw failed();
      const { credential } = verified.registrationInfo;
      if ((await q.passkeyByCredentialId(db, credential.id)) !== undefined) throw failed();
      return retry(() =>
        db.transaction(async (tx) => {
          const row = await q.insertPasskey(tx, {
            accountId,
            credentialId: credential.id,
            publicKey: toBase64Url(credential.publicKey),
            counter: credential.counter,
            transports: credential.transports?.join(',') ?? null,
            name,
            createdAt: now(),
          });
          await recordActivity(tx, actor, { action: 'passkey.added', target: passkeyTarget(row) });
          return row;
        }),
      );
    },

    removePasskey: ({ accountId }, id, actor) =>
      retry(() =>
        db.transaction(async (tx) => {
          const row = await q.deletePasskey(tx, accountId, id);
          if (row === undefined) throw passkeyNotFound();
          await recordActivity(tx, actor, { action: 'passkey.removed', target: passkeyTarget(row) });
          return row;
        }),
      ),

    passkeySignInOptions: async (rp) => {
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred' });
      await storeChallenge(options.challenge, 'sign-in', null);
      return options;
    },

    signInWithPasskey: (input, rp, client) =>
      sessions.signInWithProof(
        () => provenAccount(input, rp),
        () => passkeyFailed(),
        client,
      ),
  };
}
