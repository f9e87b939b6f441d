/**
 * The one-time setup code of an open library: made at every api start while the library
 * is open, printed by `npm start`, stored only as its SHA-256 hash (store_meta, so any api process
 * checks it), used up by `POST /api/auth/setup`. Readable: `XXXX-XXXX-XXXX` from 32 characters that
 * cannot be mistaken for each other (no 0/O, 1/I): 12 × 5 = 60 random bits.
 */
import { randomInt } from 'node:crypto';
import { AUTH_MESSAGES } from '../contract/rules';
import { hashSecret } from './secrets';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** A new setup code, `XXXX-XXXX-XXXX`. */
export function newSetupCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** A code as typed (any case, spaces or hyphens anywhere) in the one form that is hashed. */
export function canonicalSetupCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '');
}

/** What is stored of a setup code. */
export function hashSetupCode(code: string): string {
  return hashSecret(canonicalSetupCode(code));
}

/** What the api sends its starter (the root `npm start`, over the IPC channel) when the library is open. */
export interface SetupCodeMessage {
  setupCode: string;
}

export function isSetupCodeMessage(message: unknown): message is SetupCodeMessage {
  return (
    typeof message === 'object' && message !== null && 'setupCode' in message && typeof message.setupCode === 'string'
  );
}

/** The command that makes the first admin from a terminal (api/src/staff-cli.ts). */
export const ADD_ADMIN_COMMAND = 'npm run staff -- add --email <email> --name <name> --role admin';

/**
 * The one warning line of an open library's start: it is open, and how to protect it: the setup
 * page (`setupPage`, the app's `/setup` with the code) or, for the api alone, `POST …/auth/setup`
 * with the code; or the staff command.
 */
export function openLibraryLine(code: string, where: { setupPage: string } | { apiUrl: string }): string {
  const setup =
    'setupPage' in where
      ? `open ${where.setupPage}?code=${code}`
      : `POST ${where.apiUrl}/auth/setup with the setup code ${code}`;
  return `⚠ ${AUTH_MESSAGES.openCatalogue}. To protect it, ${setup}, or run: ${ADD_ADMIN_COMMAND}`;
}
