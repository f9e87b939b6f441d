/**
 * Jest runs CommonJS tests in a VM where `import()` needs --experimental-vm-modules; PGlite's CJS
 * build loads Node built-ins with `import("fs/promises")` and the like. This transform turns those
 * (literal built-in specifiers only) into `require()`, which is what they mean in CommonJS, so PGlite
 * runs under a plain `jest`. Any jest config that starts the api in-process needs it:
 *   transform: { '/node_modules/@electric-sql/pglite/.+\\.cjs$': '<rootDir>/../api/jest/pglite-transform.js', ... }
 *   transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)']
 */
'use strict';
const { builtinModules } = require('node:module');
const { createHash } = require('node:crypto');

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
const DYNAMIC_IMPORT = /\bimport\(\s*(["'])([^"']+)\1\s*\)/g;

module.exports = {
  process(source) {
    // The bundle declares its own `var require` in places, so keep the module's one under another name.
    const code = source.replace(DYNAMIC_IMPORT, (match, _quote, specifier) =>
      builtins.has(specifier) ? `Promise.resolve().then(() => __builtinRequire(${JSON.stringify(specifier)}))` : match,
    );
    return { code: code === source ? source : `var __builtinRequire = require;${code}` };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update('pglite-transform-3').update(filename).update(source).digest('hex');
  },
};
