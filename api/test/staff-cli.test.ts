/** `npm run staff -- …` (src/staff-cli.ts) as a real process, on PGlite and PostgreSQL. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { AUTH_MESSAGES } from '../src/contract';
import { startApiServer } from '../src/server';
import { TARGETS, apiRoot, call, withStoreLocation, type StoreLocation } from './helpers';
import { goodPassword, uniqueEmail } from './support/auth';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the staff command with `args` on the store at `location`, `stdin` piped in. */
function staff(location: StoreLocation, args: string[], stdin = ''): Promise<Run> {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'staff-cli.ts'), ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', ...location.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  proc.stdin.end(stdin);
  return new Promise((resolve) => proc.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe.each(TARGETS)('the staff command on %s', (target) => {
  it('when an admin is added, listed, reset and another disabled, then each says so and sign-in follows', async () => {
    await withStoreLocation(target, async (location) => {
      const email = uniqueEmail('admin');
      const password = goodPassword();
      const added = await staff(
        location,
        ['add', '--email', email, '--name', 'Ada Admin', '--role', 'admin', '--password-stdin'],
        `${password}\n`,
      );
      expect([added.code, added.stdout.trim(), added.stderr]).toEqual([
        0,
        `Added admin Ada Admin <${email}>: the library is now protected`,
        '',
      ]);
      const common = await staff(
        location,
        ['add', '--email', uniqueEmail(), '--name', 'Vol', '--role', 'volunteer', '--password-stdin'],
        'password1\n',
      );
      expect([common.code, common.stderr.trim()]).toEqual([1, AUTH_MESSAGES.passwordCommon]);
      const volunteer = uniqueEmail('volunteer');
      expect(
        (
          await staff(
            location,
            ['add', '--email', volunteer, '--name', 'Vol', '--role', 'volunteer', '--password-stdin'],
            goodPassword(),
          )
        ).code,
      ).toBe(0);
      const list = await staff(location, ['list']);
      expect(list.code).toBe(0);
      expect(list.stdout.split('\n').filter(Boolean)).toEqual([
        expect.stringMatching(new RegExp(`^ADMIN +active +Ada Admin <${email}> +never signed in$`)),
        expect.stringMatching(new RegExp(`^VOLUNTEER +active +Vol <${volunteer}> +never signed in$`)),
      ]);
      const lastAdmin = await staff(location, ['disable', '--email', email]);
      expect([lastAdmin.code, lastAdmin.stderr.trim()]).toEqual([1, AUTH_MESSAGES.lastAdmin]);
      const disabled = await staff(location, ['disable', '--email', volunteer.toUpperCase()]);
      expect([disabled.code, disabled.stdout.trim()]).toEqual([0, `Disabled ${volunteer}; 0 sessions ended`]);
      const newPassword = goodPassword();
      const reset = await staff(location, ['reset-password', '--email', email, '--password-stdin'], newPassword);
      expect([reset.code, reset.stdout.trim()]).toEqual([0, `Password of ${email} changed; 0 sessions ended`]);

      const server = await startApiServer({ ...location.options, port: 0, logLevel: 'silent' });
      try {
        expect(server.setupCode).toBeNull();
        expect((await call(server.url, 'GET', '/loans')).status).toBe(401);
        const signIn = (e: string, p: string): Promise<number> =>
          call(server.url, 'POST', '/auth/sign-in', { email: e, password: p }).then((res) => res.status);
        expect(await signIn(email, password)).toBe(401);
        expect(await signIn(email, newPassword)).toBe(200);
        // Each change is in the activity log, the system's (the command's), newest first.
        const session = await call<{ token: string }>(server.url, 'POST', '/auth/sign-in', {
          email,
          password: newPassword,
        });
        const log = await call<{ actorKind: string; action: string; targetLabel: string | null }[]>(
          server.url,
          'GET',
          '/activity?targetKind=account',
          undefined,
          { headers: { authorization: `Bearer ${session.body.data.token}` } },
        );
        expect(log.body.data.map((e) => [e.actorKind, e.action, e.targetLabel])).toEqual([
          ['system', 'staff.reset', email],
          ['system', 'staff.updated', volunteer],
          ['system', 'staff.created', volunteer],
          ['system', 'staff.created', email],
        ]);
        if (target === 'postgres') {
          // PostgreSQL: the command works while the app runs.
          const whileRunning = await staff(location, ['list']);
          expect(whileRunning.code).toBe(0);
        } else {
          const whileRunning = await staff(location, ['list']);
          expect(whileRunning.code).toBe(1);
          expect(whileRunning.stderr.trim().split('\n')).toEqual([
            expect.stringContaining('The app is running on the embedded store'),
          ]);
        }
      } finally {
        await server.close();
      }
    });
  }, 120_000);

  it('when no password is piped and there is no terminal, then it says how, and nothing is added', async () => {
    await withStoreLocation(target, async (location) => {
      const run = await staff(location, ['add', '--email', uniqueEmail(), '--name', 'N', '--role', 'admin']);
      expect([run.code, run.stderr.trim()]).toEqual([
        1,
        'No terminal to type the password in: pipe it in with --password-stdin',
      ]);
      expect((await staff(location, ['list'])).stdout.trim()).toBe(
        'No staff accounts: the library is open (anyone can edit)',
      );
    });
  }, 60_000);
});
