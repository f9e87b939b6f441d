/**
 * The rules and texts of members, loan rules, renewals and holds, without dependencies
 * (browser-safe; re-exported by ./rules): card numbers, the library's loan rules and their limits,
 * hold statuses, the texts the api answers and the web shows. Who may use them is ./access-rules'
 * (`circulation`, `memberRecords`, `ownLoans`, `administration`).
 */
import { isbn10CheckDigit, isbn13CheckDigit } from './isbn-rules';
import { latestDueDate } from './loan-rules';
import { FIELD_TEXTS } from './texts';

/** A member's status: may borrow (active) or not (blocked, with a reason shown at lending). */
export const MEMBER_STATUSES = ['active', 'blocked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** How `GET /members` orders: newest first, or by name A–Z. */
export const MEMBER_SORTS = ['newest', 'name'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/**
 * A hold's status: waiting in its book's queue, ready (a copy is on the hold shelf for the member
 * until `readyUntil`), fulfilled (lent to the member), cancelled, or expired (not collected in time).
 */
export const HOLD_STATUSES = ['waiting', 'ready', 'fulfilled', 'cancelled', 'expired'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/** What `GET /holds?status=` lists: active (waiting or ready, the default), one status, ended ones, or all. */
export const HOLD_LIST_STATUSES = ['active', 'waiting', 'ready', 'ended', 'all'] as const;
export type HoldListStatus = (typeof HOLD_LIST_STATUSES)[number];

/** The holds that still hold a place (in the queue or on the shelf). */
export const ACTIVE_HOLD_STATUSES = ['waiting', 'ready'] as const satisfies readonly HoldStatus[];

/** Lengths of a member's fields, counted on the trimmed text. */
export const MEMBER_LIMITS = {
  maxName: 100,
  maxEmail: 254,
  maxPhone: 30,
  maxNotes: 2000,
  maxBlockReason: 200,
  minCard: 4,
  maxCard: 20,
  /** Digits of a generated card number (the last one a Luhn check digit). */
  generatedCardDigits: 10,
} as const;

/** `GET /members`: page size (default and most), the longest search. */
export const MEMBER_LIST_LIMITS = { defaultLimit: 20, maxLimit: 100, maxSearch: 100 } as const;

/** The library's loan rules: what a new library starts with. */
export const LOAN_RULE_DEFAULTS = {
  /** Days a loan runs: the borrow form's due date is today + this; a renewal adds it to the due date (or today, if later). */
  loanDays: 21,
  /** Copies one member may have out at once; 0 = no limit. */
  loansPerMember: 5,
  /** Times one loan may be renewed. */
  renewalsPerLoan: 2,
  /** Days a copy waits on the hold shelf for the member it was put aside for. */
  holdShelfDays: 7,
  /** Days a returned loan keeps its borrower (member or free text); 0 = forgotten at return. */
  keepBorrowerDays: 30,
  /** Days the activity log keeps an entry; older ones are deleted by the hourly job. */
  keepActivityDays: 365,
} as const;
export type LoanRules = { [K in keyof typeof LOAN_RULE_DEFAULTS]: number };

/** The smallest and largest value of each loan rule (whole numbers). */
export const LOAN_RULE_LIMITS = {
  loanDays: { min: 1, max: 365 },
  loansPerMember: { min: 0, max: 1000 },
  renewalsPerLoan: { min: 0, max: 100 },
  holdShelfDays: { min: 1, max: 90 },
  keepBorrowerDays: { min: 0, max: 3650 },
  keepActivityDays: { min: 30, max: 3650 },
} as const satisfies Record<keyof LoanRules, { min: number; max: number }>;

/** The loan rules' labels, as the settings form and the api's messages name them. */
export const LOAN_RULE_LABELS = {
  loanDays: 'Loan period (days)',
  loansPerMember: 'Loans per member',
  renewalsPerLoan: 'Renewals per loan',
  holdShelfDays: 'Days on the hold shelf',
  keepBorrowerDays: 'Days a returned loan keeps its borrower',
  keepActivityDays: 'Days the activity log keeps an entry',
} as const satisfies Record<keyof LoanRules, string>;

/** A card number as compared and stored: trimmed, spaces and hyphens removed, upper-cased. */
export function cardKey(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** The Luhn check digit of a string of digits (the digit that makes `digits + check` pass). */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // From the right, every second digit (starting with the last of `digits`) is doubled.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Whether a string of digits ends with its Luhn check digit. */
export function passesLuhn(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === digits.slice(-1);
}

/** Whether text (as cardKey has it) is an ISBN-10 with a right check digit (mod 11). */
function isIsbn10(key: string): boolean {
  return /^\d{9}[\dX]$/.test(key) && isbn10CheckDigit(key.slice(0, 9)) === key[9];
}

/** Whether text (as cardKey has it) is an ISBN-13 with a right check digit (978/979 and EAN-13 alike). */
function isEan13(key: string): boolean {
  return /^\d{13}$/.test(key) && isbn13CheckDigit(key.slice(0, 12)) === key[12];
}

/**
 * Why a card number is refused, or undefined when it is good. On its key (cardKey): 4–20 letters or
 * digits; exactly 10 digits is the library's generated form, whose last digit must be its Luhn check
 * digit (a mistyped card is caught); a code that is a valid ISBN is refused (a scan of it means a
 * book: the desk tells cards from books by their form).
 */
export function cardNumberProblem(text: string): string | undefined {
  const key = cardKey(text);
  if (key === '') return MEMBER_MESSAGES.cardRequired;
  if (!/^[A-Z0-9]+$/.test(key) || key.length < MEMBER_LIMITS.minCard || key.length > MEMBER_LIMITS.maxCard) {
    return MEMBER_MESSAGES.cardInvalid;
  }
  if (/^\d+$/.test(key) && key.length === MEMBER_LIMITS.generatedCardDigits && !passesLuhn(key)) {
    return MEMBER_MESSAGES.cardInvalid;
  }
  if (isIsbn10(key) || isEan13(key)) return MEMBER_MESSAGES.cardIsIsbn;
  return undefined;
}

/** Whether text is a card number the library accepts (cardNumberProblem finds nothing). */
export function isCardNumber(text: string): boolean {
  return cardNumberProblem(text) === undefined;
}

/**
 * A new card number from `randomDigit` (0–9 each call): 10 digits, the first not 0, the last the
 * Luhn check digit; drawn again while it would read as an ISBN-10.
 */
export function generateCardNumber(randomDigit: () => number): string {
  for (;;) {
    let body = String(1 + (randomDigit() % 9));
    while (body.length < MEMBER_LIMITS.generatedCardDigits - 1) body += String(randomDigit() % 10);
    const card = body + luhnCheckDigit(body);
    if (isCardNumber(card)) return card;
  }
}

/**
 * A plausible phone number: digits, spaces and `+ ( ) . / -`, with 5 to 20 digits, at most
 * MEMBER_LIMITS.maxPhone characters.
 */
export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return text.length <= MEMBER_LIMITS.maxPhone && /^\+?[\d\s()./-]+$/.test(text) && digits >= 5 && digits <= 20;
}

/** A day `days` after `day` (both `YYYY-MM-DD`, calendar days in UTC arithmetic). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The due date of a loan made on `today` under `rules`. */
export function dueDateFrom(today: string, rules: Pick<LoanRules, 'loanDays'>): string {
  return addDays(today, rules.loanDays);
}

/**
 * The due date of a loan due `dueDate` renewed on `today` under `rules`: the loan period added to
 * the later of the two (Koha's default), so renewing early never wastes a renewal and an overdue
 * loan runs a whole period from today; never more than a year from today (latestDueDate).
 */
export function renewedDueDate(dueDate: string, today: string, rules: Pick<LoanRules, 'loanDays'>): string {
  const latest = latestDueDate(today);
  const from = dueDate > today ? dueDate : today;
  // Compared before adding: a due date already past the cap (made before it) may be near year 9999.
  if (from >= latest) return latest;
  const renewed = addDays(from, rules.loanDays);
  return renewed < latest ? renewed : latest;
}

/** Renewals a loan has left under `rules` (never negative). */
export function renewalsLeft(renewals: number, rules: Pick<LoanRules, 'renewalsPerLoan'>): number {
  return Math.max(0, rules.renewalsPerLoan - renewals);
}

/** Copies a member may still borrow under `rules`; null when there is no limit (loansPerMember 0). */
export function loansLeft(copiesOut: number, rules: Pick<LoanRules, 'loansPerMember'>): number | null {
  return rules.loansPerMember === 0 ? null : Math.max(0, rules.loansPerMember - copiesOut);
}

/** "1 book" / "3 books". */
function books(n: number): string {
  return `${n} ${n === 1 ? 'book' : 'books'}`;
}

/** The texts of members, loan rules, renewals and holds: the api answers them and the web shows them. */
export const MEMBER_MESSAGES = {
  cardRequired: FIELD_TEXTS.required('Card number'),
  cardInvalid: 'Card number is not valid',
  cardIsIsbn: 'Card number must not be an ISBN (a scan of it would mean a book)',
  cardTaken: 'A member with this card number already exists',
  nameRequired: FIELD_TEXTS.required('Name'),
  nameTooLong: FIELD_TEXTS.tooLong('Name', MEMBER_LIMITS.maxName),
  emailInvalid: 'Email must be a valid email address',
  emailTaken: 'A member with this email already exists',
  phoneInvalid: 'Phone must be a phone number such as +44 20 7946 0958',
  notesTooLong: FIELD_TEXTS.tooLong('Notes', MEMBER_LIMITS.maxNotes),
  reasonRequired: FIELD_TEXTS.required('Reason'),
  reasonTooLong: FIELD_TEXTS.tooLong('Reason', MEMBER_LIMITS.maxBlockReason),
  invalidMemberId: 'Invalid member id',
  memberNotFound: 'Member not found',
  /** `borrow`'s `member` names nobody (neither a card number nor an id of a member). */
  memberUnknown: 'No member has this card number',
  memberAndBorrower: 'Give a member or a borrower, not both',
  /** 409 MEMBER_BLOCKED: 'Alex Kim is blocked: lost books not paid for'. */
  blocked: (name: string, reason: string): string => `${name} is blocked: ${reason}`,
  /** 409 LOAN_LIMIT: 'Alex Kim has 5 of 5 books out'. */
  loanLimit: (name: string, out: number, limit: number): string => `${name} has ${out} of ${books(limit)} out`,
  /** 409 RENEWAL_LIMIT. */
  renewalLimit: (limit: number): string =>
    limit === 0
      ? 'Loans cannot be renewed'
      : `This loan has been renewed ${limit} ${limit === 1 ? 'time' : 'times'}: the most allowed`,
  /** 409 ON_HOLD. */
  onHold: 'Someone is waiting for this book: the loan cannot be renewed',
  /** 409 COPY_ON_SHELF. */
  copyOnShelf: 'A copy is on the shelf: borrow it instead of placing a hold',
  /** 409 DUPLICATE_HOLD. */
  holdExists: 'This member already has a hold on this book',
  invalidHoldId: 'Invalid hold id',
  holdNotFound: 'Hold not found',
  /** 409 HOLD_NOT_ACTIVE: cancelling a hold that was fulfilled, cancelled or expired. */
  holdNotActive: 'This hold has already ended',
  holdNeedsMember: 'Member is required: whose hold is it?',
  /** 409 MEMBER_HAS_LOANS (delete refused). */
  memberHasLoans: 'This member has books out or holds ready: return or cancel them first',
  /** 409 MEMBER_NO_EMAIL (an invitation needs an email). */
  memberNoEmail: 'Add an email to this member to invite them',
  /** 409 LIBRARY_OPEN: a member invited while the library has no admin (nobody signs in then). */
  libraryOpen: 'Members sign in once the library has an admin: set up the library first',
  /** 403 FORBIDDEN on /my for a signed-in person who is no member. */
  notAMember: 'Only members have loans and holds of their own',
  /** A return that put copies aside: 'Put aside for Alex Kim (card 1234567897)'. */
  putAsideFor: (name: string, card: string): string => `Put aside for ${name} (card ${card})`,
  /** The book's copies on the hold shelf for other members: 'One copy is on the hold shelf for another member'. */
  onHoldShelf: (n: number): string =>
    n === 1
      ? 'One copy is on the hold shelf for another member'
      : `${n} copies are on the hold shelf for other members`,
  ruleWhole: (label: string): string => FIELD_TEXTS.notWhole(label),
  ruleMin: (label: string, min: number): string => FIELD_TEXTS.atLeast(label, min),
  ruleMax: (label: string, max: number): string => FIELD_TEXTS.atMost(label, max),
} as const;

/**
 * A GraphQL enum's values for a list of REST values: each value's name is the value in capitals
 * (`waiting` → `WAITING`). codegen.ts types the gateway's enums with it, and the gateway's enum
 * resolvers map them with it, from the one list.
 */
export function graphqlEnumOf<V extends string>(values: readonly V[]): { readonly [K in V as Uppercase<K>]: K } {
  return Object.fromEntries(values.map((value) => [value.toUpperCase(), value])) as {
    readonly [K in V as Uppercase<K>]: K;
  };
}
