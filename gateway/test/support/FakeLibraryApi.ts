/**
 * A LibraryApi that answers what its test set up and records every call. It holds no REST rules:
 * what REST itself does (search, validation, stock) is tested against the real api in
 * integration.test.ts. Test data comes from ./restData.
 *
 *   api.when.getBook.returns(aBook({ _id: 'b1' }));
 *   api.when.getBook.failsWith(404, aRestError('Book not found', 'NOT_FOUND'));  // via fromRestFailure
 *   api.when.listBooks.throws(new Error('boom'));                                // anything else
 *   api.argsOf('listBooks')  // → [[params], ...], in call order; api.calls: every call
 *
 * A method with nothing set up fails with INTERNAL_SERVER_ERROR and a message saying so.
 */
import { GraphQLError } from 'graphql';
import { ErrorCode, fromRestFailure } from '../../src/errors';
import type { LibraryApi } from '../../src/rest/LibraryApi';
import type {
  BorrowBody,
  CreateBookBody,
  ListBooksParams,
  ListLoansParams,
  RestBook,
  RestBookPage,
  RestBorrow,
  RestLoanPage,
  BorrowSummaryParams,
  RestBorrowSummaryPage,
  RestBorrowTotals,
  RestHealth,
  UpdateBookBody,
} from '../../src/rest/types';

export type Method = keyof LibraryApi;
type ArgsOf<M extends Method> = Parameters<LibraryApi[M]>;
type ResultOf<M extends Method> = Awaited<ReturnType<LibraryApi[M]>>;

/** One recorded call: the method and the arguments it was given. */
export type Call = { [M in Method]: { method: M; args: ArgsOf<M> } }[Method];

/** What one method answers: set by the test with `returns`, `failsWith` or `throws`. */
export class Canned<T> {
  private answer: (() => T) | null = null;

  constructor(private readonly method: Method) {}

  /** Resolves to `value` from now on. */
  returns(value: T): void {
    this.answer = () => value;
  }

  /** Rejects as the REST client does for this REST status and body (see `fromRestFailure`). */
  failsWith(status: number, body: unknown): void {
    this.answer = () => {
      throw fromRestFailure(status, body);
    };
  }

  /** Rejects with `error` itself (e.g. an unexpected failure the gateway must mask). */
  throws(error: unknown): void {
    this.answer = () => {
      throw error;
    };
  }

  /** The answer set up, or a rejection saying that none was. */
  next(): Promise<T> {
    const answer = this.answer;
    if (!answer) {
      return Promise.reject(
        new GraphQLError(`FakeLibraryApi: the test set up no answer for ${this.method}`, {
          extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
        }),
      );
    }
    return new Promise<T>((resolve) => resolve(answer()));
  }
}

function isCallTo<M extends Method>(
  call: { method: Method; args: unknown[] },
  method: M,
): call is { method: M; args: ArgsOf<M> } {
  return call.method === method;
}

export class FakeLibraryApi implements LibraryApi {
  /** Every call, in order. */
  readonly calls: Call[] = [];
  /** What each method answers, e.g. `api.when.getBook.returns(aBook())`. */
  readonly when: { [M in Method]: Canned<ResultOf<M>> } = {
    listBooks: new Canned('listBooks'),
    getBook: new Canned('getBook'),
    createBook: new Canned('createBook'),
    updateBook: new Canned('updateBook'),
    deleteBook: new Canned('deleteBook'),
    borrowBook: new Canned('borrowBook'),
    borrowSummary: new Canned('borrowSummary'),
    borrowTotals: new Canned('borrowTotals'),
    listLoans: new Canned('listLoans'),
    returnLoan: new Canned('returnLoan'),
    health: new Canned('health'),
  };

  /** The arguments of each call to `method`, in order. */
  argsOf<M extends Method>(method: M): ArgsOf<M>[] {
    const args: ArgsOf<M>[] = [];
    for (const call of this.calls) if (isCallTo(call, method)) args.push(call.args);
    return args;
  }

  listBooks(params: ListBooksParams): Promise<RestBookPage> {
    this.calls.push({ method: 'listBooks', args: [params] });
    return this.when.listBooks.next();
  }

  getBook(id: string): Promise<RestBook> {
    this.calls.push({ method: 'getBook', args: [id] });
    return this.when.getBook.next();
  }

  createBook(body: CreateBookBody): Promise<RestBook> {
    this.calls.push({ method: 'createBook', args: [body] });
    return this.when.createBook.next();
  }

  updateBook(id: string, body: UpdateBookBody): Promise<RestBook> {
    this.calls.push({ method: 'updateBook', args: [id, body] });
    return this.when.updateBook.next();
  }

  deleteBook(id: string): Promise<void> {
    this.calls.push({ method: 'deleteBook', args: [id] });
    return this.when.deleteBook.next();
  }

  borrowBook(body: BorrowBody): Promise<RestBorrow> {
    this.calls.push({ method: 'borrowBook', args: [body] });
    return this.when.borrowBook.next();
  }

  borrowSummary(params: BorrowSummaryParams): Promise<RestBorrowSummaryPage> {
    this.calls.push({ method: 'borrowSummary', args: [params] });
    return this.when.borrowSummary.next();
  }

  borrowTotals(): Promise<RestBorrowTotals> {
    this.calls.push({ method: 'borrowTotals', args: [] });
    return this.when.borrowTotals.next();
  }

  listLoans(params: ListLoansParams): Promise<RestLoanPage> {
    this.calls.push({ method: 'listLoans', args: [params] });
    return this.when.listLoans.next();
  }

  returnLoan(id: string): Promise<RestBorrow> {
    this.calls.push({ method: 'returnLoan', args: [id] });
    return this.when.returnLoan.next();
  }

  health(): Promise<RestHealth> {
    this.calls.push({ method: 'health', args: [] });
    return this.when.health.next();
  }
}
