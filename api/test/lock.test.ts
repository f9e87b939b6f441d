/** The lock file of a PGlite data directory, seen from one process that opens it more than once. */
import fs from 'node:fs';
import path from 'node:path';
import { DataDirLockedError } from '../src/db/lock';
import { startApiServer, type ApiServer } from '../src/server';
import { call, tempDir, uniqueIsbn, type BookJson } from './helpers';

const LOCK_FILE = 'library-api.lock';

describe('the data directory lock within one process', () => {
  let dataDir: string;
  const servers: ApiServer[] = [];
  const start = async (): Promise<ApiServer> => {
    const server = await startApiServer({ dataDir, port: 0, logLevel: 'silent' });
    servers.push(server);
    return server;
  };
  beforeEach(() => {
    dataDir = tempDir();
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when a second service opens the data directory of a running one, then it is refused as in use and the first keeps its lock and works', async () => {
    const first = await start();
    const lockFile = path.join(dataDir, LOCK_FILE);
    const lockBefore = fs.readFileSync(lockFile, 'utf8');

    const second = await start().then(
      (server) => server,
      (err: unknown) => err,
    );
    expect(second).toBeInstanceOf(DataDirLockedError);
    expect(second instanceof Error ? second.message : second).toBe(
      `The data directory ${dataDir} is in use by another store of this process (pid ${process.pid}): close that store first, or set DATA_DIR to another directory`,
    );

    expect(fs.readFileSync(lockFile, 'utf8')).toBe(lockBefore);
    const created = await call<BookJson>(first.url, 'POST', '/books', {
      title: 'Still mine',
      author: 'A',
      genre: 'FICTION',
      isbn: uniqueIsbn(),
      copies: 1,
    });
    expect(created.status).toBe(201);

    await first.close();
    servers.splice(servers.indexOf(first), 1);
    expect(fs.existsSync(lockFile)).toBe(false);
    const third = await start();
    expect((await call<BookJson>(third.url, 'GET', `/books/${created.body.data.id}`)).body.data.title).toBe(
      'Still mine',
    );
  });

  it('when the lock file holds our pid but no store of this process holds it, then it is stale and taken over', async () => {
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), `${process.pid}\n`);
    const server = await start();
    expect((await call(server.url, 'GET', '/health')).status).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toMatch(
      new RegExp(`^${process.pid}\\n[0-9a-f-]{36}\\n$`),
    );
  });

  it('when the lock file no longer holds the token of the store that closes, then the close leaves it in place', async () => {
    const server = await start();
    const lockFile = path.join(dataDir, LOCK_FILE);
    const someoneElse = `${process.pid}\n00000000-0000-4000-8000-000000000000\n`;
    fs.writeFileSync(lockFile, someoneElse);
    await server.close();
    servers.splice(servers.indexOf(server), 1);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(someoneElse);
  });
});
