/** Gateway tests. `@library/api` and its entries resolve to the api workspace's source. */
module.exports = require('../api/jest/node-project')(__dirname, 'gateway', {
  // PGlite (used by the in-process api of the integration tests) loads Node built-ins with import().
  transform: { '/node_modules/@electric-sql/pglite/.+\\.cjs$': '<rootDir>/../api/jest/pglite-transform.js' },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  moduleNameMapper: {
    '^@library/api$': '<rootDir>/../api/src/index.ts',
    '^@library/api/(.+)$': '<rootDir>/../api/src/$1',
  },
});
