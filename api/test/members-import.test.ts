/**
 * `POST /members/import`: a class list loaded from CSV with a preview, through the book
 * import's machinery (its file rules, limits and texts), each row checked as `POST /members` checks
 * a member, duplicates (card number or email, of a member or an earlier row) marked, and the ready
 * rows imported all or nothing, with the log's 'members.imported'.
 */
import {
  CSV_MESSAGES,
  MEMBER_CSV_MESSAGES,
  MEMBER_MESSAGES,
  cardNumberProblem,
  type MemberImportResultJson,
  type MemberJson,
} from '../src/contract';

import { csvFile } from './csv-support';
import { TARGETS, type Reply } from './helpers';
import { apiSuite } from './support/suite';
import { uniqueEmail } from './support/auth';

const HEADER = ['name', 'cardNumber', 'email', 'phone', 'notes'];

/** A card number no other test uses, in the library's own form. */
function uniqueCard(): string {
  return `T${crypto.randomUUID().replace(/-/g, '').slice(0, 11).toUpperCase()}`;
}

describe.each(TARGETS)('POST /api/members/import on %s', (target) => {
  const {
    api,
    store,
    staff: [librarian, volunteer],
  } = apiSuite(target, 'LIBRARIAN', 'VOLUNTEER');

  const postImport = (
    body: string,
    { dryRun, headers = librarian.headers }: { dryRun?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Reply<MemberImportResultJson>> =>
    api.post<MemberImportResultJson>(`/members/import${dryRun === undefined ? '' : `?dryRun=${dryRun}`}`, undefined, {
      raw: body,
      headers: { 'content-type': 'text/csv', ...headers },
    });
  const search = async (text: string): Promise<MemberJson[]> =>
    (
      await api.get<MemberJson[]>(`/members?search=${encodeURIComponent(text)}&limit=100`, {
        headers: librarian.headers,
      })
    ).body.data;

  it('when a visitor or a volunteer imports members, then 401 or 403', async () => {
    const file = csvFile([['name'], ['Anyone']]);
    expect((await postImport(file, { headers: {} })).status).toBe(401);
    expect((await postImport(file, { headers: volunteer.headers })).status).toBe(403);
  });

  it('when a class list is previewed, then every row is ready and nothing is saved; imported, then each gets a member, blank cards generated', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const card = uniqueCard();
    const email = uniqueEmail('pupil');
    const file = csvFile([
      ['Name', 'CARDNUMBER', 'email', 'phone', 'notes', 'class'],
      [`Zoë ${tag}`, card, email, '+44 20 7946 0958', 'Allergic to dust'],
      [`Sam ${tag}`, '', '', '', ''],
    ]);
    const preview = await postImport(file);
    expect(preview.status).toBe(200);
    expect(preview.body.message).toBe('Import previewed: 2 of 2 rows ready');
    expect(preview.body.data.dryRun).toBe(true);
    expect(preview.body.data.columns).toEqual({ used: HEADER, ignored: ['class'] });
    expect(preview.body.data.totals).toEqual({ rows: 2, ready: 2, invalid: 0, duplicate: 0, imported: 0 });
    expect(preview.body.data.rows[0]).toEqual({
      row: 2,
      status: 'ready',
      errors: [],
      values: { name: `Zoë ${tag}`, cardNumber: card, email, phone: '+44 20 7946 0958', notes: 'Allergic to dust' },
    });
    expect(await search(tag)).toEqual([]);

    const done = await postImport(file, { dryRun: false });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('2 of 2 rows imported');
    expect(done.body.data.totals).toEqual({ rows: 2, ready: 0, invalid: 0, duplicate: 0, imported: 2 });
    const zoe = done.body.data.rows.at(0);
    const sam = done.body.data.rows.at(1);
    expect(zoe?.member).toEqual({ _id: expect.any(String) as string, name: `Zoë ${tag}`, cardNumber: card });
    expect(sam?.status).toBe('imported');
    expect(sam?.member?.cardNumber).toMatch(/^\d{10}$/);
    expect(cardNumberProblem(sam?.member?.cardNumber ?? '')).toBeUndefined();
    // Newest first shows them in the file's order.
    expect((await search(`zoe ${tag}`)).map((m) => m.email)).toEqual([email]);
    expect((await search(tag)).map((m) => m.name)).toEqual([`Zoë ${tag}`, `Sam ${tag}`]);
    const logged = await store.listActivity({ page: 1, limit: 5, action: 'members.imported' });
    expect(logged.entries.at(0)?.details).toEqual({ imported: 2, rows: 2, invalid: 0, duplicate: 0 });
  });

  it('when rows break the rules or repeat a card or email, then each is marked with the form messages, and the good ones are imported', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const taken = await api.post<MemberJson>(
      '/members',
      { name: 'Already Here', cardNumber: uniqueCard(), email: uniqueEmail('here') },
      { headers: librarian.headers },
    );
    const card = uniqueCard();
    const email = uniqueEmail('twice');
    const file = csvFile([
      ['name', 'cardNumber', 'email'],
      ['', '', ''],
      [`Bad card ${tag}`, '1234567890', ''],
      [`Bad email ${tag}`, '', 'nope'],
      [`Taken card ${tag}`, taken.body.data.cardNumber.toLowerCase(), ''],
      [`Taken email ${tag}`, '', taken.body.data.email?.toUpperCase() ?? ''],
      [`First ${tag}`, card, email],
      [`Second ${tag}`, card, email],
    ]);
    const res = await postImport(file, { dryRun: false });
    expect(res.status).toBe(200);
    expect(res.body.data.totals).toEqual({ rows: 6, ready: 0, invalid: 2, duplicate: 3, imported: 1 });
    const byRow = new Map(res.body.data.rows.map((r) => [r.row, r]));
    // Row 2 is blank: skipped, the rows after it keep their numbers.
    expect(byRow.has(2)).toBe(false);
    expect(byRow.get(3)?.errors).toEqual([{ field: 'cardNumber', message: MEMBER_MESSAGES.cardInvalid }]);
    expect(byRow.get(4)?.errors).toEqual([{ field: 'email', message: MEMBER_MESSAGES.emailInvalid }]);
    expect(byRow.get(5)).toMatchObject({
      status: 'duplicate',
      errors: [{ field: 'cardNumber', message: MEMBER_MESSAGES.cardTaken }],
    });
    expect(byRow.get(6)).toMatchObject({
      status: 'duplicate',
      errors: [{ field: 'email', message: MEMBER_MESSAGES.emailTaken }],
    });
    expect(byRow.get(7)?.status).toBe('imported');
    expect(byRow.get(8)).toMatchObject({
      status: 'duplicate',
      errors: [
        { field: 'cardNumber', message: MEMBER_CSV_MESSAGES.cardAlsoOnRow(7) },
        { field: 'email', message: MEMBER_CSV_MESSAGES.emailAlsoOnRow(7) },
      ],
    });
    expect((await search(tag)).map((m) => m.name)).toEqual([`First ${tag}`]);
  });

  it('when the file has no name column or no rows, then 400 INVALID_CSV in the book import words (the columns it has and needs); not CSV is 415', async () => {
    const noName = await postImport(csvFile([['email'], ['a@example.org']]));
    expect([noName.status, noName.body.error?.code, noName.body.message]).toEqual([
      400,
      'INVALID_CSV',
      CSV_MESSAGES.missingColumns(['email'], ['name']),
    ]);
    expect(noName.body.message).toBe('This file has the column email; it needs name');
    const empty = await postImport(csvFile([['name']]));
    expect([empty.status, empty.body.message]).toEqual([400, CSV_MESSAGES.noRows]);
    const json = await api.post('/members/import', { name: 'x' }, { headers: librarian.headers });
    expect([json.status, json.body.message]).toEqual([415, CSV_MESSAGES.notCsv]);
  });
});
