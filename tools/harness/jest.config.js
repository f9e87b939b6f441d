/** Unit tests of the harness: quick, no processes. The contract's rules from the api's source. */
module.exports = require('../../api/jest/node-project')(__dirname, 'harness', {
  moduleNameMapper: { '^@library/api/contract/rules$': '<rootDir>/../../api/src/contract/rules.ts' },
});
