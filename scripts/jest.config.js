/** Tests of the root scripts (npm start): real processes. The harness's contract rules from the api's source. */
module.exports = require('../api/jest/node-project')(__dirname, 'scripts', {
  moduleNameMapper: { '^@library/api/contract/rules$': '<rootDir>/../api/src/contract/rules.ts' },
});
