/**
 * `npm run staff -- <command>`: staff accounts from a terminal, on the configured store (PGlite in
 * DATA_DIR, or PostgreSQL with DATABASE_URL). The first admin made here protects an open library.
 *   add --email E --name N --role admin|librarian|volunteer [--password-stdin]
 *   list
 *   reset-password --email E [--password-stdin]   (ends the account's sessions)
 *   disable --email E                             (ends its sessions; never the last active admin)
 * The password is read from the terminal without echo (twice), or from stdin with --password-stdin.
 * PostgreSQL may be used while the app runs; the embedded store only while it is stopped (its lock
 * is held then: one line says so, exit 1). Every failure is one line on stderr, exit code 1.
 * Each change goes through the staff accounts' service (staff/): written with its activity log
 * entry (the `system` actor's) in one transaction; disabling keeps the last active admin under row locks.
 */
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { loadConfig, type ApiConfig } from './config';
import { STAFF_ROLES, emailField, nameField, type StaffRole } from './contract';
import type { AccountRow } from './db/schema';
import { DataDirLockedError } from './db/lock';
import { AppError, ValidationError } from './errors';
import { startupFailureLine } from './fatal';
import { createLogger } from './logger';
import { openStore, type Store } from './store';
import { systemActor } from './activity/activity.service';
import { staffStatusOf } from './staff/staff.service';

const USAGE = [
  'Usage: npm run staff -- <command>',
  '  add --email E --name N --role admin|librarian|volunteer [--password-stdin]',
  '  list',
  '  reset-password --email E [--password-stdin]',
  '  disable --email E',
].join('\n');

/** A failure the person at the terminal can act on: its message is the one line printed. */
class CliError extends Error {
  override name = 'CliError';
}

interface Options {
  email?: string | undefined;
  name?: string | undefined;
  role?: string | undefined;
  'password-stdin'?: boolean | undefined;
}

/** Reads a line from the terminal without showing it. */
function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (): void => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string): void => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish();
          reject(new CliError('Cancelled: nothing was changed'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    input.on('data', onData);
  });
}

/** Everything on stdin, without its final line break. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** The new password: from stdin (--password-stdin) or typed twice at the terminal. */
async function newPassword(options: Options): Promise<string> {
  if (options['password-stdin'] === true) return readStdin();
  if (!process.stdin.isTTY) {
    throw new CliError('No terminal to type the password in: pipe it in with --password-stdin');
  }
  const first = await readHidden('Password: ');
  const second = await readHidden('Password again: ');
  if (first !== second) throw new CliError('The two passwords differ: nothing was changed');
  return first;
}

function required(value: string | undefined, option: string): string {
  if (value === undefined || value.trim() === '') throw new CliError(`--${option} is required\n${USAGE}`);
  return value;
}

function roleOf(value: string | undefined): StaffRole {
  const role = STAFF_ROLES.find((r) => r === required(value, 'role').trim().toUpperCase());
  if (role === undefined) throw new CliError(`--role must be admin, librarian or volunteer (got "${value}")`);
  return role;
}

/** The value read with a field's schema, or its first failure's message. */
function checked<S extends z.ZodType>(schema: S, value: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new CliError(result.error.issues[0]?.message ?? 'Invalid value');
}

async function accountOf(store: Store, email: string): Promise<AccountRow> {
  const account = await store.accountByEmail(email);
  if (account === undefined) throw new CliError(`No account has the email ${email.trim()}`);
  return account;
}

async function run(command: string, options: Options, store: Store): Promise<string> {
  switch (command) {
    case 'add': {
      const email = checked(emailField, required(options.email, 'email'));
      const name = checked(nameField, required(options.name, 'name'));
      const role = roleOf(options.role);
      const wasOpen = await store.libraryIsOpen();
      const password = await newPassword(options);
      const account = await store.addStaffAccount({ email, name, role, password }, systemActor);
      return `Added ${role.toLowerCase()} ${account.name} <${account.email}>${wasOpen ? ': the library is now protected' : ''}`;
    }
    case 'list': {
      const accounts = await store.listStaffAccounts();
      if (accounts.length === 0) return 'No staff accounts: the library is open (anyone can edit)';
      return accounts
        .map((a) =>
          [
            a.role.padEnd(9),
            staffStatusOf(a).padEnd(8),
            `${a.name} <${a.email}>`,
            a.lastSignInAt ? `last sign-in ${a.lastSignInAt.toISOString()}` : 'never signed in',
          ].join('  '),
        )
        .join('\n');
    }
    case 'reset-password': {
      const account = await accountOf(store, required(options.email, 'email'));
      const ended = await store.setStaffPassword(account.id, await newPassword(options), systemActor);
      return `Password of ${account.email} changed; ${ended} session${ended === 1 ? '' : 's'} ended`;
    }
    case 'disable': {
      const account = await accountOf(store, required(options.email, 'email'));
      // Counted first: the change ends them, in its transaction (409 LAST_ADMIN: nothing changes).
      const ended = (await store.sessionsOf(account.id)).length;
      await store.updateStaffAccount(account.id, { status: 'disabled' }, systemActor);
      return `Disabled ${account.email}; ${ended} session${ended === 1 ? '' : 's'} ended`;
    }
    default:
      throw new CliError(`Unknown command "${command}"\n${USAGE}`);
  }
}

/** The one line that says why, for a failure the person can act on. */
function failureLine(err: unknown, config: ApiConfig | undefined): string {
  if (err instanceof CliError) return err.message;
  if (err instanceof ValidationError)
    return Object.values(err.errors)
      .map((e) => e.message)
      .join('; ');
  if (err instanceof AppError) return err.message;
  if (err instanceof DataDirLockedError && config !== undefined) {
    return `The app is running on the embedded store (${config.dataDir}): stop it first, then run this again (or use PostgreSQL with DATABASE_URL, which allows it at any time)`;
  }
  return startupFailureLine(err);
}

async function main(): Promise<void> {
  let config: ApiConfig | undefined;
  try {
    const { positionals, values } = parseArgs({
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        'password-stdin': { type: 'boolean' },
      },
    });
    const command = positionals.at(0);
    if (command === undefined || positionals.length > 1) throw new CliError(USAGE);
    config = loadConfig();
    const store = await openStore({ ...config, seed: false, logger: createLogger('warn') });
    try {
      console.log(await run(command, values, store));
    } finally {
      await store.close();
    }
  } catch (err: unknown) {
    const message = err instanceof TypeError && 'code' in err ? `${err.message}\n${USAGE}` : failureLine(err, config);
    console.error(message);
    process.exit(1);
  }
}

void main();
