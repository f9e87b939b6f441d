/**
 * `GET /api/backup` (admins): the store's backup as a file download. The backup is written to a
 * temporary file first, then sent: its snapshot transaction ends as fast as the database reads, not
 * as slowly as the client downloads (PGlite runs one transaction at a time: a slow download would
 * hold up every other request).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { backupFileName, writeFileAtomically } from './backup-files';
import type { BackupService } from './backup.service';

export function backupRoutes(backups: BackupService): GuardedRoutes {
  const r = guardedRoutes();

  r.get('/backup', async (_req, res) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'library-backup-'));
    try {
      const file = path.join(dir, 'backup.jsonl.gz');
      await writeFileAtomically(file, (out) => backups.writeBackup(out));
      res.status(200).set({
        'Content-Type': 'application/gzip',
        'Content-Length': String(fs.statSync(file).size),
        'Content-Disposition': `attachment; filename="${backupFileName(new Date())}"`,
        'Cache-Control': 'no-store',
      });
      await pipeline(fs.createReadStream(file), res);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  return r;
}
