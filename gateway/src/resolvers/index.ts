/** Every resolver, one file per schema type. */
import type { Resolvers } from '../generated/graphql';
import { AccountStatus } from './AccountStatus';
import { ActorKind } from './ActorKind';
import { Book } from './Book';
import { BookSortField } from './BookSortField';
import { Borrow } from './Borrow';
import { BorrowedBook } from './BorrowedBook';
import { DateScalar } from './Date';
import { DateTimeScalar } from './DateTime';
import { Hold } from './Hold';
import { HoldListStatus } from './HoldListStatus';
import { HoldStatus } from './HoldStatus';
import { Invitation } from './Invitation';
import { BookCover } from './BookCover';
import { IsbnLookup } from './IsbnLookup';
import { LoanMember } from './LoanMember';
import { LoanStatus } from './LoanStatus';
import { Member } from './Member';
import { MemberInvitation } from './MemberInvitation';
import { MemberSort } from './MemberSort';
import { MemberStatus } from './MemberStatus';
import { Mutation } from './Mutation';
import { MyMembership } from './MyMembership';
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
  AccountStatus,
  ActorKind,
  MemberStatus,
  MemberSort,
  HoldStatus,
  HoldListStatus,
  Invitation,
  IsbnLookup,
  BookCover,
  Member,
  MemberInvitation,
  LoanMember,
  Hold,
  MyMembership,
  Date: DateScalar,
  DateTime: DateTimeScalar,
};
