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
    "\n  fragment CirculationLoanFields on Borrow {\n    id\n    bookId\n    title\n    isbn\n    quantity\n    dueDate\n    createdAt\n    returnedAt\n    overdue\n    renewals\n    renewalsLeft\n  }\n": typeof types.CirculationLoanFieldsFragmentDoc,
    "\n  fragment CirculationHoldFields on Hold {\n    id\n    bookId\n    book {\n      id\n      title\n      isbn\n    }\n    status\n    position\n    placedAt\n    readyUntil\n  }\n": typeof types.CirculationHoldFieldsFragmentDoc,
    "\n  fragment CirculationMemberStanding on Member {\n    id\n    name\n    cardNumber\n    status\n    blockedReason\n    copiesOut\n    loansLeft\n  }\n": typeof types.CirculationMemberStandingFragmentDoc,
    "\n  mutation RenewLoan($id: ID!) {\n    renewLoan(id: $id) {\n      ...CirculationLoanFields\n    }\n  }\n": typeof types.RenewLoanDocument,
    "\n  mutation ReturnLoan($id: ID!, $quantity: Int) {\n    returnLoan(id: $id, quantity: $quantity) {\n      ...CirculationLoanFields\n      putAside {\n        id\n        member {\n          id\n          name\n          cardNumber\n        }\n      }\n    }\n  }\n": typeof types.ReturnLoanDocument,
    "\n  mutation CancelHold($id: ID!) {\n    cancelHold(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelHoldDocument,
    "\n  query MemberByCard($cardNumber: String!) {\n    memberByCard(cardNumber: $cardNumber) {\n      ...CirculationMemberStanding\n    }\n  }\n": typeof types.MemberByCardDocument,
    "\n  mutation UpdateMyAccount($name: String!) {\n    updateMyAccount(name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateMyAccountDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query AccountSessions {\n    accountSessions {\n      id\n      current\n      createdAt\n      lastSeenAt\n      expiresAt\n      userAgent\n    }\n  }\n": typeof types.AccountSessionsDocument,
    "\n  mutation SignOutEverywhereElse {\n    signOutEverywhereElse\n  }\n": typeof types.SignOutEverywhereElseDocument,
    "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      email\n      name\n      expiresAt\n      member\n    }\n  }\n": typeof types.InvitationDocument,
    "\n  mutation AcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password) {\n      id\n      name\n      role\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.PasskeysDocument,
    "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration\n  }\n": typeof types.StartPasskeyRegistrationDocument,
    "\n  mutation FinishPasskeyRegistration($name: String!, $response: String!) {\n    finishPasskeyRegistration(name: $name, response: $response) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.FinishPasskeyRegistrationDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n": typeof types.RemovePasskeyDocument,
    "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn\n  }\n": typeof types.StartPasskeySignInDocument,
    "\n  mutation FinishPasskeySignIn($response: String!) {\n    finishPasskeySignIn(response: $response) {\n      id\n      name\n      role\n    }\n  }\n": typeof types.FinishPasskeySignInDocument,
    "\n  mutation SetUpLibrary($code: String!, $name: String!, $email: String!, $password: String!) {\n    setUpLibrary(code: $code, name: $name, email: $email, password: $password) {\n      id\n      name\n      role\n    }\n  }\n": typeof types.SetUpLibraryDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n      name\n      role\n    }\n  }\n": typeof types.SignInDocument,
    "\n  query BookCopies($id: ID!) {\n    book(id: $id) {\n      id\n      copies\n      copiesOnLoan\n      copiesOnHoldShelf\n    }\n  }\n": typeof types.BookCopiesDocument,
    "\n  query IsbnLookup($isbn: String!) {\n    isbnLookup(isbn: $isbn) {\n      isbn\n      title\n      author\n      publisher\n      year\n      pages\n      description\n      hasCover\n    }\n  }\n": typeof types.IsbnLookupDocument,
    "\n  query BorrowRules($id: ID!) {\n    loanRules {\n      loanDays\n      loansPerMember\n    }\n    book(id: $id) {\n      id\n      copiesOnHoldShelf\n      holdQueue {\n        id\n        status\n        member {\n          id\n        }\n      }\n    }\n  }\n": typeof types.BorrowRulesDocument,
    "\n  query DeskMemberLending($memberId: ID!) {\n    loans(memberId: $memberId, status: OUT, limit: 100) {\n      items {\n        id\n        bookId\n        title\n        quantity\n        dueDate\n        overdue\n      }\n    }\n    holds(memberId: $memberId, status: READY, limit: 100) {\n      items {\n        id\n        bookId\n        book {\n          id\n          title\n        }\n        readyUntil\n      }\n    }\n  }\n": typeof types.DeskMemberLendingDocument,
    "\n  fragment DeskBookFields on Book {\n    id\n    title\n    author\n    isbn\n    copies\n    available\n  }\n": typeof types.DeskBookFieldsFragmentDoc,
    "\n  query DeskBooks($search: String!, $limit: Int) {\n    books(search: $search, limit: $limit, sortBy: TITLE, sort: ASC) {\n      items {\n        ...DeskBookFields\n      }\n    }\n  }\n": typeof types.DeskBooksDocument,
    "\n  query DeskBookLoans($bookId: ID!) {\n    loans(bookId: $bookId, status: OUT, limit: 100) {\n      items {\n        ...DeskLoanFields\n      }\n    }\n  }\n": typeof types.DeskBookLoansDocument,
    "\n  fragment DeskLoanFields on Borrow {\n    id\n    bookId\n    title\n    quantity\n    dueDate\n    createdAt\n    borrower\n    member {\n      id\n      name\n      cardNumber\n    }\n  }\n": typeof types.DeskLoanFieldsFragmentDoc,
    "\n  query DeskBookByIsbn($isbn: String!) {\n    bookByIsbn(isbn: $isbn) {\n      ...DeskBookFields\n    }\n  }\n": typeof types.DeskBookByIsbnDocument,
    "\n  mutation DeskLendByIsbn($isbn: String!, $member: String!) {\n    borrowBook(isbn: $isbn, quantity: 1, member: $member) {\n      ...DeskLoanFields\n      overdue\n      memberStanding {\n        ...CirculationMemberStanding\n      }\n    }\n  }\n": typeof types.DeskLendByIsbnDocument,
    "\n  mutation DeskBorrow($book: ID!, $quantity: Int!, $dueDate: Date, $member: String, $borrower: String) {\n    borrowBook(book: $book, quantity: $quantity, dueDate: $dueDate, member: $member, borrower: $borrower) {\n      ...DeskLoanFields\n    }\n  }\n": typeof types.DeskBorrowDocument,
    "\n  query DeskLoansByBookText($isbn: String, $search: String) {\n    loans(isbn: $isbn, search: $search, status: OUT, limit: 100) {\n      items {\n        ...DeskLoanFields\n        isbn\n        book {\n          id\n        }\n      }\n    }\n  }\n": typeof types.DeskLoansByBookTextDocument,
    "\n  mutation DeskPlaceHold($bookId: ID!, $member: String!) {\n    placeHold(bookId: $bookId, member: $member) {\n      id\n      position\n      member {\n        id\n        name\n      }\n    }\n  }\n": typeof types.DeskPlaceHoldDocument,
    "\n  query BookHolds($id: ID!) {\n    book(id: $id) {\n      id\n      copies\n      available\n      copiesOnHoldShelf\n      holdQueue {\n        id\n        status\n        position\n        readyUntil\n        member {\n          id\n          name\n          cardNumber\n        }\n      }\n      myHold {\n        id\n        status\n        position\n        readyUntil\n      }\n    }\n  }\n": typeof types.BookHoldsDocument,
    "\n  mutation PlaceHold($bookId: ID!, $member: String) {\n    placeHold(bookId: $bookId, member: $member) {\n      id\n      status\n      position\n      readyUntil\n    }\n  }\n": typeof types.PlaceHoldDocument,
    "\n  query Loans($status: LoanStatus, $bookId: ID, $memberId: ID, $page: Int, $limit: Int) {\n    loans(status: $status, bookId: $bookId, memberId: $memberId, page: $page, limit: $limit) {\n      items {\n        ...LoanFields\n      }\n      page\n      limit\n      total\n      totalPages\n    }\n  }\n": typeof types.LoansDocument,
    "\n  fragment LoanFields on Borrow {\n    id\n    bookId\n    title\n    isbn\n    quantity\n    dueDate\n    borrower\n    createdAt\n    returnedAt\n    overdue\n    member {\n      id\n      name\n      cardNumber\n    }\n    renewals\n    renewalsLeft\n  }\n": typeof types.LoanFieldsFragmentDoc,
    "\n  query LoanMember($id: ID!) {\n    member(id: $id) {\n      id\n      name\n      cardNumber\n    }\n  }\n": typeof types.LoanMemberDocument,
    "\n  query MemberLending($memberId: ID!) {\n    loans(memberId: $memberId, status: OUT, limit: 100) {\n      items {\n        ...CirculationLoanFields\n      }\n      total\n    }\n    holds(memberId: $memberId, status: ACTIVE, limit: 100) {\n      items {\n        ...CirculationHoldFields\n      }\n      total\n    }\n  }\n": typeof types.MemberLendingDocument,
    "\n  query MemberHistory($memberId: ID!, $page: Int) {\n    loans(memberId: $memberId, status: RETURNED, page: $page, limit: 10) {\n      items {\n        ...CirculationLoanFields\n      }\n      page\n      totalPages\n      total\n    }\n  }\n": typeof types.MemberHistoryDocument,
    "\n  fragment MemberFields on Member {\n    id\n    cardNumber\n    name\n    email\n    phone\n    notes\n    status\n    blockedReason\n    keepHistory\n    account\n    copiesOut\n    overdueLoans\n    holdsReady\n    loansLeft\n    createdAt\n    updatedAt\n  }\n": typeof types.MemberFieldsFragmentDoc,
    "\n  query Members($search: String, $sort: MemberSort, $page: Int, $limit: Int) {\n    members(search: $search, sort: $sort, page: $page, limit: $limit) {\n      items {\n        id\n        cardNumber\n        name\n        email\n        status\n        copiesOut\n        overdueLoans\n      }\n      page\n      limit\n      total\n      totalPages\n    }\n  }\n": typeof types.MembersDocument,
    "\n  query Member($id: ID!) {\n    member(id: $id) {\n      ...MemberFields\n      history {\n        createdBy\n        createdAt\n        updatedBy\n        updatedAt\n      }\n    }\n  }\n": typeof types.MemberDocument,
    "\n  mutation CreateMember($input: CreateMemberInput!) {\n    createMember(input: $input) {\n      ...MemberFields\n    }\n  }\n": typeof types.CreateMemberDocument,
    "\n  mutation UpdateMember($id: ID!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberFields\n    }\n  }\n": typeof types.UpdateMemberDocument,
    "\n  mutation BlockMember($id: ID!, $reason: String!) {\n    blockMember(id: $id, reason: $reason) {\n      ...MemberFields\n    }\n  }\n": typeof types.BlockMemberDocument,
    "\n  mutation UnblockMember($id: ID!) {\n    unblockMember(id: $id) {\n      ...MemberFields\n    }\n  }\n": typeof types.UnblockMemberDocument,
    "\n  mutation DeleteMember($id: ID!) {\n    deleteMember(id: $id)\n  }\n": typeof types.DeleteMemberDocument,
    "\n  mutation InviteMember($id: ID!) {\n    inviteMember(id: $id) {\n      url\n      expiresAt\n      member {\n        ...MemberFields\n      }\n    }\n  }\n": typeof types.InviteMemberDocument,
    "\n  query My {\n    my {\n      cardNumber\n      name\n      status\n      blockedReason\n      keepHistory\n      loansLeft\n      loans {\n        ...CirculationLoanFields\n      }\n      holds {\n        ...CirculationHoldFields\n      }\n    }\n  }\n": typeof types.MyDocument,
    "\n  query MyHistory($page: Int!, $limit: Int!) {\n    my {\n      history(page: $page, limit: $limit) {\n        items {\n          ...CirculationLoanFields\n        }\n        page\n        limit\n        total\n        totalPages\n      }\n    }\n  }\n": typeof types.MyHistoryDocument,
    "\n  mutation SetKeepHistory($keep: Boolean!) {\n    setKeepHistory(keep: $keep) {\n      keepHistory\n    }\n  }\n": typeof types.SetKeepHistoryDocument,
    "\n  fragment LoanRulesFields on LoanRules {\n    loanDays\n    loansPerMember\n    renewalsPerLoan\n    holdShelfDays\n    keepBorrowerDays\n    keepActivityDays\n  }\n": typeof types.LoanRulesFieldsFragmentDoc,
    "\n  query LoanRules {\n    loanRules {\n      ...LoanRulesFields\n    }\n  }\n": typeof types.LoanRulesDocument,
    "\n  mutation UpdateLoanRules($input: LoanRulesInput!) {\n    updateLoanRules(input: $input) {\n      ...LoanRulesFields\n    }\n  }\n": typeof types.UpdateLoanRulesDocument,
    "\n  query Activity($page: Int, $limit: Int, $action: String) {\n    activity(page: $page, limit: $limit, action: $action) {\n      items {\n        id\n        at\n        actorKind\n        actorName\n        action\n        targetKind\n        targetId\n        targetLabel\n        address\n      }\n      page\n      limit\n      total\n      totalPages\n    }\n  }\n": typeof types.ActivityDocument,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    role\n    createdBy\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": typeof types.ApiTokenFieldsFragmentDoc,
    "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!, $role: StaffRole!) {\n    createApiToken(name: $name, role: $role) {\n      secret\n      token {\n        ...ApiTokenFields\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  fragment StaffAccountFields on StaffAccount {\n    id\n    email\n    name\n    role\n    status\n    lastSignInAt\n    createdAt\n    activeTokenCount\n    passwordSignInLocked\n  }\n": typeof types.StaffAccountFieldsFragmentDoc,
    "\n  query StaffAccounts {\n    staffAccounts {\n      ...StaffAccountFields\n    }\n  }\n": typeof types.StaffAccountsDocument,
    "\n  mutation CreateStaffAccount($input: CreateStaffAccountInput!) {\n    createStaffAccount(input: $input) {\n      url\n      expiresAt\n      account {\n        ...StaffAccountFields\n      }\n    }\n  }\n": typeof types.CreateStaffAccountDocument,
    "\n  mutation UpdateStaffAccount($id: ID!, $input: UpdateStaffAccountInput!) {\n    updateStaffAccount(id: $id, input: $input) {\n      ...StaffAccountFields\n    }\n  }\n": typeof types.UpdateStaffAccountDocument,
    "\n  mutation ResetStaffAccount($id: ID!) {\n    resetStaffAccount(id: $id) {\n      url\n      expiresAt\n      account {\n        ...StaffAccountFields\n      }\n    }\n  }\n": typeof types.ResetStaffAccountDocument,
};
const documents: Documents = {
    "\n  fragment CirculationLoanFields on Borrow {\n    id\n    bookId\n    title\n    isbn\n    quantity\n    dueDate\n    createdAt\n    returnedAt\n    overdue\n    renewals\n    renewalsLeft\n  }\n": types.CirculationLoanFieldsFragmentDoc,
    "\n  fragment CirculationHoldFields on Hold {\n    id\n    bookId\n    book {\n      id\n      title\n      isbn\n    }\n    status\n    position\n    placedAt\n    readyUntil\n  }\n": types.CirculationHoldFieldsFragmentDoc,
    "\n  fragment CirculationMemberStanding on Member {\n    id\n    name\n    cardNumber\n    status\n    blockedReason\n    copiesOut\n    loansLeft\n  }\n": types.CirculationMemberStandingFragmentDoc,
    "\n  mutation RenewLoan($id: ID!) {\n    renewLoan(id: $id) {\n      ...CirculationLoanFields\n    }\n  }\n": types.RenewLoanDocument,
    "\n  mutation ReturnLoan($id: ID!, $quantity: Int) {\n    returnLoan(id: $id, quantity: $quantity) {\n      ...CirculationLoanFields\n      putAside {\n        id\n        member {\n          id\n          name\n          cardNumber\n        }\n      }\n    }\n  }\n": types.ReturnLoanDocument,
    "\n  mutation CancelHold($id: ID!) {\n    cancelHold(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelHoldDocument,
    "\n  query MemberByCard($cardNumber: String!) {\n    memberByCard(cardNumber: $cardNumber) {\n      ...CirculationMemberStanding\n    }\n  }\n": types.MemberByCardDocument,
    "\n  mutation UpdateMyAccount($name: String!) {\n    updateMyAccount(name: $name) {\n      id\n      name\n    }\n  }\n": types.UpdateMyAccountDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  query AccountSessions {\n    accountSessions {\n      id\n      current\n      createdAt\n      lastSeenAt\n      expiresAt\n      userAgent\n    }\n  }\n": types.AccountSessionsDocument,
    "\n  mutation SignOutEverywhereElse {\n    signOutEverywhereElse\n  }\n": types.SignOutEverywhereElseDocument,
    "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      email\n      name\n      expiresAt\n      member\n    }\n  }\n": types.InvitationDocument,
    "\n  mutation AcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password) {\n      id\n      name\n      role\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.PasskeysDocument,
    "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration\n  }\n": types.StartPasskeyRegistrationDocument,
    "\n  mutation FinishPasskeyRegistration($name: String!, $response: String!) {\n    finishPasskeyRegistration(name: $name, response: $response) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.FinishPasskeyRegistrationDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n": types.RemovePasskeyDocument,
    "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn\n  }\n": types.StartPasskeySignInDocument,
    "\n  mutation FinishPasskeySignIn($response: String!) {\n    finishPasskeySignIn(response: $response) {\n      id\n      name\n      role\n    }\n  }\n": types.FinishPasskeySignInDocument,
    "\n  mutation SetUpLibrary($code: String!, $name: String!, $email: String!, $password: String!) {\n    setUpLibrary(code: $code, name: $name, email: $email, password: $password) {\n      id\n      name\n      role\n    }\n  }\n": types.SetUpLibraryDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n      name\n      role\n    }\n  }\n": types.SignInDocument,
    "\n  query BookCopies($id: ID!) {\n    book(id: $id) {\n      id\n      copies\n      copiesOnLoan\n      copiesOnHoldShelf\n    }\n  }\n": types.BookCopiesDocument,
    "\n  query IsbnLookup($isbn: String!) {\n    isbnLookup(isbn: $isbn) {\n      isbn\n      title\n      author\n      publisher\n      year\n      pages\n      description\n      hasCover\n    }\n  }\n": types.IsbnLookupDocument,
    "\n  query BorrowRules($id: ID!) {\n    loanRules {\n      loanDays\n      loansPerMember\n    }\n    book(id: $id) {\n      id\n      copiesOnHoldShelf\n      holdQueue {\n        id\n        status\n        member {\n          id\n        }\n      }\n    }\n  }\n": types.BorrowRulesDocument,
    "\n  query DeskMemberLending($memberId: ID!) {\n    loans(memberId: $memberId, status: OUT, limit: 100) {\n      items {\n        id\n        bookId\n        title\n        quantity\n        dueDate\n        overdue\n      }\n    }\n    holds(memberId: $memberId, status: READY, limit: 100) {\n      items {\n        id\n        bookId\n        book {\n          id\n          title\n        }\n        readyUntil\n      }\n    }\n  }\n": types.DeskMemberLendingDocument,
    "\n  fragment DeskBookFields on Book {\n    id\n    title\n    author\n    isbn\n    copies\n    available\n  }\n": types.DeskBookFieldsFragmentDoc,
    "\n  query DeskBooks($search: String!, $limit: Int) {\n    books(search: $search, limit: $limit, sortBy: TITLE, sort: ASC) {\n      items {\n        ...DeskBookFields\n      }\n    }\n  }\n": types.DeskBooksDocument,
    "\n  query DeskBookLoans($bookId: ID!) {\n    loans(bookId: $bookId, status: OUT, limit: 100) {\n      items {\n        ...DeskLoanFields\n      }\n    }\n  }\n": types.DeskBookLoansDocument,
    "\n  fragment DeskLoanFields on Borrow {\n    id\n    bookId\n    title\n    quantity\n    dueDate\n    createdAt\n    borrower\n    member {\n      id\n      name\n      cardNumber\n    }\n  }\n": types.DeskLoanFieldsFragmentDoc,
    "\n  query DeskBookByIsbn($isbn: String!) {\n    bookByIsbn(isbn: $isbn) {\n      ...DeskBookFields\n    }\n  }\n": types.DeskBookByIsbnDocument,
    "\n  mutation DeskLendByIsbn($isbn: String!, $member: String!) {\n    borrowBook(isbn: $isbn, quantity: 1, member: $member) {\n      ...DeskLoanFields\n      overdue\n      memberStanding {\n        ...CirculationMemberStanding\n      }\n    }\n  }\n": types.DeskLendByIsbnDocument,
    "\n  mutation DeskBorrow($book: ID!, $quantity: Int!, $dueDate: Date, $member: String, $borrower: String) {\n    borrowBook(book: $book, quantity: $quantity, dueDate: $dueDate, member: $member, borrower: $borrower) {\n      ...DeskLoanFields\n    }\n  }\n": types.DeskBorrowDocument,
    "\n  query DeskLoansByBookText($isbn: String, $search: String) {\n    loans(isbn: $isbn, search: $search, status: OUT, limit: 100) {\n      items {\n        ...DeskLoanFields\n        isbn\n        book {\n          id\n        }\n      }\n    }\n  }\n": types.DeskLoansByBookTextDocument,
    "\n  mutation DeskPlaceHold($bookId: ID!, $member: String!) {\n    placeHold(bookId: $bookId, member: $member) {\n      id\n      position\n      member {\n        id\n        name\n      }\n    }\n  }\n": types.DeskPlaceHoldDocument,
    "\n  query BookHolds($id: ID!) {\n    book(id: $id) {\n      id\n      copies\n      available\n      copiesOnHoldShelf\n      holdQueue {\n        id\n        status\n        position\n        readyUntil\n        member {\n          id\n          name\n          cardNumber\n        }\n      }\n      myHold {\n        id\n        status\n        position\n        readyUntil\n      }\n    }\n  }\n": types.BookHoldsDocument,
    "\n  mutation PlaceHold($bookId: ID!, $member: String) {\n    placeHold(bookId: $bookId, member: $member) {\n      id\n      status\n      position\n      readyUntil\n    }\n  }\n": types.PlaceHoldDocument,
    "\n  query Loans($status: LoanStatus, $bookId: ID, $memberId: ID, $page: Int, $limit: Int) {\n    loans(status: $status, bookId: $bookId, memberId: $memberId, page: $page, limit: $limit) {\n      items {\n        ...LoanFields\n      }\n      page\n      limit\n      total\n      totalPages\n    }\n  }\n": types.LoansDocument,
    "\n  fragment LoanFields on Borrow {\n    id\n    bookId\n    title\n    isbn\n    quantity\n    dueDate\n    borrower\n    createdAt\n    returnedAt\n    overdue\n    member {\n      id\n      name\n      cardNumber\n    }\n    renewals\n    renewalsLeft\n  }\n": types.LoanFieldsFragmentDoc,
    "\n  query LoanMember($id: ID!) {\n    member(id: $id) {\n      id\n      name\n      cardNumber\n    }\n  }\n": types.LoanMemberDocument,
    "\n  query MemberLending($memberId: ID!) {\n    loans(memberId: $memberId, status: OUT, limit: 100) {\n      items {\n        ...CirculationLoanFields\n      }\n      total\n    }\n    holds(memberId: $memberId, status: ACTIVE, limit: 100) {\n      items {\n        ...CirculationHoldFields\n      }\n      total\n    }\n  }\n": types.MemberLendingDocument,
    "\n  query MemberHistory($memberId: ID!, $page: Int) {\n    loans(memberId: $memberId, status: RETURNED, page: $page, limit: 10) {\n      items {\n        ...CirculationLoanFields\n      }\n      page\n      totalPages\n      total\n    }\n  }\n": types.MemberHistoryDocument,
    "\n  fragment MemberFields on Member {\n    id\n    cardNumber\n    name\n    email\n    phone\n    notes\n    status\n    blockedReason\n    keepHistory\n    account\n    copiesOut\n    overdueLoans\n    holdsReady\n    loansLeft\n    createdAt\n    updatedAt\n  }\n": types.MemberFieldsFragmentDoc,
    "\n  query Members($search: String, $sort: MemberSort, $page: Int, $limit: Int) {\n    members(search: $search, sort: $sort, page: $page, limit: $limit) {\n      items {\n        id\n        cardNumber\n        name\n        email\n        status\n        copiesOut\n        overdueLoans\n      }\n      page\n      limit\n      total\n      totalPages\n    }\n  }\n": types.MembersDocument,
    "\n  query Member($id: ID!) {\n    member(id: $id) {\n      ...MemberFields\n      history {\n        createdBy\n        createdAt\n        updatedBy\n        updatedAt\n      }\n    }\n  }\n": types.MemberDocument,
    "\n  mutation CreateMember($input: CreateMemberInput!) {\n    createMember(input: $input) {\n      ...MemberFields\n    }\n  }\n": types.CreateMemberDocument,
    "\n  mutation UpdateMember($id: ID!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberFields\n    }\n  }\n": types.UpdateMemberDocument,
    "\n  mutation BlockMember($id: ID!, $reason: String!) {\n    blockMember(id: $id, reason: $reason) {\n      ...MemberFields\n    }\n  }\n": types.BlockMemberDocument,
    "\n  mutation UnblockMember($id: ID!) {\n    unblockMember(id: $id) {\n      ...MemberFields\n    }\n  }\n": types.UnblockMemberDocument,
    "\n  mutation DeleteMember($id: ID!) {\n    deleteMember(id: $id)\n  }\n": types.DeleteMemberDocument,
    "\n  mutation InviteMember($id: ID!) {\n    inviteMember(id: $id) {\n      url\n      expiresAt\n      member {\n        ...MemberFields\n      }\n    }\n  }\n": types.InviteMemberDocument,
    "\n  query My {\n    my {\n      cardNumber\n      name\n      status\n      blockedReason\n      keepHistory\n      loansLeft\n      loans {\n        ...CirculationLoanFields\n      }\n      holds {\n        ...CirculationHoldFields\n      }\n    }\n  }\n": types.MyDocument,
    "\n  query MyHistory($page: Int!, $limit: Int!) {\n    my {\n      history(page: $page, limit: $limit) {\n        items {\n          ...CirculationLoanFields\n        }\n        page\n        limit\n        total\n        totalPages\n      }\n    }\n  }\n": types.MyHistoryDocument,
    "\n  mutation SetKeepHistory($keep: Boolean!) {\n    setKeepHistory(keep: $keep) {\n      keepHistory\n    }\n  }\n": types.SetKeepHistoryDocument,
    "\n  fragment LoanRulesFields on LoanRules {\n    loanDays\n    loansPerMember\n    renewalsPerLoan\n    holdShelfDays\n    keepBorrowerDays\n    keepActivityDays\n  }\n": types.LoanRulesFieldsFragmentDoc,
    "\n  query LoanRules {\n    loanRules {\n      ...LoanRulesFields\n    }\n  }\n": types.LoanRulesDocument,
    "\n  mutation UpdateLoanRules($input: LoanRulesInput!) {\n    updateLoanRules(input: $input) {\n      ...LoanRulesFields\n    }\n  }\n": types.UpdateLoanRulesDocument,
    "\n  query Activity($page: Int, $limit: Int, $action: String) {\n    activity(page: $page, limit: $limit, action: $action) {\n      items {\n        id\n        at\n        actorKind\n        actorName\n        action\n        targetKind\n        targetId\n        targetLabel\n        address\n      }\n      page\n      limit\n      total\n      totalPages\n    }\n  }\n": types.ActivityDocument,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    role\n    createdBy\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": types.ApiTokenFieldsFragmentDoc,
    "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!, $role: StaffRole!) {\n    createApiToken(name: $name, role: $role) {\n      secret\n      token {\n        ...ApiTokenFields\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  fragment StaffAccountFields on StaffAccount {\n    id\n    email\n    name\n    role\n    status\n    lastSignInAt\n    createdAt\n    activeTokenCount\n    passwordSignInLocked\n  }\n": types.StaffAccountFieldsFragmentDoc,
    "\n  query StaffAccounts {\n    staffAccounts {\n      ...StaffAccountFields\n    }\n  }\n": types.StaffAccountsDocument,
    "\n  mutation CreateStaffAccount($input: CreateStaffAccountInput!) {\n    createStaffAccount(input: $input) {\n      url\n      expiresAt\n      account {\n        ...StaffAccountFields\n      }\n    }\n  }\n": types.CreateStaffAccountDocument,
    "\n  mutation UpdateStaffAccount($id: ID!, $input: UpdateStaffAccountInput!) {\n    updateStaffAccount(id: $id, input: $input) {\n      ...StaffAccountFields\n    }\n  }\n": types.UpdateStaffAccountDocument,
    "\n  mutation ResetStaffAccount($id: ID!) {\n    resetStaffAccount(id: $id) {\n      url\n      expiresAt\n      account {\n        ...StaffAccountFields\n      }\n    }\n  }\n": types.ResetStaffAccountDocument,
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
export function graphql(source: "\n  fragment CirculationLoanFields on Borrow {\n    id\n    bookId\n    title\n    isbn\n    quantity\n    dueDate\n    createdAt\n    returnedAt\n    overdue\n    renewals\n    renewalsLeft\n  }\n"): (typeof documents)["\n  fragment CirculationLoanFields on Borrow {\n    id\n    bookId\n    title\n    isbn\n    quantity\n    dueDate\n    createdAt\n    returnedAt\n    overdue\n    renewals\n    renewalsLeft\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CirculationHoldFields on Hold {\n    id\n    bookId\n    book {\n      id\n      title\n      isbn\n    }\n    status\n    position\n    placedAt\n    readyUntil\n  }\n"): (typeof documents)["\n  fragment CirculationHoldFields on Hold {\n    id\n    bookId\n    book {\n      id\n      title\n      isbn\n    }\n    status\n    position\n    placedAt\n    readyUntil\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CirculationMemberStanding on Member {\n    id\n    name\n    cardNumber\n    status\n    blockedReason\n    copiesOut\n    loansLeft\n  }\n"): (typeof documents)["\n  fragment CirculationMemberStanding on Member {\n    id\n    name\n    cardNumber\n    status\n    blockedReason\n    copiesOut\n    loansLeft\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewLoan($id: ID!) {\n    renewLoan(id: $id) {\n      ...CirculationLoanFields\n    }\n  }\n"): (typeof documents)["\n  mutation RenewLoan($id: ID!) {\n    renewLoan(id: $id) {\n      ...CirculationLoanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnLoan($id: ID!, $quantity: Int) {\n    returnLoan(id: $id, quantity: $quantity) {\n      ...CirculationLoanFields\n      putAside {\n        id\n        member {\n          id\n          name\n          cardNumber\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReturnLoan($id: ID!, $quantity: Int) {\n    returnLoan(id: $id, quantity: $quantity) {\n      ...CirculationLoanFields\n      putAside {\n        id\n        member {\n          id\n          name\n          cardNumber\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelHold($id: ID!) {\n    cancelHold(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelHold($id: ID!) {\n    cancelHold(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberByCard($cardNumber: String!) {\n    memberByCard(cardNumber: $cardNumber) {\n      ...CirculationMemberStanding\n    }\n  }\n"): (typeof documents)["\n  query MemberByCard($cardNumber: String!) {\n    memberByCard(cardNumber: $cardNumber) {\n      ...CirculationMemberStanding\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyAccount($name: String!) {\n    updateMyAccount(name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyAccount($name: String!) {\n    updateMyAccount(name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSessions {\n    accountSessions {\n      id\n      current\n      createdAt\n      lastSeenAt\n      expiresAt\n      userAgent\n    }\n  }\n"): (typeof documents)["\n  query AccountSessions {\n    accountSessions {\n      id\n      current\n      createdAt\n      lastSeenAt\n      expiresAt\n      userAgent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhereElse {\n    signOutEverywhereElse\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhereElse {\n    signOutEverywhereElse\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      email\n      name\n      expiresAt\n      member\n    }\n  }\n"): (typeof documents)["\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      email\n      name\n      expiresAt\n      member\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password) {\n      id\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password) {\n      id\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration\n  }\n"): (typeof documents)["\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishPasskeyRegistration($name: String!, $response: String!) {\n    finishPasskeyRegistration(name: $name, response: $response) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  mutation FinishPasskeyRegistration($name: String!, $response: String!) {\n    finishPasskeyRegistration(name: $name, response: $response) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn\n  }\n"): (typeof documents)["\n  mutation StartPasskeySignIn {\n    startPasskeySignIn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishPasskeySignIn($response: String!) {\n    finishPasskeySignIn(response: $response) {\n      id\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation FinishPasskeySignIn($response: String!) {\n    finishPasskeySignIn(response: $response) {\n      id\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUpLibrary($code: String!, $name: String!, $email: String!, $password: String!) {\n    setUpLibrary(code: $code, name: $name, email: $email, password: $password) {\n      id\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation SetUpLibrary($code: String!, $name: String!, $email: String!, $password: String!) {\n    setUpLibrary(code: $code, name: $name, email: $email, password: $password) {\n      id\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookCopies($id: ID!) {\n    book(id: $id) {\n      id\n      copies\n      copiesOnLoan\n      copiesOnHoldShelf\n    }\n  }\n"): (typeof documents)["\n  query BookCopies($id: ID!) {\n    book(id: $id) {\n      id\n      copies\n      copiesOnLoan\n      copiesOnHoldShelf\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsbnLookup($isbn: String!) {\n    isbnLookup(isbn: $isbn) {\n      isbn\n      title\n      author\n      publisher\n      year\n      pages\n      description\n      hasCover\n    }\n  }\n"): (typeof documents)["\n  query IsbnLookup($isbn: String!) {\n    isbnLookup(isbn: $isbn) {\n      isbn\n      title\n      author\n      publisher\n      year\n      pages\n      description\n      hasCover\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BorrowRules($id: ID!) {\n    loanRules {\n      loanDays\n      loansPerMember\n    }\n    book(id: $id) {\n      id\n      copiesOnHoldShelf\n      holdQueue {\n        id\n        status\n        member {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BorrowRules($id: ID!) {\n    loanRules {\n      loanDays\n      loansPerMember\n    }\n    book(id: $id) {\n      id\n      copiesOnHoldShelf\n      holdQueue {\n        id\n        status\n        member {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskMemberLending($memberId: ID!) {\n    loans(memberId: $memberId, status: OUT, limit: 100) {\n      items {\n        id\n        bookId\n        title\n        quantity\n        dueDate\n        overdue\n      }\n    }\n    holds(memberId: $memberId, status: READY, limit: 100) {\n      items {\n        id\n        bookId\n        book {\n          id\n          title\n        }\n        readyUntil\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeskMemberLending($memberId: ID!) {\n    loans(memberId: $memberId, status: OUT, limit: 100) {\n      items {\n        id\n        bookId\n        title\n        quantity\n        dueDate\n        overdue\n      }\n    }\n    holds(memberId: $memberId, status: READY, limit: 100) {\n      items {\n        id\n        bookId\n        book {\n          id\n          title\n        }\n        readyUntil\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskBookFields on Book {\n    id\n    title\n    author\n    isbn\n    copies\n    available\n  }\n"): (typeof documents)["\n  fragment DeskBookFields on Book {\n    id\n    title\n    author\n    isbn\n    copies\n    available\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskBooks($search: String!, $limit: Int) {\n    books(search: $search, limit: $limit, sortBy: TITLE, sort: ASC) {\n      items {\n        ...DeskBookFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeskBooks($search: String!, $limit: Int) {\n    books(search: $search, limit: $limit, sortBy: TITLE, sort: ASC) {\n      items {\n        ...DeskBookFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskBookLoans($bookId: ID!) {\n    loans(bookId: $bookId, status: OUT, limit: 100) {\n      items {\n        ...DeskLoanFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeskBookLoans($bookId: ID!) {\n    loans(bookId: $bookId, status: OUT, limit: 100) {\n      items {\n        ...DeskLoanFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskLoanFields on Borrow {\n    id\n    bookId\n    title\n    quantity\n    dueDate\n    createdAt\n    borrower\n    member {\n      id\n      name\n      cardNumber\n    }\n  }\n"): (typeof documents)["\n  fragment DeskLoanFields on Borrow {\n    id\n    bookId\n    title\n    quantity\n    dueDate\n    createdAt\n    borrower\n    member {\n      id\n      name\n      cardNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskBookByIsbn($isbn: String!) {\n    bookByIsbn(isbn: $isbn) {\n      ...DeskBookFields\n    }\n  }\n"): (typeof documents)["\n  query DeskBookByIsbn($isbn: String!) {\n    bookByIsbn(isbn: $isbn) {\n      ...DeskBookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskLendByIsbn($isbn: String!, $member: String!) {\n    borrowBook(isbn: $isbn, quantity: 1, member: $member) {\n      ...DeskLoanFields\n      overdue\n      memberStanding {\n        ...CirculationMemberStanding\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeskLendByIsbn($isbn: String!, $member: String!) {\n    borrowBook(isbn: $isbn, quantity: 1, member: $member) {\n      ...DeskLoanFields\n      overdue\n      memberStanding {\n        ...CirculationMemberStanding\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskBorrow($book: ID!, $quantity: Int!, $dueDate: Date, $member: String, $borrower: String) {\n    borrowBook(book: $book, quantity: $quantity, dueDate: $dueDate, member: $member, borrower: $borrower) {\n      ...DeskLoanFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeskBorrow($book: ID!, $quantity: Int!, $dueDate: Date, $member: String, $borrower: String) {\n    borrowBook(book: $book, quantity: $quantity, dueDate: $dueDate, member: $member, borrower: $borrower) {\n      ...DeskLoanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskLoansByBookText($isbn: String, $search: String) {\n    loans(isbn: $isbn, search: $search, status: OUT, limit: 100) {\n      items {\n        ...DeskLoanFields\n        isbn\n        book {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeskLoansByBookText($isbn: String, $search: String) {\n    loans(isbn: $isbn, search: $search, status: OUT, limit: 100) {\n      items {\n        ...DeskLoanFields\n        isbn\n        book {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskPlaceHold($bookId: ID!, $member: String!) {\n    placeHold(bookId: $bookId, member: $member) {\n      id\n      position\n      member {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeskPlaceHold($bookId: ID!, $member: String!) {\n    placeHold(bookId: $bookId, member: $member) {\n      id\n      position\n      member {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookHolds($id: ID!) {\n    book(id: $id) {\n      id\n      copies\n      available\n      copiesOnHoldShelf\n      holdQueue {\n        id\n        status\n        position\n        readyUntil\n        member {\n          id\n          name\n          cardNumber\n        }\n      }\n      myHold {\n        id\n        status\n        position\n        readyUntil\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookHolds($id: ID!) {\n    book(id: $id) {\n      id\n      copies\n      available\n      copiesOnHoldShelf\n      holdQueue {\n        id\n        status\n        position\n        readyUntil\n        member {\n          id\n          name\n          cardNumber\n        }\n      }\n      myHold {\n        id\n        status\n        position\n        readyUntil\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceHold($bookId: ID!, $member: String) {\n    placeHold(bookId: $bookId, member: $member) {\n      id\n      status\n      position\n      readyUntil\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceHold($bookId: ID!, $member: String) {\n    placeHold(bookId: $bookId, member: $member) {\n      id\n      status\n      position\n      readyUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Loans($status: LoanStatus, $bookId: ID, $memberId: ID, $page: Int, $limit: Int) {\n    loans(status: $status, bookId: $bookId, memberId: $memberId, page: $page, limit: $limit) {\n      items {\n        ...LoanFields\n      }\n      page\n      limit\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query Loans($status: LoanStatus, $bookId: ID, $memberId: ID, $page: Int, $limit: Int) {\n    loans(status: $status, bookId: $bookId, memberId: $memberId, page: $page, limit: $limit) {\n      items {\n        ...LoanFields\n      }\n      page\n      limit\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoanFields on Borrow {\n    id\n    bookId\n    title\n    isbn\n    quantity\n    dueDate\n    borrower\n    createdAt\n    returnedAt\n    overdue\n    member {\n      id\n      name\n      cardNumber\n    }\n    renewals\n    renewalsLeft\n  }\n"): (typeof documents)["\n  fragment LoanFields on Borrow {\n    id\n    bookId\n    title\n    isbn\n    quantity\n    dueDate\n    borrower\n    createdAt\n    returnedAt\n    overdue\n    member {\n      id\n      name\n      cardNumber\n    }\n    renewals\n    renewalsLeft\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoanMember($id: ID!) {\n    member(id: $id) {\n      id\n      name\n      cardNumber\n    }\n  }\n"): (typeof documents)["\n  query LoanMember($id: ID!) {\n    member(id: $id) {\n      id\n      name\n      cardNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberLending($memberId: ID!) {\n    loans(memberId: $memberId, status: OUT, limit: 100) {\n      items {\n        ...CirculationLoanFields\n      }\n      total\n    }\n    holds(memberId: $memberId, status: ACTIVE, limit: 100) {\n      items {\n        ...CirculationHoldFields\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query MemberLending($memberId: ID!) {\n    loans(memberId: $memberId, status: OUT, limit: 100) {\n      items {\n        ...CirculationLoanFields\n      }\n      total\n    }\n    holds(memberId: $memberId, status: ACTIVE, limit: 100) {\n      items {\n        ...CirculationHoldFields\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberHistory($memberId: ID!, $page: Int) {\n    loans(memberId: $memberId, status: RETURNED, page: $page, limit: 10) {\n      items {\n        ...CirculationLoanFields\n      }\n      page\n      totalPages\n      total\n    }\n  }\n"): (typeof documents)["\n  query MemberHistory($memberId: ID!, $page: Int) {\n    loans(memberId: $memberId, status: RETURNED, page: $page, limit: 10) {\n      items {\n        ...CirculationLoanFields\n      }\n      page\n      totalPages\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberFields on Member {\n    id\n    cardNumber\n    name\n    email\n    phone\n    notes\n    status\n    blockedReason\n    keepHistory\n    account\n    copiesOut\n    overdueLoans\n    holdsReady\n    loansLeft\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment MemberFields on Member {\n    id\n    cardNumber\n    name\n    email\n    phone\n    notes\n    status\n    blockedReason\n    keepHistory\n    account\n    copiesOut\n    overdueLoans\n    holdsReady\n    loansLeft\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Members($search: String, $sort: MemberSort, $page: Int, $limit: Int) {\n    members(search: $search, sort: $sort, page: $page, limit: $limit) {\n      items {\n        id\n        cardNumber\n        name\n        email\n        status\n        copiesOut\n        overdueLoans\n      }\n      page\n      limit\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query Members($search: String, $sort: MemberSort, $page: Int, $limit: Int) {\n    members(search: $search, sort: $sort, page: $page, limit: $limit) {\n      items {\n        id\n        cardNumber\n        name\n        email\n        status\n        copiesOut\n        overdueLoans\n      }\n      page\n      limit\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Member($id: ID!) {\n    member(id: $id) {\n      ...MemberFields\n      history {\n        createdBy\n        createdAt\n        updatedBy\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Member($id: ID!) {\n    member(id: $id) {\n      ...MemberFields\n      history {\n        createdBy\n        createdAt\n        updatedBy\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMember($input: CreateMemberInput!) {\n    createMember(input: $input) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMember($input: CreateMemberInput!) {\n    createMember(input: $input) {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMember($id: ID!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMember($id: ID!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockMember($id: ID!, $reason: String!) {\n    blockMember(id: $id, reason: $reason) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation BlockMember($id: ID!, $reason: String!) {\n    blockMember(id: $id, reason: $reason) {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockMember($id: ID!) {\n    unblockMember(id: $id) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnblockMember($id: ID!) {\n    unblockMember(id: $id) {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMember($id: ID!) {\n    deleteMember(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMember($id: ID!) {\n    deleteMember(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMember($id: ID!) {\n    inviteMember(id: $id) {\n      url\n      expiresAt\n      member {\n        ...MemberFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteMember($id: ID!) {\n    inviteMember(id: $id) {\n      url\n      expiresAt\n      member {\n        ...MemberFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query My {\n    my {\n      cardNumber\n      name\n      status\n      blockedReason\n      keepHistory\n      loansLeft\n      loans {\n        ...CirculationLoanFields\n      }\n      holds {\n        ...CirculationHoldFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query My {\n    my {\n      cardNumber\n      name\n      status\n      blockedReason\n      keepHistory\n      loansLeft\n      loans {\n        ...CirculationLoanFields\n      }\n      holds {\n        ...CirculationHoldFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyHistory($page: Int!, $limit: Int!) {\n    my {\n      history(page: $page, limit: $limit) {\n        items {\n          ...CirculationLoanFields\n        }\n        page\n        limit\n        total\n        totalPages\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyHistory($page: Int!, $limit: Int!) {\n    my {\n      history(page: $page, limit: $limit) {\n        items {\n          ...CirculationLoanFields\n        }\n        page\n        limit\n        total\n        totalPages\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetKeepHistory($keep: Boolean!) {\n    setKeepHistory(keep: $keep) {\n      keepHistory\n    }\n  }\n"): (typeof documents)["\n  mutation SetKeepHistory($keep: Boolean!) {\n    setKeepHistory(keep: $keep) {\n      keepHistory\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoanRulesFields on LoanRules {\n    loanDays\n    loansPerMember\n    renewalsPerLoan\n    holdShelfDays\n    keepBorrowerDays\n    keepActivityDays\n  }\n"): (typeof documents)["\n  fragment LoanRulesFields on LoanRules {\n    loanDays\n    loansPerMember\n    renewalsPerLoan\n    holdShelfDays\n    keepBorrowerDays\n    keepActivityDays\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoanRules {\n    loanRules {\n      ...LoanRulesFields\n    }\n  }\n"): (typeof documents)["\n  query LoanRules {\n    loanRules {\n      ...LoanRulesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLoanRules($input: LoanRulesInput!) {\n    updateLoanRules(input: $input) {\n      ...LoanRulesFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLoanRules($input: LoanRulesInput!) {\n    updateLoanRules(input: $input) {\n      ...LoanRulesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Activity($page: Int, $limit: Int, $action: String) {\n    activity(page: $page, limit: $limit, action: $action) {\n      items {\n        id\n        at\n        actorKind\n        actorName\n        action\n        targetKind\n        targetId\n        targetLabel\n        address\n      }\n      page\n      limit\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query Activity($page: Int, $limit: Int, $action: String) {\n    activity(page: $page, limit: $limit, action: $action) {\n      items {\n        id\n        at\n        actorKind\n        actorName\n        action\n        targetKind\n        targetId\n        targetLabel\n        address\n      }\n      page\n      limit\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    role\n    createdBy\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    role\n    createdBy\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($name: String!, $role: StaffRole!) {\n    createApiToken(name: $name, role: $role) {\n      secret\n      token {\n        ...ApiTokenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($name: String!, $role: StaffRole!) {\n    createApiToken(name: $name, role: $role) {\n      secret\n      token {\n        ...ApiTokenFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffAccountFields on StaffAccount {\n    id\n    email\n    name\n    role\n    status\n    lastSignInAt\n    createdAt\n    activeTokenCount\n    passwordSignInLocked\n  }\n"): (typeof documents)["\n  fragment StaffAccountFields on StaffAccount {\n    id\n    email\n    name\n    role\n    status\n    lastSignInAt\n    createdAt\n    activeTokenCount\n    passwordSignInLocked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffAccounts {\n    staffAccounts {\n      ...StaffAccountFields\n    }\n  }\n"): (typeof documents)["\n  query StaffAccounts {\n    staffAccounts {\n      ...StaffAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStaffAccount($input: CreateStaffAccountInput!) {\n    createStaffAccount(input: $input) {\n      url\n      expiresAt\n      account {\n        ...StaffAccountFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStaffAccount($input: CreateStaffAccountInput!) {\n    createStaffAccount(input: $input) {\n      url\n      expiresAt\n      account {\n        ...StaffAccountFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStaffAccount($id: ID!, $input: UpdateStaffAccountInput!) {\n    updateStaffAccount(id: $id, input: $input) {\n      ...StaffAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStaffAccount($id: ID!, $input: UpdateStaffAccountInput!) {\n    updateStaffAccount(id: $id, input: $input) {\n      ...StaffAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetStaffAccount($id: ID!) {\n    resetStaffAccount(id: $id) {\n      url\n      expiresAt\n      account {\n        ...StaffAccountFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetStaffAccount($id: ID!) {\n    resetStaffAccount(id: $id) {\n      url\n      expiresAt\n      account {\n        ...StaffAccountFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;