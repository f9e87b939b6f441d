/** Unit tests of the harness: quick, no processes. The contract's rules come from the api's source. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'harness',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: { '^@library/api/contract/rules$': '<rootDir>/../../api/src/contract/rules.ts' },
};
