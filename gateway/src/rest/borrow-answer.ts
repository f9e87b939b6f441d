/** The answer of `POST /borrow`, whose member's loan comes with the member's standing after it. */
import { restBorrowStanding } from '@library/api/contract';
import { readAs, readBorrow } from './read';
import type { RestBorrowRecord } from './types';

/** `POST /borrow`'s answer: the borrow record, and `standing` for a member's loan. */
export function readBorrowAnswer(data: unknown): RestBorrowRecord {
  const { standing } = readAs(restBorrowStanding, data, 'borrow');
  return standing === undefined ? readBorrow(data) : { ...readBorrow(data), standing };
}
