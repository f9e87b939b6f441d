/**
 * `POST /members/import`: a CSV file of members (a school's class list) read with the book import's
 * machinery (../csv-import: format, limits and texts), each row checked as `POST /members` checks a
 * member (the contract's csvMemberRow), duplicates marked (a card number or an email a member has,
 * or an earlier row of the file has, compared by cardKey and emailKey), and, unless it is a preview,
 * the ready rows inserted in one transaction (importMembers of ./members.service: all or nothing).
 * A row without a card number gets a generated one at the import (none in a preview).
 */
import {
  MEMBER_CSV_COLUMNS,
  MEMBER_CSV_MESSAGES,
  MEMBER_CSV_REQUIRED_COLUMNS,
  MEMBER_MESSAGES,
  cardKey,
  csvMemberRow,
  emailKey,
  type ImportErrorJson,
  type MemberCsvColumn,
  type MemberCsvValues,
  type MemberImportResultJson,
  type MemberImportRowJson,
  type MemberInput,
} from '../contract';
import { cellOf, readCsv, totalsOf, type CsvColumns, type CsvTable } from '../csv-import';
import { AppError } from '../errors';
import type { ActivityActor } from '../activity/activity.service';
import { mapInTurns, Turns } from '../turns';
import { checkFields } from '../validation';
import { newCardNumber, type MembersService, type NewMember } from './members.service';

/** A members' file's columns: all imported, only `name` required. */
const MEMBER_COLUMNS: CsvColumns<MemberCsvColumn> = {
  known: MEMBER_CSV_COLUMNS,
  imported: MEMBER_CSV_COLUMNS,
  required: MEMBER_CSV_REQUIRED_COLUMNS,
};

/** A row checked on its own: its cells, and its member or its errors, with the keys duplicates are found by. */
interface CheckedRow {
  row: number;
  values: MemberCsvValues;
  member: MemberInput | undefined;
  errors: ImportErrorJson[];
  /** The card number's key when one is given and valid. */
  card: string | undefined;
  /** The email's key when one is given and valid. */
  email: string | undefined;
}

function checkRows(table: CsvTable<MemberCsvColumn>, turns: Turns): Promise<CheckedRow[]> {
  return mapInTurns(turns, table.rows, ({ row, cells }): CheckedRow => {
    const values = Object.fromEntries(MEMBER_CSV_COLUMNS.map((c) => [c, cellOf(table, cells, c)])) as MemberCsvValues;
    const checked = checkFields(csvMemberRow, values);
    if ('value' in checked) {
      const { cardNumber, email } = checked.value;
      return {
        row,
        values,
        member: checked.value,
        errors: [],
        card: cardNumber === undefined ? undefined : cardKey(cardNumber),
        email: email === null ? undefined : emailKey(email),
      };
    }
    const fieldValid = (field: string, value: string): boolean =>
      value.trim() !== '' && !checked.errors.some((e) => e.field === field);
    return {
      row,
      values,
      member: undefined,
      errors: checked.errors,
      card: fieldValid('cardNumber', values.cardNumber) ? cardKey(values.cardNumber) : undefined,
      email: fieldValid('email', values.email) ? emailKey(values.email) : undefined,
    };
  });
}

/** The keys of `checked` of one kind, each once. */
function keysOf(checked: readonly CheckedRow[], key: 'card' | 'email'): string[] {
  return [...new Set(checked.flatMap((c) => (c[key] === undefined ? [] : [c[key]])))];
}

/** Each row's status against the members of now and the rows above it; the members to insert are the ready ones. */
async function judge(
  members: MembersService,
  checked: readonly CheckedRow[],
  turns: Turns,
): Promise<MemberImportRowJson[]> {
  const cardsTaken = await members.memberCardKeysTaken(keysOf(checked, 'card'));
  const emailsTaken = await members.memberEmailKeysTaken(keysOf(checked, 'email'));
  const firstCard = new Map<string, number>();
  const firstEmail = new Map<string, number>();
  return mapInTurns(turns, checked, (c): MemberImportRowJson => {
    const errors = [...c.errors];
    /** Marks the row when its key is a member's or an earlier row's: whether it did. */
    const mark = (
      key: string | undefined,
      field: 'cardNumber' | 'email',
      taken: Set<string>,
      first: Map<string, number>,
      texts: { taken: string; alsoOnRow: (row: number) => string },
    ): boolean => {
      if (key === undefined) return false;
      const earlier = first.get(key);
      if (earlier === undefined) first.set(key, c.row);
      if (taken.has(key)) errors.push({ field, message: texts.taken });
      else if (earlier !== undefined) errors.push({ field, message: texts.alsoOnRow(earlier) });
      else return false;
      return true;
    };
    const cardDuplicate = mark(c.card, 'cardNumber', cardsTaken, firstCard, {
      taken: MEMBER_MESSAGES.cardTaken,
      alsoOnRow: MEMBER_CSV_MESSAGES.cardAlsoOnRow,
    });
    const emailDuplicate = mark(c.email, 'email', emailsTaken, firstEmail, {
      taken: MEMBER_MESSAGES.emailTaken,
      alsoOnRow: MEMBER_CSV_MESSAGES.emailAlsoOnRow,
    });
    const status = c.errors.length > 0 ? 'invalid' : cardDuplicate || emailDuplicate ? 'duplicate' : 'ready';
    return { row: c.row, status, errors, values: c.values };
  });
}

/**
 * Card numbers for the rows that have none: generated, none of them a card of the file or of a
 * member (drawn again until so).
 */
async function generatedCards(
  members: MembersService,
  count: number,
  fileCards: ReadonlySet<string>,
): Promise<string[]> {
  const cards = new Map<string, string>();
  while (cards.size < count) {
    const drawn: string[] = [];
    while (cards.size + drawn.length < count) {
      const card = newCardNumber();
      if (!fileCards.has(card) && !cards.has(card) && !drawn.includes(card)) drawn.push(card);
    }
    const taken = await members.memberCardKeysTaken(drawn);
    for (const card of drawn) if (!taken.has(card)) cards.set(card, card);
  }
  return [...cards.values()];
}

/**
 * Inserts the ready rows in one transaction and marks them imported. A card number or an email
 * taken by someone else between the check and the insert (nothing was inserted) makes it check the
 * rows against the members again and try once more; a second such loss is a 409 with nothing
 * imported.
 */
async function importReady(
  members: MembersService,
  checked: readonly CheckedRow[],
  actor: ActivityActor,
  turns: Turns,
): Promise<MemberImportRowJson[]> {
  for (let attempt = 1; ; attempt += 1) {
    const judged = await judge(members, checked, turns);
    const ready = judged.flatMap((r, i) => {
      const member = checked.at(i)?.member;
      return r.status === 'ready' && member !== undefined ? [{ r, member }] : [];
    });
    if (ready.length === 0) return judged;
    const generated = await generatedCards(
      members,
      ready.filter(({ member }) => member.cardNumber === undefined).length,
      new Set(keysOf(checked, 'card')),
    );
    const list = ready.map(({ member }): NewMember => {
      const cardNumber = member.cardNumber ?? generated.pop();
      if (cardNumber === undefined) throw new Error('fewer card numbers were generated than asked');
      return { ...member, cardNumber, keepHistory: member.keepHistory ?? false };
    });
    try {
      const { rows, invalid, duplicate } = totalsOf(judged);
      const inserted = await members.importMembers(list, actor, { rows, invalid, duplicate });
      ready.forEach(({ r }, i) => {
        const row = inserted.at(i);
        if (row === undefined) throw new Error('importMembers gave fewer members than it was given');
        r.status = 'imported';
        r.member = { _id: row.id, name: row.name, cardNumber: row.cardNumber };
      });
      return judged;
    } catch (err: unknown) {
      const lostToAnother =
        err instanceof AppError && (err.code === 'DUPLICATE_CARD' || err.code === 'DUPLICATE_EMAIL');
      if (!lostToAnother) throw err;
      if (attempt >= 2) throw new AppError(409, err.code, MEMBER_CSV_MESSAGES.importRace);
    }
  }
}

/**
 * The whole import: read, check, and (unless `dryRun`) insert the ready rows. Done in turns
 * (../turns): whatever the file, other requests are answered while it runs.
 */
export async function importMembersCsv(
  members: MembersService,
  body: Buffer,
  { dryRun, actor }: { dryRun: boolean; actor: ActivityActor },
  turns: Turns = new Turns(),
): Promise<MemberImportResultJson> {
  const table = await readCsv(body, MEMBER_COLUMNS, turns);
  const checked = await checkRows(table, turns);
  const rows = dryRun ? await judge(members, checked, turns) : await importReady(members, checked, actor, turns);
  return { dryRun, columns: { used: table.used, ignored: table.ignored }, totals: totalsOf(rows), rows };
}
