/** Web tests: jsdom + Testing Library, TypeScript through ts-jest (CommonJS output). */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'web',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/style-mock.cjs',
    // The REST contract, from the api workspace's source (the app imports only its rules).
    '^@library/api/contract/rules$': '<rootDir>/../api/src/contract/rules.ts',
    '^@library/api/contract$': '<rootDir>/../api/src/contract/index.ts',
    // The browser ESM build of csv-stringify the import page imports -> its CommonJS build for jest.
    '^csv-stringify/browser/esm/sync$': 'csv-stringify/sync',
    // The ESM build of sweetalert2 the app imports -> its UMD build for jest's CommonJS.
    '^sweetalert2/dist/sweetalert2\\.esm\\.js$': 'sweetalert2/dist/sweetalert2.js',
    // Generated files import siblings as './x.js' (ESM style); jest resolves the .ts source.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }],
  },
};
