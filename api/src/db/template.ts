/**
 * A PGlite data directory, initialised and migrated once, saved as a tarball and loaded into every
 * new store instead of running initdb again (initdb costs seconds; loading the tarball under one).
 * Cached in api/.cache/, keyed by the PGlite version and the migrations' hash, so it is rebuilt
 * when either changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite, type Extension } from '@electric-sql/pglite';
import { templateCacheDir } from '../paths';
import { migratePgliteDb, migrationsHash } from './migrate';

function pgliteVersion(): string {
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      const parsed: unknown = JSON.parse(fs.readFileSync(pkg, 'utf8'));
      if (typeof parsed === 'object' && parsed !== null && 'name' in parsed && parsed.name === '@electric-sql/pglite') {
        return 'version' in parsed && typeof parsed.version === 'string' ? parsed.version : 'unknown';
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

/**
 * One of the contrib extensions PGlite ships (`dist/<name>.tar.gz` beside its main module). What
 * `@electric-sql/pglite/contrib/<name>` exports, made here because that subpath's types are ESM
 * only, which this CommonJS project cannot import.
 */
function contribExtension(name: string): Extension {
  const bundle = path.join(path.dirname(require.resolve('@electric-sql/pglite')), `${name}.tar.gz`);
  if (!fs.existsSync(bundle)) throw new Error(`PGlite's ${name} extension is missing (${bundle})`);
  const bundlePath = pathToFileURL(bundle);
  return { name, setup: () => Promise.resolve({ bundlePath }) };
}

/**
 * The PostgreSQL extensions every PGlite handle on a store loads: migration 0003 creates them in
 * the database (search: trigram indexes on unaccented text), and a handle without them could not
 * maintain those indexes.
 */
export const pgliteExtensions = { pg_trgm: contribExtension('pg_trgm'), unaccent: contribExtension('unaccent') };

export function templatePath(): string {
  return path.join(templateCacheDir, `pglite-${pgliteVersion()}-${migrationsHash()}.tar.gz`);
}

/** Builds the template now; written atomically, so concurrent builders never see half a file. */
export async function buildTemplate(file: string = templatePath()): Promise<string> {
  const db = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migratePgliteDb(db);
    const dump = await db.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(tmp, bytes);
    fs.renameSync(tmp, file);
  } finally {
    await db.close();
  }
  for (const old of fs.readdirSync(path.dirname(file))) {
    const full = path.join(path.dirname(file), old);
    if (full !== file && old.startsWith('pglite-') && old.endsWith('.tar.gz')) fs.rmSync(full, { force: true });
  }
  return file;
}

let building: Promise<string> | undefined;

/** The template's path, building it first when missing (once per process). */
export async function ensureTemplate(): Promise<string> {
  const file = templatePath();
  if (fs.existsSync(file)) return file;
  building ??= buildTemplate(file).finally(() => {
    building = undefined;
  });
  return building;
}
