/**
 * Who may do what, without dependencies: the api enforces it on every route, the gateway
 * mirrors it for early errors, the web hides what the viewer may not use. Written once, here.
 *
 * A library with no staff account is **open**: everyone may do what a librarian may (the spec's
 * behaviour, no sign-in). Once its first admin exists it is **protected**: a visitor may only read
 * the public catalogue; staff may do what their role allows (PERMISSIONS).
 */

/** Staff roles, most powerful first. */
export const STAFF_ROLES = ['ADMIN', 'LIBRARIAN', 'VOLUNTEER'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The less powerful of two roles (STAFF_ROLES' order): what an API token may do is its own role's and its creator's lower. */
export function lowerRole(a: StaffRole, b: StaffRole): StaffRole {
  return STAFF_ROLES.indexOf(a) >= STAFF_ROLES.indexOf(b) ? a : b;
}

/**
 * Every permission a route or an operation can ask for, and the roles that hold it.
 * - `public`: anyone, signed in or not (book lists and pages, the borrow summary, sign-in).
 * - `signedIn`: any signed-in person, staff or not (their own account, passkeys, sessions).
 * - `ownLoans`: the circulation roles, and also a signed-in member (for themself).
 */
export const PERMISSIONS = {
  public: [],
  signedIn: [],
  /**
   * Renew a loan, place and cancel a hold: circulation staff for any member, a signed-in member
   * (Access.member) for themself (the service checks whose loan or hold it is).
   */
  ownLoans: ['ADMIN', 'LIBRARIAN', 'VOLUNTEER'],
  /** See loans, borrower names and members; lend (borrow), return, renew, holds for any member. */
  circulation: ['ADMIN', 'LIBRARIAN', 'VOLUNTEER'],
  /** Lend with a due date later than today + the loan rules' loan period (never more than a year: loan-rules). */
  longLoans: ['ADMIN', 'LIBRARIAN'],
  /** Create, edit, block, delete, import and invite members. */
  memberRecords: ['ADMIN', 'LIBRARIAN'],
  /** Create, edit and delete books; CSV import and export. */
  catalogue: ['ADMIN', 'LIBRARIAN'],
  /** Staff accounts, API tokens, the activity log. */
  administration: ['ADMIN'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof PERMISSIONS;

/** What decides a request's rights: whether the library is open, and who is asking. */
export interface Access {
  /** True while the library has no staff account. */
  open: boolean;
  /** Signed in (a person) or an API token; false for a visitor. */
  signedIn: boolean;
  /** The staff role of the person or token; null for a visitor or a person who is not staff. */
  role: StaffRole | null;
  /** True when the signed-in person is a member (has a member record linked to their account). */
  member: boolean;
}

/**
 * Whether `access` holds `permission`. Open library: everything but `administration` (there is no
 * admin yet: /setup makes the first) and `signedIn` (nobody can be signed in without an account).
 */
export function allows(access: Access, permission: Permission): boolean {
  if (permission === 'public') return true;
  if (permission === 'signedIn') return access.signedIn;
  if (permission === 'ownLoans' && access.member) return true;
  if (access.open && permission !== 'administration') return true;
  if (access.role === null) return false;
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(access.role);
}

/** The failure a refused request gets: nobody signed in (401), or signed in without the role (403). */
export function refusalFor(access: Access): 'UNAUTHENTICATED' | 'FORBIDDEN' {
  return access.signedIn ? 'FORBIDDEN' : 'UNAUTHENTICATED';
}

/** Passwords (NIST 800-63B): a length, no composition rules, not a common one. */
export const PASSWORD_LIMITS = { minLength: 8, maxLength: 256 } as const;

/** Emails and names of accounts. */
export const ACCOUNT_LIMITS = { maxEmail: 254, maxName: 100, maxTokenName: 100, maxPasskeyName: 60 } as const;

/** What sign-in and uniqueness compare of an email: trimmed and lower-cased. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Sessions: idle and absolute expiry defaults (SESSION_IDLE_HOURS, SESSION_MAX_DAYS). */
export const SESSION_DEFAULTS = { idleHours: 12, maxDays: 7 } as const;

/** An invitation link (new account, or a reset) is valid this long. */
export const INVITATION_DAYS = 7;

/**
 * Failed sign-ins (api/README.md, "Sign-in throttle"), within `windowMinutes`: `perEmail` failures
 * for one email from one address refuse that pair (and at most `perEmail` passwords of one email
 * are checked at once); more failures for the email, from anywhere, slow it down (a wait after the
 * latest failure, doubling from 1 s up to `maxDelaySeconds`); `perAddress` failures from one
 * address slow that address for the emails that have failures. `lockAfter` failures for an email
 * in `lockHours` stop password sign-in to its account until a reset (NIST SP 800-63B's cap).
 * Setup codes and passkeys count their own failures per address: `perAddress` of them refuse it.
 */
export const SIGN_IN_THROTTLE = {
  perEmail: 5,
  perAddress: 50,
  windowMinutes: 15,
  maxDelaySeconds: 30,
  lockAfter: 100,
  lockHours: 24,
} as const;

/**
 * The load of sign-ins on one api process. `attempts`: password attempts in progress at once (from
 * their arrival to their answer), at most `queued` more waiting, each at most `waitMs`, one client
 * address holding at most `perAddress` of them (running or waiting; a freed place goes to the
 * address served longest ago, a new one first). `hashes`: argon2id hashes at once (and waiting). Beyond, the
 * attempt is refused before any database work or hash (429, Retry-After `retryAfterSeconds`).
 */
export const SIGN_IN_LOAD = {
  attempts: { concurrent: 2, queued: 64, perAddress: 4, waitMs: 1500 },
  hashes: { concurrent: 2, queued: 64, waitMs: 1500 },
  retryAfterSeconds: 1,
} as const;

/** What a sign-in attempt checks: a password, a setup code or a passkey (each counted on its own). */
export type SignInKind = 'password' | 'setup-code' | 'passkey';

/** Bearer tokens: API tokens start with this prefix (session tokens do not). */
export const API_TOKEN_PREFIX = 'lib_';

/** The texts of sign-in, accounts and authorization, shown as they are by the api, gateway and web. */
export const AUTH_MESSAGES = {
  signInFailed: 'Email or password is not right',
  tooManyAttempts: 'Too many attempts: try again later',
  signInBusy: 'Too many sign-ins at once: try again in a moment',
  passwordSignInLocked:
    'Password sign-in is stopped for this account after too many failed attempts: sign in with a passkey, or ask an admin to reset it',
  /** The staff list's marker of such an account, and its explanation. */
  passwordLockedMarker: 'Password sign-in locked',
  passwordLockedHint:
    'Too many failed password attempts: passkeys still work; Reset sends a new link to set a password',
  unauthenticated: 'Sign in to do this',
  forbidden: 'Your role does not allow this',
  tokenHasNoAccount: 'An API token has no account of its own: sign in as a person to do this',
  sessionEnded: 'Your session has ended: sign in again',
  passwordTooShort: `Password must be at least ${PASSWORD_LIMITS.minLength} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_LIMITS.maxLength} characters`,
  passwordCommon: 'Choose a less common password',
  currentPasswordWrong: 'The current password is not right',
  emailInvalid: 'Email must be a valid email address',
  emailTaken: 'An account with this email already exists',
  nameRequired: 'Name is required',
  setupCodeWrong: 'The setup code is not right',
  alreadySetUp: 'This library already has an admin: sign in instead',
  invitationInvalid: 'This invitation link is not valid or has expired: ask an admin for a new one',
  lastAdmin: 'The last active admin cannot be demoted or disabled',
  openCatalogue: 'Open catalogue: anyone can edit',
} as const;

/** Passkeys (WebAuthn): how long a ceremony's challenge may be answered, and the texts. */
export const PASSKEY_RULES = { challengeMinutes: 5 } as const;

export const PASSKEY_MESSAGES = {
  signInFailed: 'This passkey could not sign you in: try again, or sign in with your email and password',
  addFailed: 'The passkey could not be added: try again',
  nameTooLong: `Passkey name must be at most ${ACCOUNT_LIMITS.maxPasskeyName} characters`,
  invalidId: 'Invalid passkey id',
  notFound: 'Passkey not found',
  unsupported: 'This browser cannot use passkeys',
  alreadyAdded: 'This passkey is already on your account',
  cancelled: 'The passkey was not used (cancelled or timed out)',
} as const;
