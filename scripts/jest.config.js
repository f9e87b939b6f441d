/** Tests of the root scripts (npm start): real processes. */
module.exports = require('../api/jest/node-project')(__dirname, 'scripts');
