/** Every resolver, one file per schema type. */
import type { Resolvers } from '../generated/graphql';
import { Book } from './Book';
import { BookSortField } from './BookSortField';
import { Borrow } from './Borrow';
import { BorrowedBook } from './BorrowedBook';
import { DateScalar } from './Date';
import { DateTimeScalar } from './DateTime';
import { LoanStatus } from './LoanStatus';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { SortOrder } from './SortOrder';

export const resolvers: Resolvers = {
  Query,
  Mutation,
  Book,
  Borrow,
  BorrowedBook,
  BookSortField,
  SortOrder,
  LoanStatus,
  Date: DateScalar,
  DateTime: DateTimeScalar,
};
