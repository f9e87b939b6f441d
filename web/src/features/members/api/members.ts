import { graphql } from '../../../gql-staff';

export {
  useBlockMemberMutation,
  useCreateMemberMutation,
  useDeleteMemberMutation,
  useInviteMemberMutation,
  useMemberQuery,
  useMembersQuery,
  useUnblockMemberMutation,
  useUpdateMemberMutation,
} from '../../../gql-staff/hooks';

/** What the member screens show of a member; spread as `...MemberFields`. */
export const MemberFieldsFragment = /* @__PURE__ */ graphql(`
  fragment MemberFields on Member {
    id
    cardNumber
    name
    email
    phone
    notes
    status
    blockedReason
    keepHistory
    account
    copiesOut
    overdueLoans
    holdsReady
    loansLeft
    createdAt
    updatedAt
  }
`);

/** A page of members, newest first or by name, optionally those matching a search (name, card or email). */
export const MembersDocument = /* @__PURE__ */ graphql(`
  query Members($search: String, $sort: MemberSort, $page: Int, $limit: Int) {
    members(search: $search, sort: $sort, page: $page, limit: $limit) {
      items {
        id
        cardNumber
        name
        email
        status
        copiesOut
        overdueLoans
      }
      page
      limit
      total
      totalPages
    }
  }
`);

/** One member (null when none has the id), with who added and changed them. */
export const MemberDocument = /* @__PURE__ */ graphql(`
  query Member($id: ID!) {
    member(id: $id) {
      ...MemberFields
      history {
        createdBy
        createdAt
        updatedBy
        updatedAt
      }
    }
  }
`);

/** Adds a member (a card number is generated when none is given); errors: BAD_USER_INPUT, DUPLICATE_CARD, DUPLICATE_EMAIL. */
export const CreateMemberDocument = /* @__PURE__ */ graphql(`
  mutation CreateMember($input: CreateMemberInput!) {
    createMember(input: $input) {
      ...MemberFields
    }
  }
`);

/** Changes a member; errors: BAD_USER_INPUT, MEMBER_NOT_FOUND, DUPLICATE_CARD, DUPLICATE_EMAIL. */
export const UpdateMemberDocument = /* @__PURE__ */ graphql(`
  mutation UpdateMember($id: ID!, $input: UpdateMemberInput!) {
    updateMember(id: $id, input: $input) {
      ...MemberFields
    }
  }
`);

/** Blocks a member from borrowing, with a reason shown at lending. */
export const BlockMemberDocument = /* @__PURE__ */ graphql(`
  mutation BlockMember($id: ID!, $reason: String!) {
    blockMember(id: $id, reason: $reason) {
      ...MemberFields
    }
  }
`);

/** Lets a blocked member borrow again. */
export const UnblockMemberDocument = /* @__PURE__ */ graphql(`
  mutation UnblockMember($id: ID!) {
    unblockMember(id: $id) {
      ...MemberFields
    }
  }
`);

/** Deletes a member (their past loans stay, anonymised); errors: MEMBER_NOT_FOUND, MEMBER_HAS_LOANS. */
export const DeleteMemberDocument = /* @__PURE__ */ graphql(`
  mutation DeleteMember($id: ID!) {
    deleteMember(id: $id)
  }
`);

/** A link for the member to set a password and sign in; errors: MEMBER_NO_EMAIL, DUPLICATE_EMAIL, LIBRARY_OPEN. */
export const InviteMemberDocument = /* @__PURE__ */ graphql(`
  mutation InviteMember($id: ID!) {
    inviteMember(id: $id) {
      url
      expiresAt
      member {
        ...MemberFields
      }
    }
  }
`);
