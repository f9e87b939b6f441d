/**
 * Members' requests and answers as zod schemas (re-exported by `@library/api/contract`): `POST
 * /members`, `PATCH /members/:id`, `POST /members/:id/block`, `GET /members` and the answers
 * `MemberJson`, `LoanMemberJson`, a page of members and a member's invitation. Rules and texts:
 * contract/member-rules.
 */
import { z } from 'zod';
import {
  CONTROL_CHARACTERS,
  MEMBER_CSV_COLUMNS,
  LIST_DEFAULTS,
  LIST_LIMITS,
  MEMBER_LIMITS,
  MEMBER_LIST_LIMITS,
  MEMBER_MESSAGES,
  MEMBER_SORTS,
  MEMBER_STATUSES,
  MESSAGES,
  STAFF_STATUSES,
  type MemberCsvColumn,
  cardNumberProblem,
  isEmailAddress,
  isPhoneNumber,
} from '../contract/rules';
import {
  booleanFromText,
  ids,
  isMissing,
  oneId,
  queryValue,
  queryWholeNumber,
  restId,
  rule,
  timestamp,
} from '../contract/schema-parts';
import { pageMeta } from '../contract/schemas';
import { restImportResultOf, restImportRowOf } from '../contract/import-result';

/** Trimmed text, `label` named in its failures, no control characters (tab and line breaks allowed). */
function memberText(label: string) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? MESSAGES.required(label) : `${label} must be text`) })
    .trim()
    .refine((text) => !CONTROL_CHARACTERS.test(text), rule(MESSAGES.controlCharacters(label), 'invalid'));
}

/** A member's name: required, at most MEMBER_LIMITS.maxName. */
export const memberName = memberText('Name')
  .refine((text) => text !== '', rule(MEMBER_MESSAGES.nameRequired, 'required'))
  .refine((text) => text.length <= MEMBER_LIMITS.maxName, rule(MEMBER_MESSAGES.nameTooLong, 'maxlength'));

/** A card number as typed (trimmed), checked by cardNumberProblem ('Card number is not valid', …). */
export const memberCard = memberText('Card number').superRefine((text, ctx) => {
  const problem = cardNumberProblem(text);
  if (problem !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: problem,
      params: { kind: problem === MEMBER_MESSAGES.cardRequired ? 'required' : 'invalid' },
    });
  }
});

/** An optional text: blank is none (null). */
function optionalText(label: string, check: (text: string) => string | undefined) {
  return memberText(label)
    .superRefine((text, ctx) => {
      const problem = text === '' ? undefined : check(text);
      if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, params: { kind: 'invalid' } });
    })
    .transform((text) => (text === '' ? null : text));
}

export const memberEmail = optionalText('Email', (text) =>
  text.length <= MEMBER_LIMITS.maxEmail && isEmailAddress(text) ? undefined : MEMBER_MESSAGES.emailInvalid,
);
export const memberPhone = optionalText('Phone', (text) =>
  isPhoneNumber(text) ? undefined : MEMBER_MESSAGES.phoneInvalid,
);
export const memberNotes = optionalText('Notes', (text) =>
  text.length <= MEMBER_LIMITS.maxNotes ? undefined : MEMBER_MESSAGES.notesTooLong,
);

export const keepHistory = z.preprocess(
  (value: boolean | 'true' | 'false') => booleanFromText(value),
  z.custom<boolean>((value) => typeof value === 'boolean', rule('Keep history must be true or false', 'type')),
);

/**
 * Body of `POST /members`: a name; a card number (left out or blank: one is generated); email,
 * phone and notes (blank or null: none); keepHistory (default false).
 */
export const memberCreateRequest = z.object({
  cardNumber: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    memberCard.nullish().transform((text) => text ?? undefined),
  ),
  name: memberName,
  email: memberEmail.nullish().transform((text) => text ?? null),
  phone: memberPhone.nullish().transform((text) => text ?? null),
  notes: memberNotes.nullish().transform((text) => text ?? null),
  keepHistory: keepHistory.optional(),
});
export type MemberCreateRequest = z.input<typeof memberCreateRequest>;
export type MemberInput = z.output<typeof memberCreateRequest>;

/** Body of `PATCH /members/:id`: any of the fields; null (or blank) clears email, phone and notes. */
export const memberPatchRequest = z.object({
  cardNumber: memberCard.optional(),
  name: memberName.optional(),
  email: memberEmail.nullable().optional(),
  phone: memberPhone.nullable().optional(),
  notes: memberNotes.nullable().optional(),
  keepHistory: keepHistory.optional(),
});
export type MemberPatchRequest = z.input<typeof memberPatchRequest>;
export type MemberPatch = z.output<typeof memberPatchRequest>;

/** Body of `POST /members/:id/block`: why (shown at lending). */
export const blockMemberRequest = z.object({
  reason: memberText('Reason')
    .refine((text) => text !== '', rule(MEMBER_MESSAGES.reasonRequired, 'required'))
    .refine((text) => text.length <= MEMBER_LIMITS.maxBlockReason, rule(MEMBER_MESSAGES.reasonTooLong, 'maxlength')),
});

/** The query of `GET /members`: search (name, card or email), sort (newest, name), page and limit. */
export const listMembersQuery = z
  .object({
    page: queryWholeNumber('page', LIST_LIMITS.maxPage),
    limit: queryWholeNumber('limit', MEMBER_LIST_LIMITS.maxLimit),
    sort: queryValue(
      'sort',
      z
        .string()
        .toLowerCase()
        .pipe(z.enum(MEMBER_SORTS, { error: `sort must be one of ${MEMBER_SORTS.join(', ')}` })),
    ),
    search: queryValue(
      'search',
      z
        .string()
        .refine((text) => !CONTROL_CHARACTERS.test(text), rule(MESSAGES.controlCharacters('search'), 'invalid'))
        .max(MEMBER_LIST_LIMITS.maxSearch, MESSAGES.tooLong('search', MEMBER_LIST_LIMITS.maxSearch)),
    ),
  })
  .transform(({ page, limit, sort, search }) => ({
    page: page ?? LIST_DEFAULTS.page,
    limit: limit ?? MEMBER_LIST_LIMITS.defaultLimit,
    sort: sort ?? MEMBER_SORTS[0],
    search,
  }));
export type MemberListQuery = z.output<typeof listMembersQuery>;

/** A member as staff see them. The api also sends `id` (the same as `_id`). */
export const restMember = z
  .object({
    ...ids,
    cardNumber: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    notes: z.string().nullable(),
    status: z.enum(MEMBER_STATUSES),
    blockedReason: z.string().nullable(),
    keepHistory: z.boolean(),
    /** Their sign-in: null when never invited. */
    account: z.enum(STAFF_STATUSES).nullable(),
    copiesOut: z.number().int(),
    overdueLoans: z.number().int(),
    holdsReady: z.number().int(),
    /** Null when there is no loan limit. */
    loansLeft: z.number().int().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .transform(oneId);
export type RestMember = z.output<typeof restMember>;
/** A member as the api sends them: `id` repeats `_id`. */
export type MemberJson = RestMember & { id: string };

/** The member of a loan or a hold, as lending screens show them. */
export const restLoanMember = z.object({ _id: restId, name: z.string(), cardNumber: z.string() });
export type LoanMemberJson = z.output<typeof restLoanMember>;

/** One page of `GET /members`: the envelope's `data` and `meta`. */
export const restMemberPage = z.object({ data: z.array(restMember), meta: pageMeta });

/** `POST /members/:id/invitation`'s data: the member, the one-time token (shown once) and its end. */
export const restMemberInvitation = z.object({ member: restMember, token: z.string(), expiresAt: timestamp });
export type MemberInvitationJson = Omit<z.output<typeof restMemberInvitation>, 'member'> & { member: MemberJson };

/** `DELETE /members/:id`'s data. */
export const restDeletedMember = z.object({ _id: restId });

/** A members' import row's cells as read from the file, by column (an absent column is an empty text). */
const memberCells = z.object(
  Object.fromEntries(MEMBER_CSV_COLUMNS.map((column) => [column, z.string()])) as Record<MemberCsvColumn, z.ZodString>,
);
export type MemberCsvValues = z.output<typeof memberCells>;

/** A row of a members' import as a member: the cells are the body of `POST /members` (the same rules and messages). */
export const csvMemberRow = memberCreateRequest;

/** One row of a members' import's answer (contract/import-result, as a book import's). */
export const restMemberImportRow = restImportRowOf(memberCells, {
  /** The member imported (with the card number generated for a blank one). */
  member: restLoanMember.optional(),
});
export type MemberImportRowJson = z.output<typeof restMemberImportRow>;

/** `POST /members/import`'s data: what was read, the totals per status, and every row. */
export const restMemberImportResult = restImportResultOf(restMemberImportRow);
export type MemberImportResultJson = z.output<typeof restMemberImportResult>;
