import type { ImportResultJson } from '@library/api/contract';
import type { ImportResult } from '../src/features/import/types';

/** True when each type is assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// Fails to compile when the contract's answer and the page's reading of it part ways.
const same: Same<ImportResult, ImportResultJson> = true;

test("when the import page's answer type is compared with the contract's, then they are the same shape", () => {
  expect(same).toBe(true);
});
