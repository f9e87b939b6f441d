import { borrowerOrNone } from '@library/api/contract/rules';
import { ErrorCode, invalidInput, isErrorWithCode, type FieldMessages } from '../errors/codes';
import type {
  CreateMemberInput,
  MutationResolvers,
  UpdateBookInput,
  UpdateMemberInput,
  UpdateStaffAccountInput,
} from '../generated/graphql';
import type {
  BorrowBody,
  CreateBookBody,
  CreateMemberBody,
  PlaceHoldBody,
  UpdateBookBody,
  UpdateMemberBody,
  UpdateStaffBody,
} from '../rest/types';
import { borrowedBookId } from './bookOfScan';
import { guarded } from './permissions';

/**
 * UpdateBookInput → the REST patch, as the schema documents it: a field left out is not sent (it
 * keeps its value); `description: null` is sent (it clears the description); null for any other
 * field is refused here, BAD_USER_INPUT with a message per field, since that field cannot be empty.
 */
export function toUpdateBookBody(input: UpdateBookInput): UpdateBookBody {
  const refused: FieldMessages = {};
  /** The value to send, or undefined for "not sent"; a null is recorded as refused. */
  function given<T>(value: T | null | undefined, field: string, label: string): T | undefined {
    if (value !== null) return value;
    refused[field] = `${label} cannot be null: leave it out to keep the current value`;
    return undefined;
  }
  const body: UpdateBookBody = {};
  const title = given(input.title, 'title', 'Title');
  if (title !== undefined) body.title = title;
  const author = given(input.author, 'author', 'Author');
  if (author !== undefined) body.author = author;
  const genre = given(input.genre, 'genre', 'Genre');
  if (genre !== undefined) body.genre = genre;
  const isbn = given(input.isbn, 'isbn', 'ISBN');
  if (isbn !== undefined) body.isbn = isbn;
  if (input.description !== undefined) body.description = input.description;
  const copies = given(input.copies, 'copies', 'Copies');
  if (copies !== undefined) body.copies = copies;
  const available = given(input.available, 'available', 'Available');
  if (available !== undefined) body.available = available;
  if (Object.keys(refused).length > 0) throw invalidInput(refused);
  return body;
}

/**
 * UpdateStaffAccountInput → the REST patch: a field left out is not sent; null is refused (a role
 * and a status cannot be empty), and so is INVITED (an account becomes invited by a reset only).
 */
export function toUpdateStaffBody(input: UpdateStaffAccountInput): UpdateStaffBody {
  const refused: FieldMessages = {};
  const body: UpdateStaffBody = {};
  if (input.role === null) refused['role'] = 'Role cannot be null: leave it out to keep the current role';
  else if (input.role !== undefined) body.role = input.role;
  if (input.status === null || input.status === 'invited') {
    refused['status'] = 'Status must be ACTIVE or DISABLED (a reset makes a new invitation)';
  } else if (input.status !== undefined) body.status = input.status;
  if (Object.keys(refused).length > 0) throw invalidInput(refused);
  return body;
}

/** Text that is given and not blank (a `member` argument: a card number or an id), else undefined. */
function givenText(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * CreateMemberInput → the REST body: optional fields left out or null are not sent; a blank card
 * number too (REST generates one).
 */
export function toCreateMemberBody(input: CreateMemberInput): CreateMemberBody {
  const body: CreateMemberBody = { name: input.name };
  const cardNumber = givenText(input.cardNumber);
  if (cardNumber !== undefined) body.cardNumber = cardNumber;
  if (typeof input.email === 'string') body.email = input.email;
  if (typeof input.phone === 'string') body.phone = input.phone;
  if (typeof input.notes === 'string') body.notes = input.notes;
  return body;
}

/**
 * UpdateMemberInput → the REST patch, as the schema documents it: a field left out is not sent;
 * null clears email, phone and notes; null for the card number or the name is refused here
 * (BAD_USER_INPUT, a message per field), since a member always has both.
 */
export function toUpdateMemberBody(input: UpdateMemberInput): UpdateMemberBody {
  const refused: FieldMessages = {};
  const body: UpdateMemberBody = {};
  if (input.cardNumber === null) {
    refused['cardNumber'] = 'Card number cannot be null: leave it out to keep the current value';
  } else if (input.cardNumber !== undefined) body.cardNumber = input.cardNumber;
  if (input.name === null) refused['name'] = 'Name cannot be null: leave it out to keep the current value';
  else if (input.name !== undefined) body.name = input.name;
  if (input.email !== undefined) body.email = input.email;
  if (input.phone !== undefined) body.phone = input.phone;
  if (input.notes !== undefined) body.notes = input.notes;
  if (Object.keys(refused).length > 0) throw invalidInput(refused);
  return body;
}

/** The browser's WebAuthn answer (JSON text) as an object; BAD_USER_INPUT when it is not one. */
export function browserAnswer(response: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(response);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidInput({ response: "The browser's passkey answer must be a JSON object" });
  }
  return parsed as Record<string, unknown>;
}

/** Every Mutation field; `guarded` checks each one's permission (./permissions) before it runs. */
export const Mutation: MutationResolvers = guarded('Mutation', {
  createBook: (_parent, { input }, { api }) => {
    const body: CreateBookBody = {
      title: input.title,
      author: input.author,
      genre: input.genre,
      isbn: input.isbn,
      copies: input.copies,
    };
    if (input.description !== undefined) body.description = input.description;
    // null, like leaving it out, takes the default (true).
    if (input.available !== undefined && input.available !== null) body.available = input.available;
    return api.createBook(body);
  },

  updateBook: (_parent, { id, input }, { api }) => api.updateBook(id, toUpdateBookBody(input)),

  deleteBook: async (_parent, { id }, { api }) => {
    await api.deleteBook(id);
    return id;
  },

  fetchCover: (_parent, { id }, { api }) => api.fetchCover(id),

  removeCover: async (_parent, { id }, { api }) => {
    await api.removeCover(id);
    return id;
  },

  borrowBook: async (_parent, { book, isbn, quantity, dueDate, borrower, member }, { api }) => {
    const body: BorrowBody = { book: await borrowedBookId(api, book, isbn), quantity };
    // No due date (null or left out): the api's, the loan period from the library's today.
    if (dueDate !== null && dueDate !== undefined) body.dueDate = dueDate;
    // No borrower (null, blank or left out: the contract's rule) is left out of the REST body; a
    // borrower is sent as given (the api trims it). So is a member (card number or id), when given.
    if (typeof borrower === 'string' && borrowerOrNone(borrower) !== null) body.borrower = borrower;
    const memberRef = givenText(member);
    if (memberRef !== undefined) body.member = memberRef;
    return api.borrowBook(body);
  },

  returnLoan: (_parent, { id, quantity }, { api }) => api.returnLoan(id, quantity ?? undefined),

  // Sign-in: a new session sets the cookie (context.session) and answers the viewer.
  signIn: async (_parent, { email, password }, { api, session }) => {
    const signedIn = await api.signIn(email, password);
    session.started(signedIn);
    return signedIn.account;
  },

  setUpLibrary: async (_parent, { code, name, email, password }, { api, session }) => {
    const signedIn = await api.setUp({ code, name, email, password });
    session.started(signedIn);
    return signedIn.account;
  },

  acceptInvitation: async (_parent, { token, password }, { api, session }) => {
    const signedIn = await api.acceptInvitation(token, password);
    session.started(signedIn);
    return signedIn.account;
  },

  // Ends the REST session when there is one (nobody signed in: REST's 401 is no failure here), then
  // clears the cookie.
  signOut: async (_parent, _args, { api, session }) => {
    try {
      await api.signOut();
    } catch (error) {
      if (!isErrorWithCode(error, ErrorCode.UNAUTHENTICATED)) throw error;
    }
    session.ended();
    return true;
  },

  updateMyAccount: (_parent, { name }, { api }) => api.updateMe(name),

  changePassword: async (_parent, { currentPassword, newPassword }, { api }) => {
    await api.changePassword(currentPassword, newPassword);
    return true;
  },

  signOutEverywhereElse: (_parent, _args, { api }) => api.endOtherSessions(),

  // Passkeys: the WebAuthn options go to the browser as JSON text, and its answer comes back so.
  startPasskeyRegistration: async (_parent, _args, { api }) => JSON.stringify(await api.passkeyRegistrationOptions()),

  finishPasskeyRegistration: (_parent, { name, response }, { api }) => api.addPasskey(name, browserAnswer(response)),

  removePasskey: async (_parent, { id }, { api }) => {
    await api.removePasskey(id);
    return true;
  },

  startPasskeySignIn: async (_parent, _args, { api }) => JSON.stringify(await api.passkeySignInOptions()),

  finishPasskeySignIn: async (_parent, { response }, { api, session }) => {
    const signedIn = await api.passkeySignIn(browserAnswer(response));
    session.started(signedIn);
    return signedIn.account;
  },

  createStaffAccount: (_parent, { input }, { api }) =>
    api.createStaff({ name: input.name, email: input.email, role: input.role }),

  updateStaffAccount: (_parent, { id, input }, { api }) => api.updateStaff(id, toUpdateStaffBody(input)),

  resetStaffAccount: (_parent, { id }, { api }) => api.resetStaff(id),

  createApiToken: (_parent, { name, role }, { api }) => api.createToken(name, role),

  revokeApiToken: (_parent, { id }, { api }) => api.revokeToken(id),

  // Members.
  createMember: (_parent, { input }, { api }) => api.createMember(toCreateMemberBody(input)),

  updateMember: (_parent, { id, input }, { api }) => api.updateMember(id, toUpdateMemberBody(input)),

  blockMember: (_parent, { id, reason }, { api }) => api.blockMember(id, reason),

  unblockMember: (_parent, { id }, { api }) => api.unblockMember(id),

  deleteMember: async (_parent, { id }, { api }) => {
    await api.deleteMember(id);
    return id;
  },

  inviteMember: (_parent, { id }, { api }) => api.inviteMember(id),

  // Loans and holds: staff for any member, a member for themself (REST decides whose it is).
  renewLoan: (_parent, { id }, { api }) => api.renewLoan(id),

  placeHold: (_parent, { bookId, member }, { api }) => {
    const body: PlaceHoldBody = { book: bookId };
    // Left out (or blank) for a member placing it for themself.
    const memberRef = givenText(member);
    if (memberRef !== undefined) body.member = memberRef;
    return api.placeHold(body);
  },

  cancelHold: (_parent, { id }, { api }) => api.cancelHold(id),

  updateLoanRules: (_parent, { input }, { api }) =>
    api.updateLoanRules({
      loanDays: input.loanDays,
      loansPerMember: input.loansPerMember,
      renewalsPerLoan: input.renewalsPerLoan,
      holdShelfDays: input.holdShelfDays,
      keepBorrowerDays: input.keepBorrowerDays,
      ...(input.keepActivityDays == null ? {} : { keepActivityDays: input.keepActivityDays }),
    }),

  setKeepHistory: (_parent, { keep }, { api }) => api.setKeepHistory(keep),
});
