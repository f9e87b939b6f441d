/** Root jest config: one project per workspace (the dev-only tools/harness included) and one for the root scripts (npm start), each with its own jest.config.js. */
/** @type {import('jest').Config} */
module.exports = {
  projects: ['<rootDir>/api', '<rootDir>/gateway', '<rootDir>/web', '<rootDir>/scripts', '<rootDir>/tools/harness'],
};
