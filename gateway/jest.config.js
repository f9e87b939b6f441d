/** Gateway tests: ts-jest, tests under test/. `@library/api` resolves to the api workspace's source. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'gateway',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    // PGlite (used by the in-process api of the integration tests) loads Node built-ins with import().
    '/node_modules/@electric-sql/pglite/.+\\.cjs$': '<rootDir>/../api/jest/pglite-transform.js',
  },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  moduleNameMapper: {
    '^@library/api$': '<rootDir>/../api/src/index.ts',
    '^@library/api/(.+)$': '<rootDir>/../api/src/$1',
  },
  // 60 s per test: `testTimeout` here would be ignored when jest runs from the repository root.
  setupFilesAfterEnv: ['<rootDir>/../api/jest/test-timeout.js'],
};
