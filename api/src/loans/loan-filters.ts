/**
 * Which loans a listing covers, in SQL: by status (overdue is the contract's isOverdue), book,
 * member, and the loan's own ISBN and title (kept from when it was made, so a deleted book's loans
 * are found by them).
 */
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { isbnForms, type LoanQuery, type LoanStatus } from '../contract';
import { containsPattern } from '../db/search';
import { borrows } from '../db/schema';

/**
 * The contract's isOverdue in SQL, for the loans of `borrows`: out (not returned) and due before
 * `today` (the library's day, `YYYY-MM-DD`). The loans list and the borrow summary both use it.
 */
export function overdueSql(today: string): SQL {
  return sql`${borrows.returnedAt} IS NULL AND ${borrows.dueDate} < ${today}::date`;
}

/** The loans whose own ISBN, hyphens and spaces aside, is one of the forms of `isbn` (an ISBN-13 key). */
function isbnIs(isbn: string): SQL {
  return inArray(sql`upper(replace(replace(${borrows.isbn}, '-', ''), ' ', ''))`, isbnForms(isbn));
}

/** The loans whose own title contains `text`, folded as the catalogue's search folds (library_fold). */
function titleContains(text: string): SQL {
  return sql`library_fold(coalesce(${borrows.title}, '')) LIKE ${containsPattern(text)}`;
}

export function loanCondition(
  q: Pick<LoanQuery, 'status' | 'bookId' | 'memberId' | 'isbn' | 'search'>,
  today: string,
): SQL | undefined {
  const status: Record<LoanStatus, SQL | undefined> = {
    out: isNull(borrows.returnedAt),
    overdue: overdueSql(today),
    returned: isNotNull(borrows.returnedAt),
    all: undefined,
  };
  return and(
    status[q.status],
    q.bookId === undefined ? undefined : eq(borrows.bookId, q.bookId),
    q.memberId === undefined ? undefined : eq(borrows.memberId, q.memberId),
    q.isbn === undefined ? undefined : isbnIs(q.isbn),
    q.search === undefined ? undefined : titleContains(q.search),
  );
}
