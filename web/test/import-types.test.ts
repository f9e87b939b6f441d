import type { ImportResultJson, MemberImportResultJson } from '@library/api/contract';
import type { MemberCsvColumn } from '@library/api/contract/rules';
import type { ImportResult, ImportResultOf, ImportRowOf } from '../src/features/import/types';

/** True when each type is assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** A members' import row as the import screen reads any import's rows, with the member the api adds. */
type MemberImportRow = ImportRowOf<MemberCsvColumn> & { member?: { _id: string; name: string; cardNumber: string } };

// Fails to compile when the contract's answer and the page's reading of it part ways.
const same: Same<ImportResult, ImportResultJson> = true;
const sameForMembers: Same<ImportResultOf<MemberImportRow>, MemberImportResultJson> = true;

test("when the import page's answer types are compared with the contract's (books, members), then they are the same shape", () => {
  expect(same).toBe(true);
  expect(sameForMembers).toBe(true);
});
