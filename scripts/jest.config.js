/** Tests of the root scripts (npm start): ts-jest, tests under test/, real processes. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'scripts',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  // 60 s per test: `testTimeout` here would be ignored when jest runs from the repository root.
  setupFilesAfterEnv: ['<rootDir>/../api/jest/test-timeout.js'],
};
