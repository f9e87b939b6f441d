/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment BookFields on Book {\n    id\n    title\n    author\n    genre\n    isbn\n    description\n    copies\n    available\n    createdAt\n    updatedAt\n  }\n": typeof types.BookFieldsFragmentDoc,
    "\n  fragment BookPageFields on BookPage {\n    items {\n      ...BookFields\n    }\n    page\n    limit\n    total\n    totalPages\n  }\n": typeof types.BookPageFieldsFragmentDoc,
    "\n  mutation CreateBook($input: CreateBookInput!) {\n    createBook(input: $input) {\n      ...BookFields\n    }\n  }\n": typeof types.CreateBookDocument,
    "\n  mutation DeleteBook($id: ID!) {\n    deleteBook(id: $id)\n  }\n": typeof types.DeleteBookDocument,
    "\n  query BookHistory($id: ID!) {\n    book(id: $id) {\n      id\n      history {\n        createdBy\n        createdAt\n        updatedBy\n        updatedAt\n      }\n    }\n  }\n": typeof types.BookHistoryDocument,
    "\n  query Book($id: ID!) {\n    book(id: $id) {\n      ...BookFields\n      cover {\n        large {\n          url\n          width\n          height\n        }\n      }\n    }\n  }\n": typeof types.BookDocument,
    "\n  query Books($page: Int, $limit: Int, $sortBy: BookSortField, $sort: SortOrder, $filter: Genre, $search: String) {\n    books(page: $page, limit: $limit, sortBy: $sortBy, sort: $sort, filter: $filter, search: $search) {\n      ...BookPageFields\n    }\n  }\n": typeof types.BooksDocument,
    "\n  query BorrowableBooks($page: Int!, $limit: Int!, $search: String) {\n    books(page: $page, limit: $limit, sortBy: TITLE, sort: ASC, available: true, search: $search) {\n      ...BookPageFields\n    }\n  }\n": typeof types.BorrowableBooksDocument,
    "\n  mutation UpdateBook($id: ID!, $input: UpdateBookInput!) {\n    updateBook(id: $id, input: $input) {\n      ...BookFields\n    }\n  }\n": typeof types.UpdateBookDocument,
    "\n  mutation BorrowBook($book: ID!, $quantity: Int!, $dueDate: Date!, $borrower: String, $member: String) {\n    borrowBook(book: $book, quantity: $quantity, dueDate: $dueDate, borrower: $borrower, member: $member) {\n      id\n      bookId\n      quantity\n      dueDate\n      borrower\n      createdAt\n      book {\n        ...BookFields\n      }\n    }\n  }\n": typeof types.BorrowBookDocument,
    "\n  query BorrowSummary($page: Int!, $limit: Int!) {\n    borrowSummary(page: $page, limit: $limit) {\n      book {\n        id\n        title\n        isbn\n      }\n      totalQuantity\n      copiesOut\n      overdueCopies\n    }\n    borrowTotals {\n      titles\n      totalBorrowed\n      copiesOut\n      overdueCopies\n    }\n  }\n": typeof types.BorrowSummaryDocument,
    "\n  query Access {\n    viewer {\n      id\n      email\n      name\n      role\n      member {\n        id\n        cardNumber\n        name\n      }\n    }\n    library {\n      open\n      timeZone\n    }\n  }\n": typeof types.AccessDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
};
const documents: Documents = {
    "\n  fragment BookFields on Book {\n    id\n    title\n    author\n    genre\n    isbn\n    description\n    copies\n    available\n    createdAt\n    updatedAt\n  }\n": types.BookFieldsFragmentDoc,
    "\n  fragment BookPageFields on BookPage {\n    items {\n      ...BookFields\n    }\n    page\n    limit\n    total\n    totalPages\n  }\n": types.BookPageFieldsFragmentDoc,
    "\n  mutation CreateBook($input: CreateBookInput!) {\n    createBook(input: $input) {\n      ...BookFields\n    }\n  }\n": types.CreateBookDocument,
    "\n  mutation DeleteBook($id: ID!) {\n    deleteBook(id: $id)\n  }\n": types.DeleteBookDocument,
    "\n  query BookHistory($id: ID!) {\n    book(id: $id) {\n      id\n      history {\n        createdBy\n        createdAt\n        updatedBy\n        updatedAt\n      }\n    }\n  }\n": types.BookHistoryDocument,
    "\n  query Book($id: ID!) {\n    book(id: $id) {\n      ...BookFields\n      cover {\n        large {\n          url\n          width\n          height\n        }\n      }\n    }\n  }\n": types.BookDocument,
    "\n  query Books($page: Int, $limit: Int, $sortBy: BookSortField, $sort: SortOrder, $filter: Genre, $search: String) {\n    books(page: $page, limit: $limit, sortBy: $sortBy, sort: $sort, filter: $filter, search: $search) {\n      ...BookPageFields\n    }\n  }\n": types.BooksDocument,
    "\n  query BorrowableBooks($page: Int!, $limit: Int!, $search: String) {\n    books(page: $page, limit: $limit, sortBy: TITLE, sort: ASC, available: true, search: $search) {\n      ...BookPageFields\n    }\n  }\n": types.BorrowableBooksDocument,
    "\n  mutation UpdateBook($id: ID!, $input: UpdateBookInput!) {\n    updateBook(id: $id, input: $input) {\n      ...BookFields\n    }\n  }\n": types.UpdateBookDocument,
    "\n  mutation BorrowBook($book: ID!, $quantity: Int!, $dueDate: Date!, $borrower: String, $member: String) {\n    borrowBook(book: $book, quantity: $quantity, dueDate: $dueDate, borrower: $borrower, member: $member) {\n      id\n      bookId\n      quantity\n      dueDate\n      borrower\n      createdAt\n      book {\n        ...BookFields\n      }\n    }\n  }\n": types.BorrowBookDocument,
    "\n  query BorrowSummary($page: Int!, $limit: Int!) {\n    borrowSummary(page: $page, limit: $limit) {\n      book {\n        id\n        title\n        isbn\n      }\n      totalQuantity\n      copiesOut\n      overdueCopies\n    }\n    borrowTotals {\n      titles\n      totalBorrowed\n      copiesOut\n      overdueCopies\n    }\n  }\n": types.BorrowSummaryDocument,
    "\n  query Access {\n    viewer {\n      id\n      email\n      name\n      role\n      member {\n        id\n        cardNumber\n        name\n      }\n    }\n    library {\n      open\n      timeZone\n    }\n  }\n": types.AccessDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookFields on Book {\n    id\n    title\n    author\n    genre\n    isbn\n    description\n    copies\n    available\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment BookFields on Book {\n    id\n    title\n    author\n    genre\n    isbn\n    description\n    copies\n    available\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookPageFields on BookPage {\n    items {\n      ...BookFields\n    }\n    page\n    limit\n    total\n    totalPages\n  }\n"): (typeof documents)["\n  fragment BookPageFields on BookPage {\n    items {\n      ...BookFields\n    }\n    page\n    limit\n    total\n    totalPages\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBook($input: CreateBookInput!) {\n    createBook(input: $input) {\n      ...BookFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBook($input: CreateBookInput!) {\n    createBook(input: $input) {\n      ...BookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBook($id: ID!) {\n    deleteBook(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBook($id: ID!) {\n    deleteBook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookHistory($id: ID!) {\n    book(id: $id) {\n      id\n      history {\n        createdBy\n        createdAt\n        updatedBy\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookHistory($id: ID!) {\n    book(id: $id) {\n      id\n      history {\n        createdBy\n        createdAt\n        updatedBy\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Book($id: ID!) {\n    book(id: $id) {\n      ...BookFields\n      cover {\n        large {\n          url\n          width\n          height\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Book($id: ID!) {\n    book(id: $id) {\n      ...BookFields\n      cover {\n        large {\n          url\n          width\n          height\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Books($page: Int, $limit: Int, $sortBy: BookSortField, $sort: SortOrder, $filter: Genre, $search: String) {\n    books(page: $page, limit: $limit, sortBy: $sortBy, sort: $sort, filter: $filter, search: $search) {\n      ...BookPageFields\n    }\n  }\n"): (typeof documents)["\n  query Books($page: Int, $limit: Int, $sortBy: BookSortField, $sort: SortOrder, $filter: Genre, $search: String) {\n    books(page: $page, limit: $limit, sortBy: $sortBy, sort: $sort, filter: $filter, search: $search) {\n      ...BookPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BorrowableBooks($page: Int!, $limit: Int!, $search: String) {\n    books(page: $page, limit: $limit, sortBy: TITLE, sort: ASC, available: true, search: $search) {\n      ...BookPageFields\n    }\n  }\n"): (typeof documents)["\n  query BorrowableBooks($page: Int!, $limit: Int!, $search: String) {\n    books(page: $page, limit: $limit, sortBy: TITLE, sort: ASC, available: true, search: $search) {\n      ...BookPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBook($id: ID!, $input: UpdateBookInput!) {\n    updateBook(id: $id, input: $input) {\n      ...BookFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBook($id: ID!, $input: UpdateBookInput!) {\n    updateBook(id: $id, input: $input) {\n      ...BookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BorrowBook($book: ID!, $quantity: Int!, $dueDate: Date!, $borrower: String, $member: String) {\n    borrowBook(book: $book, quantity: $quantity, dueDate: $dueDate, borrower: $borrower, member: $member) {\n      id\n      bookId\n      quantity\n      dueDate\n      borrower\n      createdAt\n      book {\n        ...BookFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BorrowBook($book: ID!, $quantity: Int!, $dueDate: Date!, $borrower: String, $member: String) {\n    borrowBook(book: $book, quantity: $quantity, dueDate: $dueDate, borrower: $borrower, member: $member) {\n      id\n      bookId\n      quantity\n      dueDate\n      borrower\n      createdAt\n      book {\n        ...BookFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BorrowSummary($page: Int!, $limit: Int!) {\n    borrowSummary(page: $page, limit: $limit) {\n      book {\n        id\n        title\n        isbn\n      }\n      totalQuantity\n      copiesOut\n      overdueCopies\n    }\n    borrowTotals {\n      titles\n      totalBorrowed\n      copiesOut\n      overdueCopies\n    }\n  }\n"): (typeof documents)["\n  query BorrowSummary($page: Int!, $limit: Int!) {\n    borrowSummary(page: $page, limit: $limit) {\n      book {\n        id\n        title\n        isbn\n      }\n      totalQuantity\n      copiesOut\n      overdueCopies\n    }\n    borrowTotals {\n      titles\n      totalBorrowed\n      copiesOut\n      overdueCopies\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Access {\n    viewer {\n      id\n      email\n      name\n      role\n      member {\n        id\n        cardNumber\n        name\n      }\n    }\n    library {\n      open\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query Access {\n    viewer {\n      id\n      email\n      name\n      role\n      member {\n        id\n        cardNumber\n        name\n      }\n    }\n    library {\n      open\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;