import { loanRulesRequest, memberCreateRequest, memberPatchRequest } from '@library/api/contract';
import {
  LOAN_RULE_DEFAULTS,
  LOAN_RULE_LABELS,
  LOAN_RULE_LIMITS,
  MEMBER_LIMITS,
  MEMBER_MESSAGES,
  MESSAGES,
  generateCardNumber,
} from '@library/api/contract/rules';
import type { ZodType } from 'zod';
import {
  createInput,
  editMemberSchema,
  newMemberSchema,
  updateInput,
  type MemberFormValues,
} from '../src/features/members/lib/member-schema';
import { loanRulesSchema, type LoanRulesFormValues } from '../src/features/settings/lib/loan-rules-schema';
import { shownMessages } from '../src/testing/form-messages';

const VALID: MemberFormValues = {
  name: 'Alex Kim',
  cardNumber: '',
  email: 'alex@example.org',
  phone: '+44 20 7946 0958',
  notes: 'Class 4B',
};
/** A generated card number (10 digits, the last its Luhn check digit). */
const CARD = generateCardNumber(() => 7);
/** The same card with its last digit changed: a mistyped card. */
const MISTYPED = `${CARD.slice(0, -1)}${(Number(CARD.slice(-1)) + 1) % 10}`;

/** The api's message for each field of a request (the first per field; {} when accepted). */
function apiMessages(schema: ZodType, request: object): Record<string, string> {
  const result = schema.safeParse(request);
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (!(field in shown)) shown[field] = issue.message;
  }
  return shown;
}

const CASES: [string, Partial<MemberFormValues>, Record<string, string>][] = [
  ['a blank name', { name: '   ' }, { name: MEMBER_MESSAGES.nameRequired }],
  [
    'a name one character too long',
    { name: 'n'.repeat(MEMBER_LIMITS.maxName + 1) },
    { name: MEMBER_MESSAGES.nameTooLong },
  ],
  ['a name with a control character', { name: 'Alex\u0007' }, { name: MESSAGES.controlCharacters('Name') }],
  ['a mistyped card number', { cardNumber: MISTYPED }, { cardNumber: MEMBER_MESSAGES.cardInvalid }],
  ['a card number too short', { cardNumber: 'AB1' }, { cardNumber: MEMBER_MESSAGES.cardInvalid }],
  ['a card number that is an ISBN', { cardNumber: '9780441013593' }, { cardNumber: MEMBER_MESSAGES.cardIsIsbn }],
  ['an email without a domain', { email: 'alex@' }, { email: MEMBER_MESSAGES.emailInvalid }],
  ['a phone of letters', { phone: 'call me' }, { phone: MEMBER_MESSAGES.phoneInvalid }],
  [
    'notes one character too long',
    { notes: 'n'.repeat(MEMBER_LIMITS.maxNotes + 1) },
    { notes: MEMBER_MESSAGES.notesTooLong },
  ],
];

describe('member form and the api, one source of rules and texts (@library/api/contract)', () => {
  test.each(CASES)(
    'when the add form has %s, then the form and the api give the same message',
    async (_what, changes, expected) => {
      const values = { ...VALID, ...changes };
      expect(await shownMessages(newMemberSchema, values)).toEqual(expected);
      // What the form would send, unchecked: blank fields left out (as createInput leaves them out).
      const request = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
      expect(apiMessages(memberCreateRequest, request)).toEqual(expected);
    },
  );

  test.each(CASES)(
    'when the edit form has %s, then the form and the api give the same message',
    async (_what, changes, expected) => {
      const values = { ...VALID, cardNumber: CARD, ...changes };
      expect(await shownMessages(editMemberSchema, values)).toEqual(expected);
      expect(apiMessages(memberPatchRequest, values)).toEqual(expected);
    },
  );

  test.each<[string, Partial<MemberFormValues>]>([
    ['the usual values', {}],
    ['only a name', { email: '', phone: '', notes: '' }],
    ['a generated card number', { cardNumber: CARD }],
    ["a library's own card number, with spaces and a hyphen", { cardNumber: ' ab-12 34 ' }],
    ['a name at the limit, with spaces around', { name: `  ${'n'.repeat(MEMBER_LIMITS.maxName)}  ` }],
  ])('when the add form has %s, then the form and the api accept what it sends', async (_what, changes) => {
    const values = { ...VALID, ...changes };
    expect(await shownMessages(newMemberSchema, values)).toEqual({});
    expect(apiMessages(memberCreateRequest, createInput(await newMemberSchema.validate(values)))).toEqual({});
  });

  test('when the edit form has a blank card number, then it asks for one, as the api does', async () => {
    const values = { ...VALID, cardNumber: ' ' };
    expect(await shownMessages(editMemberSchema, values)).toEqual({ cardNumber: MEMBER_MESSAGES.cardRequired });
    expect(apiMessages(memberPatchRequest, values)).toEqual({ cardNumber: MEMBER_MESSAGES.cardRequired });
  });

  test('when the edit form clears the email, phone and notes, then it sends them as null, which the api accepts', async () => {
    const input = updateInput(
      await editMemberSchema.validate({ ...VALID, cardNumber: CARD, email: ' ', phone: '', notes: '' }),
    );
    expect(input).toEqual({ name: VALID.name, cardNumber: CARD, email: null, phone: null, notes: null });
    expect(apiMessages(memberPatchRequest, input)).toEqual({});
  });
});

describe('loan rules form and the api', () => {
  const DEFAULTS: LoanRulesFormValues = { ...LOAN_RULE_DEFAULTS };
  const { min, max } = LOAN_RULE_LIMITS.loanDays;
  const label = LOAN_RULE_LABELS.loanDays;

  test.each<[string, LoanRulesFormValues['loanDays'], string]>([
    ['blank', '', MESSAGES.required(label)],
    ['a fraction', 1.5, MEMBER_MESSAGES.ruleWhole(label)],
    ['below its least', min - 1, MEMBER_MESSAGES.ruleMin(label, min)],
    ['above its most', max + 1, MEMBER_MESSAGES.ruleMax(label, max)],
  ])(
    'when the loan period is %s, then the form and the api give the same message',
    async (_what, loanDays, message) => {
      expect(await shownMessages(loanRulesSchema, { ...DEFAULTS, loanDays })).toEqual({ loanDays: message });
      const request = loanDays === '' ? { ...DEFAULTS, loanDays: undefined } : { ...DEFAULTS, loanDays };
      expect(apiMessages(loanRulesRequest, request)).toEqual({ loanDays: message });
    },
  );

  test('when the days the log keeps are below their least, then the form and the api give the same message', async () => {
    const days = LOAN_RULE_LIMITS.keepActivityDays.min - 1;
    const message = MEMBER_MESSAGES.ruleMin(LOAN_RULE_LABELS.keepActivityDays, days + 1);
    expect(await shownMessages(loanRulesSchema, { ...DEFAULTS, keepActivityDays: days })).toEqual({
      keepActivityDays: message,
    });
    expect(apiMessages(loanRulesRequest, { ...DEFAULTS, keepActivityDays: days })).toEqual({
      keepActivityDays: message,
    });
  });

  test('when every rule is at its default, at its least or at its most, then the form and the api accept them', async () => {
    const keys = Object.keys(LOAN_RULE_LIMITS) as (keyof typeof LOAN_RULE_LIMITS)[];
    for (const values of [
      DEFAULTS,
      Object.fromEntries(keys.map((key) => [key, LOAN_RULE_LIMITS[key].min])),
      Object.fromEntries(keys.map((key) => [key, LOAN_RULE_LIMITS[key].max])),
    ]) {
      expect(await shownMessages(loanRulesSchema, values)).toEqual({});
      expect(apiMessages(loanRulesRequest, values)).toEqual({});
    }
  });
});
