/**
 * The backup's figures (figures, not a test): on a PGlite store of N books and N/2 loans
 * (`-- --books N`, default 100,000), the time to write the backup file and its size, the worst wait
 * of `/api/health` asked every 20 ms while it is written (PGlite runs one transaction at a time, so
 * requests wait for the snapshot's reads), and the time to restore it into a new PGlite store.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/pglite';
import { writeFileAtomically } from '../src/backup/backup-files';
import { restoreBackup } from '../src/backup/backup.service';
import { createApp } from '../src/app';
import { openPglite } from '../src/db/pglite';
import * as schema from '../src/db/schema';
import { createLogger } from '../src/logger';
import { openStore } from '../src/store';
import { loadData, timed, type Row } from './load';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { books: { type: 'string' } } });
  const books = Number(values.books ?? 100_000);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'library-backup-bench-'));
  const logger = createLogger('warn');
  try {
    const source = path.join(root, 'source');
    const opened = await openPglite(source);
    try {
      const db = {
        query: async (text: string, params?: unknown[]) => (await opened.client.query<Row>(text, params)).rows,
      };
      await loadData(
        db,
        { books, borrows: Math.floor(books / 2), borrowedBooks: Math.floor(books / 4) },
        () => undefined,
      );
    } finally {
      await opened.client.close();
      opened.lock.release();
    }

    const store = await openStore({ dataDir: source, seed: false, logger });
    const server = http.createServer(createApp(store, logger));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const health = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`;
    const file = path.join(root, 'backup.jsonl.gz');
    const state = { writing: true };
    let worst = 0;
    const asking = (async () => {
      while (state.writing) {
        const started = performance.now();
        await (await fetch(health)).arrayBuffer();
        worst = Math.max(worst, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const backupMs = await timed(async () => {
      await writeFileAtomically(file, (out) => store.writeBackup(out));
    });
    state.writing = false;
    await asking;
    server.close();
    await store.close();

    const target = await openPglite(path.join(root, 'restored'));
    let restoreMs: number;
    try {
      restoreMs = await timed(async () => {
        await restoreBackup(drizzle({ client: target.client, schema }), file);
      });
    } finally {
      await target.client.close();
      target.lock.release();
    }
    const mb = (fs.statSync(file).size / 1_048_576).toFixed(1);
    console.log(
      `PGlite, ${books.toLocaleString('en-US')} books and ${Math.floor(books / 2).toLocaleString('en-US')} loans`,
    );
    console.log(`  backup written   ${(backupMs / 1000).toFixed(1)} s, ${mb} MB`);
    console.log(`  /api/health      worst wait ${worst.toFixed(0)} ms while it was written`);
    console.log(`  restored         ${(restoreMs / 1000).toFixed(1)} s into a new PGlite store`);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

void main();
