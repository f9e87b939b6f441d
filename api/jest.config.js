/** API tests: ts-jest, tests under test/, run against PGlite always and PostgreSQL when TEST_DATABASE_URL is set. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    '/node_modules/@electric-sql/pglite/.+\\.cjs$': '<rootDir>/jest/pglite-transform.js',
  },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  setupFilesAfterEnv: ['<rootDir>/jest/test-timeout.js'],
};
