/**
 * A software authenticator for tests: an ES256 key pair (node:crypto) that answers WebAuthn
 * registration ("none" attestation) and authentication options as a browser would (the JSON of
 * @simplewebauthn/browser), for one origin and relying party id.
 */
import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | Buffer): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => crypto.createHash('sha256').update(data).digest();

/** A browser's answer to a ceremony, as `startRegistration` / `startAuthentication` give it. */
export interface CredentialAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: Record<string, string | string[]>;
  clientExtensionResults: Record<string, never>;
  authenticatorAttachment: 'platform';
}

export class SoftAuthenticator {
  private readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = crypto.randomBytes(16);
  private counter = 0;
  /** The user handle the registration gave (sent back when signing in). */
  private userHandle = '';

  constructor(
    readonly origin: string,
    readonly rpId: string,
  ) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  private clientData(type: string, challenge: string, origin: string): string {
    return b64url(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
  }

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Uint8Array.from(Buffer.from(jwk.x ?? '', 'base64url'))],
        [-3, Uint8Array.from(Buffer.from(jwk.y ?? '', 'base64url'))],
      ]),
    );
  }

  private authData(flags: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** The answer to registration options (`challenge`, `user.id`), for `origin` (default the authenticator's). */
  register(options: { challenge: string; user: { id: string } }, origin = this.origin): CredentialAnswer {
    this.userHandle = options.user.id;
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, this.coseKey()]);
    // User present, user verified, attested credential data.
    const authData = this.authData(0x45, attested);
    const noStatement = new Map<string, string>();
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', noStatement],
        ['authData', Uint8Array.from(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, origin),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The answer to authentication options (`challenge`), signed with the key. */
  authenticate(options: { challenge: string }, origin = this.origin): CredentialAnswer {
    this.counter += 1;
    const authData = this.authData(0x05);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signed = Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]);
    const signature = crypto.sign('sha256', signed, this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
