/**
 * The REST contract (`@library/api/contract`): the rules (./rules, also importable alone by the
 * browser as `@library/api/contract/rules`) and the zod schemas of every request and answer (the
 * shared ones in ./schemas, each resource's in its folder's contract file). The api validates and
 * serialises with it, the gateway reads REST answers with it, and the test kits build their data
 * from it (./isbn-corpus: the ISBNs the api's and the web form's tests check the ISBN rule against).
 */
export * from './rules';
export * from './schemas';
export * from '../books/books.contract';
export * from '../items/items.contract';
export * from '../isbn-lookup/isbn-lookup.contract';
export * from '../covers/covers.contract';
export * from '../loans/loans.contract';
export * from '../holds/holds.contract';
export * from '../catalogue-csv/catalogue-csv.contract';
export * from '../activity/activity.contract';
export * from '../staff/staff.contract';
export * from '../tokens/tokens.contract';
export * from '../sessions/sessions.contract';
export * from '../passkeys/passkeys.contract';
export * from '../members/members.contract';
export * from '../settings/settings.contract';
export * from '../my/my.contract';
export * from './isbn-corpus';
