import {
  CONTROL_CHARACTERS,
  MEMBER_LIMITS,
  MEMBER_MESSAGES,
  MESSAGES,
  cardNumberProblem,
  isEmailAddress,
  isPhoneNumber,
} from '@library/api/contract/rules';
import { object, string, type InferType } from 'yup';
import type { CreateMemberInput, MemberFieldsFragment, UpdateMemberInput } from '../../../gql-staff/graphql';

/** Trimmed text without control characters (tab and line breaks allowed), as the api reads a member's fields. */
function text(label: string) {
  return string()
    .trim()
    .test('no-control-characters', MESSAGES.controlCharacters(label), (value) => !CONTROL_CHARACTERS.test(value ?? ''));
}

/** An optional field: blank is none; otherwise `problem` says what is wrong with it. */
function optional(label: string, problem: (value: string) => string | undefined) {
  return text(label).test({
    name: 'valid',
    test: (value, context) => {
      const found = value ? problem(value) : undefined;
      return found === undefined ? true : context.createError({ message: found });
    },
  });
}

const fields = {
  name: text('Name').required(MEMBER_MESSAGES.nameRequired).max(MEMBER_LIMITS.maxName, MEMBER_MESSAGES.nameTooLong),
  email: optional('Email', (value) =>
    value.length <= MEMBER_LIMITS.maxEmail && isEmailAddress(value) ? undefined : MEMBER_MESSAGES.emailInvalid,
  ),
  phone: optional('Phone', (value) => (isPhoneNumber(value) ? undefined : MEMBER_MESSAGES.phoneInvalid)),
  notes: optional('Notes', (value) =>
    value.length <= MEMBER_LIMITS.maxNotes ? undefined : MEMBER_MESSAGES.notesTooLong,
  ),
};

/**
 * The add form (/members/new): the api's rules and texts (`@library/api/contract/rules`); a blank
 * card number is none (the api generates one), a typed one must pass cardNumberProblem.
 */
export const newMemberSchema = object({
  ...fields,
  cardNumber: optional('Card number', cardNumberProblem),
});

/** The edit form (/members/:id/edit): the card number stays required. */
export const editMemberSchema = object({
  ...fields,
  cardNumber: text('Card number').test({
    name: 'card',
    test: (value, context) => {
      const found = cardNumberProblem(value ?? '');
      return found === undefined ? true : context.createError({ message: found });
    },
  }),
});

export type MemberSchemaValues = InferType<typeof newMemberSchema>;

/** What the form holds (every field a text; blank is none). */
export interface MemberFormValues {
  name: string;
  cardNumber: string;
  email: string;
  phone: string;
  notes: string;
}

export const EMPTY_MEMBER: MemberFormValues = { name: '', cardNumber: '', email: '', phone: '', notes: '' };

/** What the form holds for a stored member. */
export function formValuesOf(member: MemberFieldsFragment): MemberFormValues {
  return {
    name: member.name,
    cardNumber: member.cardNumber,
    email: member.email ?? '',
    phone: member.phone ?? '',
    notes: member.notes ?? '',
  };
}

/** A blank text as none. */
function orNull(value: string | undefined): string | null {
  return value ? value : null;
}

/** The new member the checked values describe: blank fields left out (a blank card number is generated). */
export function createInput(values: MemberSchemaValues): CreateMemberInput {
  const input: CreateMemberInput = { name: values.name };
  if (values.cardNumber) input.cardNumber = values.cardNumber;
  if (values.email) input.email = values.email;
  if (values.phone) input.phone = values.phone;
  if (values.notes) input.notes = values.notes;
  return input;
}

/** The changes the checked values describe: every field, a blank optional one as null (removed). */
export function updateInput(values: MemberSchemaValues): UpdateMemberInput {
  return {
    name: values.name,
    cardNumber: values.cardNumber,
    email: orNull(values.email),
    phone: orNull(values.phone),
    notes: orNull(values.notes),
  };
}
