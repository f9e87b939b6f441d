/**
 * Passkeys in real Chromium, with the DevTools protocol's virtual authenticator (CTAP2,
 * internal transport, resident keys, user verification): an admin signs in with a password, adds a
 * passkey on /account, signs out, and signs in with it.
 *
 * The suite's shared product is an open library (every other spec needs it so), and passkeys need a
 * protected one with an account: this spec starts its own product (the harness, own ports and data
 * folder) whose first admin is made by `npm run staff -- add` before it starts, as a librarian would.
 * It is visited at http://localhost:<port>: WebAuthn refuses an IP address as the relying party id.
 */
import { spawn } from 'node:child_process';
import type { CDPSession, Page } from '@playwright/test';
import { repoRoot, startProduct, type RunningProduct } from './support/harness';
import { expect, test } from './support/test';

const EMAIL = 'ada.passkeys@library.test';
const NAME = 'Ada Passkey';
const PASSWORD = 'Quiet-lantern-of-the-stacks';
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** `npm run staff -- add …` with the password on stdin, in the product's environment (its DATA_DIR). */
function addAdmin(env: NodeJS.ProcessEnv, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      NPM,
      [
        'run',
        '--silent',
        'staff',
        '--',
        'add',
        '--email',
        EMAIL,
        '--name',
        NAME,
        '--role',
        'admin',
        '--password-stdin',
      ],
      { cwd, env, stdio: ['pipe', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run staff -- add exited ${code}: ${errors}`)),
    );
    child.stdin.end(`${PASSWORD}\n`);
  });
}

/** A platform authenticator in this page's browser: resident keys, user verification, verified. */
async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

test.describe('passkeys in a protected library', () => {
  let product: RunningProduct | undefined;
  let site = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    product = await startProduct({
      readyWithinMs: 150_000,
      seed: false,
      beforeStart: (env) => addAdmin(env, repoRoot),
    });
    // The app listens on every interface: localhost reaches it too.
    site = `http://localhost:${new URL(product.url).port}`;
  });

  test.afterAll(async () => {
    await product?.stop();
  });

  test('when an admin adds a passkey on /account, signs out and signs in with it, then they are signed in again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await addVirtualAuthenticator(page);

    // Signed in with the password, back on /account.
    await page.goto(`${site}/sign-in?next=%2Faccount`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();

    // A passkey, named.
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await expect(passkeys.getByText('No passkeys yet')).toBeVisible();
    await passkeys.getByLabel('Passkey name').fill('Virtual laptop');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(passkeys.getByText('Passkey added: you can sign in with it.')).toBeVisible();
    await expect(passkeys.getByText('Virtual laptop')).toBeVisible();
    await expect(passkeys.getByText(/last used never/)).toBeVisible();

    // Signed out.
    await page.getByRole('button', { name: NAME }).click();
    await page.locator('#user-menu-list').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

    // Signed in with the passkey alone: no email typed.
    await page.goto(`${site}/sign-in?next=%2Faccount`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(`${site}/account`);
    await expect(page.getByRole('button', { name: NAME })).toBeVisible();
    await expect(passkeys.getByText(/last used (?!never)/)).toBeVisible();
  });
});
