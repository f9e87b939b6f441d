/**
 * 60 s per test and hook. `testTimeout` in a project's config is ignored when jest runs from the
 * repository root (it is a global option there), so it is set here, in every test file.
 */
jest.setTimeout(60_000);
