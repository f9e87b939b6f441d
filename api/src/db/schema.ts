/**
 * The one database schema (drizzle-orm), for PGlite and PostgreSQL alike. `drizzle-kit generate`
 * turns it into the versioned SQL migrations in api/drizzle/. Stays within PostgreSQL 15.
 */
import { sql } from 'drizzle-orm';
import { ACTIVE_HOLDS, HOLD_STATUS } from './hold-status-sql';
import {
  bigint,
  boolean,
  customType,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  GENRES,
  HOLD_STATUSES,
  ITEM_STATUSES,
  LOAN_RULE_DEFAULTS,
  MEMBER_STATUSES,
  STAFF_ROLES,
  type SignInKind,
} from '../contract/rules';

export const genreEnum = pgEnum('genre', GENRES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const books = pgTable(
  'books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    genre: genreEnum('genre').notNull(),
    isbn: text('isbn').notNull(),
    // What uniqueness compares: isbnKey(isbn) of ../contract/rules, written by the api with every
    // ISBN it saves (an ISBN-10 and its ISBN-13 share one key). Migration 0005 backfilled older rows.
    isbnKey: text('isbn_key').notNull(),
    description: text('description'),
    // What a search reads (db/search.ts, searchCondition): the folded title and author (library_fold
    // of migration 0003: unaccented, lower-cased) in one text, a control character between them (no
    // search can hold one, so no match spans both). Stored by PostgreSQL with every write (0006), so
    // the rows a search finds are checked without folding them again.
    searchText: text('search_text').generatedAlwaysAs(sql`library_fold("title") || chr(1) || library_fold("author")`),
    copies: integer('copies').notNull(),
    available: boolean('available').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('books_copies_non_negative', sql`${t.copies} >= 0`),
    check('books_available_needs_copies', sql`NOT ${t.available} OR ${t.copies} > 0`),
    // One ISBN per book, whatever hyphens or spaces it was written with, ISBN-10 or ISBN-13.
    uniqueIndex('books_isbn_key').on(t.isbnKey),
    // (sort column, id) for every sortBy, alone and behind a genre filter: pages walk an index.
    index('books_created_at_id_idx').on(t.createdAt, t.id),
    index('books_updated_at_id_idx').on(t.updatedAt, t.id),
    index('books_title_id_idx').on(t.title, t.id),
    index('books_author_id_idx').on(t.author, t.id),
    index('books_copies_id_idx').on(t.copies, t.id),
    index('books_genre_created_at_id_idx').on(t.genre, t.createdAt, t.id),
    index('books_genre_updated_at_id_idx').on(t.genre, t.updatedAt, t.id),
    index('books_genre_title_id_idx').on(t.genre, t.title, t.id),
    index('books_genre_author_id_idx').on(t.genre, t.author, t.id),
    index('books_genre_copies_id_idx').on(t.genre, t.copies, t.id),
    // Search (db/search.ts, listCondition): trigram indexes on the folded title and author (search_text)
    // and on the ISBN without hyphens and spaces. The pg_trgm extension comes from migration 0003.
    index('books_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('books_isbn_digits_trgm_idx').using('gin', sql`(upper(translate(${t.isbn}, '- ', ''))) gin_trgm_ops`),
  ],
);

/**
 * Number of books per genre, kept by a trigger on `books` in the same transaction as every insert,
 * delete and genre change: the count behind `totalPages` reads at most six rows.
 */
export const genreCounts = pgTable('genre_counts', {
  genre: genreEnum('genre').primaryKey(),
  books: bigint('books', { mode: 'number' }).notNull().default(0),
});

/**
 * Loans (borrow records). No foreign key: the history of a deleted book is kept, readable by the
 * book's title and ISBN as they were when it was borrowed (null only for records made before loans
 * existed whose book was already deleted). Out while `returned_at` is null.
 */
export const borrows = pgTable(
  'borrows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id').notNull(),
    quantity: integer('quantity').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    borrower: text('borrower'),
    // The member who borrows; null for a free-text borrower, none, or once forgotten.
    // Deleting a member keeps their past loans, anonymised (set null).
    memberId: uuid('member_id').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    // Times the loan was renewed (each renewal sets the due date to today + the loan period).
    renewals: integer('renewals').notNull().default(0),
    title: text('title'),
    isbn: text('isbn'),
    returnedAt: timestamp('returned_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('borrows_quantity_positive', sql`${t.quantity} > 0`),
    check('borrows_renewals_non_negative', sql`${t.renewals} >= 0`),
    // A member's loans, newest first, and (partial) what a member has out now (the loan limit's count).
    index('borrows_member_id_created_at_id_idx').on(t.memberId, t.createdAt, t.id),
    index('borrows_out_member_id_idx')
      .on(t.memberId, t.quantity)
      .where(sql`${t.returnedAt} IS NULL`),
    // Returned loans that still name a borrower: what the daily forgetting job walks.
    index('borrows_returned_named_idx')
      .on(t.returnedAt)
      .where(sql`${t.returnedAt} IS NOT NULL AND (${t.memberId} IS NOT NULL OR ${t.borrower} IS NOT NULL)`),
    // Newest first: every loan, one book's loans, and (partial) the loans that are out.
    index('borrows_created_at_id_idx').on(t.createdAt, t.id),
    index('borrows_book_id_created_at_id_idx').on(t.bookId, t.createdAt, t.id),
    index('borrows_out_created_at_id_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.returnedAt} IS NULL`),
    // Overdue loans (out, due before today; with the quantity, the overdue copies are summed from the
    // index alone) and what each book has out.
    index('borrows_out_due_date_quantity_idx')
      .on(t.dueDate, t.quantity)
      .where(sql`${t.returnedAt} IS NULL`),
    index('borrows_out_book_id_idx')
      .on(t.bookId, t.dueDate, t.quantity)
      .where(sql`${t.returnedAt} IS NULL`),
    index('borrows_returned_created_at_id_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.returnedAt} IS NOT NULL`),
  ],
);

/**
 * Per book ever borrowed: the total quantity borrowed, updated in the borrow's statement, and the
 * book's title, ISBN, author and genre (those of its last borrow; kept equal to the book's by a
 * trigger while it exists, so a deleted book's row keeps them). The summary reads this table alone,
 * in the order of `borrow_totals_order_idx` (largest total first, then title, then book id).
 */
export const borrowTotals = pgTable(
  'borrow_totals',
  {
    bookId: uuid('book_id').primaryKey(),
    totalQuantity: bigint('total_quantity', { mode: 'number' }).notNull(),
    title: text('title'),
    isbn: text('isbn'),
    author: text('author'),
    genre: genreEnum('genre'),
  },
  (t) => [
    // The summary's order as one ascending key, so a keyset page is one row comparison the index
    // serves: (-total, title ('' when unknown), book id).
    index('borrow_totals_order_idx').on(sql`(-${t.totalQuantity})`, sql`coalesce(${t.title}, '')`, t.bookId),
  ],
);

/**
 * The summary's headline counters, kept by triggers on borrows and borrow_totals in the transaction
 * of every change: titles ever borrowed, copies ever borrowed, copies out now. Spread over 16 slots
 * (by book id) so that borrows of different books rarely wait for one counter row; the totals add up
 * 16 rows.
 */
export const borrowCounters = pgTable('borrow_counters', {
  slot: integer('slot').primaryKey(),
  titles: bigint('titles', { mode: 'number' }).notNull().default(0),
  totalBorrowed: bigint('total_borrowed', { mode: 'number' }).notNull().default(0),
  copiesOut: bigint('copies_out', { mode: 'number' }).notNull().default(0),
});

/** Facts about the store itself, such as whether the first-start seeding has been decided. */
export const storeMeta = pgTable('store_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

const staffRoleCheck = (column: unknown) =>
  sql`${column} IN (${sql.raw(STAFF_ROLES.map((role) => `'${role}'`).join(', '))})`;

/**
 * People who sign in: staff (a role) and members (no role). The email as typed is
 * kept; `email_key` (trimmed, lower-cased) is what sign-in and uniqueness compare. `password_hash` is
 * an argon2id PHC string, null until an invitation is accepted. An invitation (a new account, or a
 * reset) is a random token stored only as its SHA-256 hash, until `invitation_expires_at`.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<(typeof STAFF_ROLES)[number]>(),
    passwordHash: text('password_hash'),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    invitationHash: text('invitation_hash'),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true, mode: 'date' }),
    /** When password sign-in stopped (SIGN_IN_THROTTLE.lockAfter failures in lockHours): until a reset sets a password. */
    passwordLockedAt: timestamp('password_locked_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('accounts_role_known', sql`${t.role} IS NULL OR ${staffRoleCheck(t.role)}`),
    uniqueIndex('accounts_email_key').on(t.emailKey),
    uniqueIndex('accounts_invitation_hash').on(t.invitationHash),
  ],
);

/**
 * Signed-in sessions: the bearer token is random and stored only as its SHA-256 hash (hex). Ends at
 * `expires_at` (absolute) or after SESSION_IDLE_HOURS without use (`last_seen_at`).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    address: text('address'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash), index('sessions_account_id_idx').on(t.accountId)],
);

/**
 * Sign-in attempts (passwords, setup codes, passkeys: `kind`), counted per email and address by
 * every api process (sessions/throttle.ts). A row is reserved (`pending`) before the secret is
 * checked; it is deleted when the attempt succeeds, and stays as the failure otherwise. Rows older
 * than SIGN_IN_THROTTLE.lockHours are deleted as new ones come.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailKey: text('email_key'),
    address: text('address'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    kind: text('kind').notNull().default('password').$type<SignInKind>(),
    pending: boolean('pending').notNull().default(false),
  },
  (t) => [
    index('sign_in_failures_email_key_at_idx').on(t.emailKey, t.at),
    index('sign_in_failures_address_at_idx').on(t.address, t.at),
    index('sign_in_failures_at_idx').on(t.at),
  ],
);

/** API tokens for integrations: a name and a role; the secret stored only as its SHA-256 hash. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    role: text('role').notNull().$type<(typeof STAFF_ROLES)[number]>(),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [check('api_tokens_role_known', staffRoleCheck(t.role)), uniqueIndex('api_tokens_token_hash').on(t.tokenHash)],
);

/** WebAuthn credentials (passkeys) of an account; the public key as base64url (COSE). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports'),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('passkeys_credential_id').on(t.credentialId), index('passkeys_account_id_idx').on(t.accountId)],
);

/** WebAuthn challenges waiting for their answer: one use each, until `expires_at`. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose').notNull().$type<'register' | 'sign-in'>(),
  accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The activity log: who (an account, an API token, or the open catalogue), did what (`action`), to
 * which record, when, from which address. Names are copied in, so the log reads the same after an
 * account or a book is gone.
 */
export const activity = pgTable(
  'activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorKind: text('actor_kind').notNull().$type<'account' | 'token' | 'open' | 'system' | 'member'>(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    address: text('address'),
    details: jsonb('details'),
    /**
     * The member the entry is about (their record, loan or hold), so forgetting them finds every
     * entry that names them; set to null when they are forgotten. No foreign key: the log outlives them.
     */
    memberId: uuid('member_id'),
  },
  (t) => [
    index('activity_at_id_idx').on(t.at, t.id),
    index('activity_member_id_idx').on(t.memberId),
    index('activity_action_at_id_idx').on(t.action, t.at, t.id),
    index('activity_actor_id_at_id_idx').on(t.actorId, t.at, t.id),
    index('activity_target_at_id_idx').on(t.targetKind, t.targetId, t.at, t.id),
  ],
);

const inList = (column: unknown, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/**
 * Members: people who borrow. `card_key` (cardKey of the contract: no spaces or hyphens,
 * upper-cased) is what uniqueness and lookups compare; `card_number` is as typed or generated.
 * `search_text` is what the member search reads: the folded name, the email and the card key
 * (library_fold of migration 0003), a control character between them. `account_id`: the account
 * the member signs in with (an invitation makes it), at most one member per account.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardNumber: text('card_number').notNull(),
    cardKey: text('card_key').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    emailKey: text('email_key'),
    phone: text('phone'),
    notes: text('notes'),
    status: text('status').notNull().default('active').$type<(typeof MEMBER_STATUSES)[number]>(),
    blockedReason: text('blocked_reason'),
    keepHistory: boolean('keep_history').notNull().default(false),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    searchText: text('search_text').generatedAlwaysAs(
      sql`library_fold("name") || chr(1) || coalesce("email_key", '') || chr(1) || "card_key"`,
    ),
    ...timestamps,
  },
  (t) => [
    check('members_status_known', inList(t.status, MEMBER_STATUSES)),
    check('members_blocked_has_reason', sql`(${t.status} = 'blocked') = (${t.blockedReason} IS NOT NULL)`),
    uniqueIndex('members_card_key').on(t.cardKey),
    uniqueIndex('members_email_key').on(t.emailKey),
    uniqueIndex('members_account_id').on(t.accountId),
    index('members_created_at_id_idx').on(t.createdAt, t.id),
    index('members_name_id_idx').on(t.name, t.id),
    index('members_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Items: each physical copy of a book. `barcode` is the library's own (as typed, unique upper-cased) or generated by the
 * database (library_item_barcode of migration 0012: an EAN-13 with prefix 2). `books.copies` stays
 * the number of the book's items on the shelf, changed in the same transaction as their statuses
 * (under the book's row lock), and a new book gets its items from a trigger (migration 0012).
 */
export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    barcode: text('barcode')
      .notNull()
      .default(sql`library_item_barcode()`),
    status: text('status').notNull().default('on_shelf').$type<(typeof ITEM_STATUSES)[number]>(),
    shelfMark: text('shelf_mark'),
    location: text('location'),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    lastBorrowedAt: timestamp('last_borrowed_at', { withTimezone: true, mode: 'date' }),
    notes: text('notes'),
  },
  (t) => [
    check('items_status_known', inList(t.status, ITEM_STATUSES)),
    uniqueIndex('items_barcode').on(t.barcode),
    // What uniqueness and lookups compare (itemBarcodeKey of the contract): a library's own barcode
    // is kept as typed, and `ab12` is the same code as `AB12`.
    uniqueIndex('items_barcode_key').on(sql`upper(${t.barcode})`),
    // A book's items by status: the copies on its shelf to lend, its list of items.
    index('items_book_status_idx').on(t.bookId, t.status),
  ],
);

/** Which items a loan has out (a loan lends `quantity` copies): the loan's items while it is out, and after. */
export const loanItems = pgTable(
  'loan_items',
  {
    loanId: uuid('loan_id')
      .notNull()
      .references(() => borrows.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.loanId, t.itemId] }), index('loan_items_item_id_idx').on(t.itemId)],
);

/**
 * Holds: a queue per book, first come first served (`placed_at`, then id). A ready hold
 * holds one copy on the hold shelf (not counted in `books.copies`) until `ready_until`. The book's
 * title and ISBN are copied in, so a hold reads the same after its book is deleted (its active
 * holds are then cancelled by the books service).
 */
export const holds = pgTable(
  'holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title'),
    isbn: text('isbn'),
    status: text('status').notNull().default('waiting').$type<(typeof HOLD_STATUSES)[number]>(),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    readyUntil: date('ready_until', { mode: 'string' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    // The copy on the hold shelf for a ready hold (kept after the hold ends).
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('holds_status_known', inList(t.status, HOLD_STATUSES)),
    check('holds_ready_has_until', sql`(${t.status} = ${HOLD_STATUS.ready}) = (${t.readyUntil} IS NOT NULL)`),
    // One active hold per member per book.
    uniqueIndex('holds_active_book_member')
      .on(t.bookId, t.memberId)
      .where(sql`${t.status} IN ${ACTIVE_HOLDS}`),
    // A book's queue in order, and its copies on the hold shelf.
    index('holds_waiting_book_placed_idx')
      .on(t.bookId, t.placedAt, t.id)
      .where(sql`${t.status} = ${HOLD_STATUS.waiting}`),
    index('holds_ready_book_idx')
      .on(t.bookId, t.memberId)
      .where(sql`${t.status} = ${HOLD_STATUS.ready}`),
    // Ready holds by the day they lapse (the expiry job), and a member's holds, newest first.
    index('holds_ready_until_idx')
      .on(t.readyUntil)
      .where(sql`${t.status} = ${HOLD_STATUS.ready}`),
    index('holds_member_placed_idx').on(t.memberId, t.placedAt, t.id),
    index('holds_placed_idx').on(t.placedAt, t.id),
  ],
);

/** The library's loan rules: one row (id 1), read by every api process; defaults from the contract. */
export const loanRules = pgTable(
  'loan_rules',
  {
    id: integer('id').primaryKey().default(1),
    loanDays: integer('loan_days').notNull().default(LOAN_RULE_DEFAULTS.loanDays),
    loansPerMember: integer('loans_per_member').notNull().default(LOAN_RULE_DEFAULTS.loansPerMember),
    renewalsPerLoan: integer('renewals_per_loan').notNull().default(LOAN_RULE_DEFAULTS.renewalsPerLoan),
    holdShelfDays: integer('hold_shelf_days').notNull().default(LOAN_RULE_DEFAULTS.holdShelfDays),
    keepBorrowerDays: integer('keep_borrower_days').notNull().default(LOAN_RULE_DEFAULTS.keepBorrowerDays),
    keepActivityDays: integer('keep_activity_days').notNull().default(LOAN_RULE_DEFAULTS.keepActivityDays),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('loan_rules_one_row', sql`${t.id} = 1`)],
);

export type MemberRow = typeof members.$inferSelect;
export type HoldRow = typeof holds.$inferSelect;
export type LoanRulesRow = typeof loanRules.$inferSelect;
export type BookRow = typeof books.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type ActivityRow = typeof activity.$inferSelect;
export type BorrowRow = typeof borrows.$inferSelect;
export type ItemRow = typeof items.$inferSelect;

/** Binary data (PostgreSQL bytea): a Buffer in, a Buffer out (PGlite gives a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A book's cover, one row per width the screens use (COVER_WIDTHS), each a WebP image made from one
 * original (which is not kept); `version` names that original, so a new cover gets new addresses.
 * Rows go with their book. Backups carry them like every table.
 */
export const bookCovers = pgTable(
  'book_covers',
  {
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    image: bytea('image').notNull(),
    version: text('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.width] })],
);
export type BookCoverRow = typeof bookCovers.$inferSelect;
