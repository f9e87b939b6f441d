/**
 * Jest runs CommonJS tests in a VM where `import()` needs --experimental-vm-modules; PGlite's CJS
 * build loads Node built-ins with `import("fs/promises")` and the like. This transform turns those
 * into `require()`, so PGlite runs under a plain `jest`. Any jest config that starts the api
 * in-process needs it:
 *   transform: { '@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/../api/jest/pglite-transform.js', ... }
 *   transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)']
 */
'use strict';
const crypto = require('node:crypto');

const DYNAMIC_IMPORT = /\bimport\((["'][^"']+["'])\)/g;

module.exports = {
  process(source) {
    // The bundle declares its own `require` in places: keep a handle on the module's one.
    const code = source.replace(DYNAMIC_IMPORT, 'Promise.resolve().then(() => __pgliteJestRequire($1))');
    return { code: `const __pgliteJestRequire = require;${code}` };
  },
  getCacheKey(source, filename) {
    return crypto.createHash('sha256').update('pglite-transform-2').update(filename).update(source).digest('hex');
  },
};
