/**
 * The jest project of a Node.js folder (api, gateway, the root scripts): TypeScript through ts-jest
 * with the folder's own tsconfig.json, tests in its test/ folder, 60 s per test (./test-timeout.js).
 * `extra` adds to it; its `transform` entries join ts-jest's.
 */
const path = require('node:path');

/** @returns {import('jest').Config} */
module.exports = function nodeProject(
  /** @type {string} */ dir,
  /** @type {string} */ name,
  /** @type {import('jest').Config} */ extra = {},
) {
  const { transform, ...rest } = extra;
  return {
    displayName: name,
    testEnvironment: 'node',
    rootDir: dir,
    roots: ['<rootDir>/test'],
    testMatch: ['**/*.test.ts'],
    transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }], ...transform },
    // `testTimeout` here would be ignored when jest runs from the repository root: set in each file.
    setupFilesAfterEnv: [path.join(__dirname, 'test-timeout.js')],
    ...rest,
  };
};
