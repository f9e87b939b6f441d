/**
 * Jest transform for PGlite's CommonJS build: its `await import("fs")`-style loads of Node built-ins
 * need `--experimental-vm-modules` inside Jest's VM. Rewritten to `require`, which is what they mean
 * in CommonJS. Only literal built-in specifiers are touched.
 */
const { builtinModules } = require('node:module');
const crypto = require('node:crypto');

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
    return crypto.createHash('sha256').update('builtin-dynamic-import-v2').update(filename).update(source).digest('hex');
  },
};
