/**
 * The loans' REST routes (`/borrow`, `/loans`, `/loans/:id/return`, `/loans/:id/renew`,
 * `/borrow/totals`) and their JSON.
 */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { accessOf, actorOf, type Principal } from '../access/principal';
import {
  allows,
  borrowRequest,
  borrowSummaryQuery,
  listLoansQuery,
  returnLoanRequest,
  type BorrowAnswerJson,
  type SummaryRowJson,
} from '../contract';
import { holdJson } from '../holds/holds.service';
import { sendOk, sendPage } from '../http';
import { sendJsonList } from '../json-stream';
import type { Logger } from '../logger';
import { memberJson, type MembersService } from '../members/members.service';
import { parseLoanId, validateBody, validateQuery } from '../validation';
import { borrowJson, loanJson, type LoansService, type SummaryRow } from './loans.service';

/**
 * The member a request of `principal` is restricted to: a signed-in member without a circulation
 * role acts for themself only; null for staff (and anyone while the library is open).
 */
export function onlyMemberOf(principal: Principal): string | null {
  if (principal.kind !== 'account' || principal.memberId === null) return null;
  return allows({ ...accessOf(principal), member: false }, 'circulation') ? null : principal.memberId;
}

export function summaryJson(row: SummaryRow): SummaryRowJson {
  return {
    book: { _id: row.bookId, title: row.title, isbn: row.isbn, author: row.author, genre: row.genre },
    totalQuantity: row.totalQuantity,
    copiesOut: row.copiesOut,
    overdueCopies: row.overdueCopies,
  };
}

/** `today`: the library's day (`YYYY-MM-DD`), which decides which due dates are past. */
export function loansRoutes(
  loans: LoansService & Pick<MembersService, 'getMember'>,
  today: () => string,
  logger: Logger,
): GuardedRoutes {
  const r = guardedRoutes();

  r.post('/borrow', async (req, res) => {
    const day = today();
    const actor = actorOf(res);
    const record = await loans.borrow(
      validateBody(
        borrowRequest(() => day),
        req.body,
      ),
      actor,
      { longLoans: allows(accessOf(actor.principal), 'longLoans') },
    );
    // A member's loan comes with the member as they stand now (loans out, overdue, loans left): what
    // the desk's member panel shows, without asking again.
    const standing = record.member === null ? undefined : memberJson(await loans.getMember(record.member.id));
    const answer: BorrowAnswerJson = { ...borrowJson(record, day), ...(standing && { standing }) };
    sendOk(res, 201, 'Book borrowed successfully', answer);
  });

  r.get('/loans', async (req, res) => {
    const query = validateQuery(listLoansQuery, req.query);
    const page = await loans.listLoans(query);
    sendPage(res, 'Loans retrieved successfully', page.loans.map(loanJson), query, page.total);
  });

  r.post('/loans/:id/return', async (req, res) => {
    const id = parseLoanId(req.params.id);
    const { quantity } = validateBody(returnLoanRequest, req.body);
    const { putAside, ...loan } = await loans.returnLoan(id, actorOf(res), quantity);
    sendOk(res, 200, 'Loan returned successfully', { ...loanJson(loan), putAside: putAside.map(holdJson) });
  });

  r.post('/loans/:id/renew', async (req, res) => {
    const actor = actorOf(res);
    const loan = await loans.renewLoan(parseLoanId(req.params.id), actor, onlyMemberOf(actor.principal));
    sendOk(res, 200, 'Loan renewed successfully', loanJson(loan));
  });

  r.get('/borrow', async (req, res) => {
    const query = validateQuery(borrowSummaryQuery, req.query);
    const message = 'Borrowed books summary retrieved successfully';
    if (query === undefined) {
      await sendJsonList(res, message, loans.borrowSummaryPages(), summaryJson, logger);
      return;
    }
    const { rows, total } = await loans.borrowSummaryPage(query.page, query.limit);
    sendPage(res, message, rows.map(summaryJson), query, total);
  });

  r.get('/borrow/totals', async (_req, res) => {
    sendOk(res, 200, 'Borrow totals retrieved successfully', await loans.borrowTotals());
  });

  return r;
}
