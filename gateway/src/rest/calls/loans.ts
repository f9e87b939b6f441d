/** Circulation's calls: lending, the borrow summary, loans, returns and renewals, the loan rules. */
import type { LibraryApi } from '../LibraryApi';
import {
  readAs,
  readBorrowSummaryPage,
  readBorrowTotals,
  readLoan,
  readLoanPage,
  readReturn,
  restLoanRules,
} from '../read';
import { readBorrowAnswer } from '../borrow-answer';
import { enc, type RestRequest } from '../RestRequest';
import type { BorrowBody, BorrowSummaryParams, ListLoansParams, LoanRulesBody } from '../types';

export function loanCalls(rest: RestRequest) {
  return {
    async borrowBook(body: BorrowBody) {
      return readBorrowAnswer(await rest.data('POST', '/borrow', 'borrowBook', body));
    },

    async borrowSummary(params: BorrowSummaryParams) {
      const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
      const { data, meta } = await rest.page(`/borrow?${query.toString()}`, 'borrowSummary');
      return readBorrowSummaryPage(data, meta);
    },

    async borrowTotals() {
      return readBorrowTotals(await rest.data('GET', '/borrow/totals', 'borrowTotals'));
    },

    async listLoans(params: ListLoansParams) {
      const query = new URLSearchParams({
        status: params.status,
        page: String(params.page),
        limit: String(params.limit),
      });
      const { book, member, isbn, search } = params;
      for (const [name, value] of Object.entries({ book, member, isbn, search })) if (value) query.set(name, value);
      const { data, meta } = await rest.page(`/loans?${query.toString()}`, 'loans');
      return readLoanPage(data, meta);
    },

    async returnLoan(id: string, quantity?: number) {
      const body = quantity === undefined ? undefined : { quantity };
      return readReturn(await rest.data('POST', `/loans/${enc(id)}/return`, 'returnLoan', body));
    },

    async renewLoan(id: string) {
      return readLoan(await rest.data('POST', `/loans/${enc(id)}/renew`, 'renewLoan'));
    },

    async loanRules() {
      return readAs(restLoanRules, await rest.data('GET', '/loan-rules', 'loanRules'), 'loanRules');
    },

    async updateLoanRules(body: LoanRulesBody) {
      return readAs(restLoanRules, await rest.data('PUT', '/loan-rules', 'updateLoanRules', body), 'updateLoanRules');
    },
  } satisfies Partial<LibraryApi>;
}
