/**
 * The REST contract (`@library/api/contract`): the rules (./rules, also importable alone by the
 * browser as `@library/api/contract/rules`) and the zod schemas of every request and answer
 * (./schemas). The api validates and serialises with it, the gateway reads REST answers with it,
 * and the test kits build their data from it.
 */
export * from './rules';
export * from './schemas';
export * from './csv';
