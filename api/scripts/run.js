#!/usr/bin/env node
/**
 * Runs a compiled entry point of the api (`main`, `seed-cli`), building dist/ first when it is
 * missing or older than src/: `npm start -w api` works on a fresh clone.
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const apiRoot = path.resolve(__dirname, '..');
const entry = process.argv[2] || 'main';
const compiled = path.join(apiRoot, 'dist', `${entry}.js`);

function newestMtime(dir) {
  let newest = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function stale() {
  if (!fs.existsSync(compiled)) return true;
  const built = fs.statSync(compiled).mtimeMs;
  return newestMtime(path.join(apiRoot, 'src')) > built;
}

if (stale()) {
  console.error('api: building dist/ ...');
  const tsc = require.resolve('typescript/bin/tsc');
  const r = spawnSync(process.execPath, [tsc, '-p', path.join(apiRoot, 'tsconfig.build.json')], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('api: the build failed');
    process.exit(1);
  }
  const now = new Date();
  fs.utimesSync(compiled, now, now);
  // As `npm run build` does: the template lets a new data directory load instead of running initdb.
  const t = spawnSync(process.execPath, [path.join(apiRoot, 'dist', 'template-cli.js')], { stdio: 'inherit' });
  if (t.status !== 0) process.exit(1);
}
require(compiled);
