/**
 * Secrets handed out by the api (session tokens, API tokens, invitation links, setup codes): random,
 * at least 128 bits, and stored only as their SHA-256 hash, compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_TOKEN_PREFIX } from '../contract/rules';

/** A new random secret: `bytes` random bytes (default 32: 256 bits), base64url. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A new API token's secret: the prefix that tells it from a session token, then 256 random bits. */
export function newApiTokenSecret(): string {
  return API_TOKEN_PREFIX + randomSecret();
}

/** What is stored for a secret: its SHA-256, hex. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether `secret` hashes to `storedHash`, compared in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
