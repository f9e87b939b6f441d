/**
 * Every GraphQL operation of the schema's clients, with every variable it takes and every field of
 * its answer: what the variables fuzz test (test/variablesFuzz.test.ts) and the soak bench
 * (bench/soak.ts) send.
 */
const BOOK_FIELDS = 'id title author genre isbn description copies available createdAt updatedAt';
const LOAN_FIELDS = 'id bookId title isbn quantity dueDate borrower createdAt returnedAt overdue book { id copies }';

export const OPERATIONS = {
  books: `query Books($page: Int, $limit: Int, $sortBy: BookSortField, $sort: SortOrder, $filter: Genre, $search: String, $available: Boolean) {
    books(page: $page, limit: $limit, sortBy: $sortBy, sort: $sort, filter: $filter, search: $search, available: $available) {
      page limit total totalPages items { ${BOOK_FIELDS} }
    }
  }`,
  book: `query Book($id: ID!) { book(id: $id) { ${BOOK_FIELDS} } }`,
  borrowSummary: `query Summary { borrowSummary { book { id title isbn } totalQuantity } }`,
  createBook: `mutation Create($input: CreateBookInput!) { createBook(input: $input) { ${BOOK_FIELDS} } }`,
  updateBook: `mutation Update($id: ID!, $input: UpdateBookInput!) { updateBook(id: $id, input: $input) { ${BOOK_FIELDS} } }`,
  deleteBook: `mutation Delete($id: ID!) { deleteBook(id: $id) }`,
  loans: `query Loans($status: LoanStatus, $bookId: ID, $page: Int, $limit: Int) {
    loans(status: $status, bookId: $bookId, page: $page, limit: $limit) { page limit total totalPages items { ${LOAN_FIELDS} } }
  }`,
  borrowBook: `mutation Borrow($book: ID!, $quantity: Int!, $dueDate: Date!, $borrower: String) {
    borrowBook(book: $book, quantity: $quantity, dueDate: $dueDate, borrower: $borrower) { ${LOAN_FIELDS} }
  }`,
  returnLoan: `mutation Return($id: ID!) { returnLoan(id: $id) { ${LOAN_FIELDS} } }`,
} as const;
