/** API tests, run against PGlite always and PostgreSQL when TEST_DATABASE_URL is set. */
module.exports = require('./jest/node-project')(__dirname, 'api', {
  transform: { '/node_modules/@electric-sql/pglite/.+\\.cjs$': '<rootDir>/jest/pglite-transform.js' },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  globalSetup: '<rootDir>/test/global-setup.ts',
});
