import crypto from 'node:crypto';
import { ean13CheckDigit, isGeneratedBarcode } from '../src/contract';
import { TARGETS, uniqueIsbn } from './helpers';
import { acrossMigrations } from './support/migrations';

describe.each(TARGETS)('0012_items on %s', (target) => {
  it('when a store with books, open and returned loans and holds is migrated, then each copy is an item where it is, open loans and ready holds name theirs, and no count changes', async () => {
    const [book, empty, gone, member, other, out, back, ready, waiting] = Array.from({ length: 9 }, () =>
      crypto.randomUUID(),
    );
    const isbn = uniqueIsbn();
    const [items, loanItems, holds, books, borrows] = await acrossMigrations(
      target,
      '0012_items',
      [
        {
          text: `INSERT INTO books (id, title, author, genre, isbn, isbn_key, copies, available) VALUES
                   ($1, 'Many Copies', 'A', 'FICTION', $3, $3, 3, true), ($2, 'No Copies', 'B', 'HISTORY', $4, $4, 0, false)`,
          params: [book, empty, isbn, uniqueIsbn()],
        },
        {
          text: `INSERT INTO members (id, card_number, card_key, name) VALUES ($1, 'MIG00001', 'MIG00001', 'Mia'), ($2, 'MIG00002', 'MIG00002', 'Noor')`,
          params: [member, other],
        },
        {
          text: `INSERT INTO borrows (id, book_id, quantity, due_date, title, returned_at) VALUES
                   ($1, $3, 2, '2030-01-01', 'Many Copies', NULL), ($2, $3, 1, '2030-01-01', 'Many Copies', now()),
                   ($4, $5, 4, '2030-01-01', 'Gone Book', NULL)`,
          params: [out, back, book, crypto.randomUUID(), gone],
        },
        {
          text: `INSERT INTO holds (id, book_id, member_id, status, ready_at, ready_until) VALUES
                   ($1, $3, $4, 'ready', now(), '2030-01-01'), ($2, $3, $5, 'waiting', NULL, NULL)`,
          params: [ready, waiting, book, member, other],
        },
      ],
      [
        `SELECT id::text, book_id::text, barcode, status FROM items ORDER BY barcode`,
        `SELECT loan_id::text, item_id::text FROM loan_items`,
        `SELECT id::text, item_id::text FROM holds`,
        `SELECT id::text, copies, available FROM books ORDER BY title`,
        `SELECT id::text, quantity, returned_at IS NULL AS out FROM borrows`,
      ],
    );
    const statuses = (bookId: string) =>
      items
        .filter((i) => i.book_id === bookId)
        .map((i) => String(i.status))
        .sort();
    expect(statuses(book)).toEqual(['on_hold_shelf', 'on_loan', 'on_loan', 'on_shelf', 'on_shelf', 'on_shelf']);
    expect(statuses(empty)).toEqual([]);
    expect(statuses(gone)).toEqual([]);
    const barcodes = items.map((i) => String(i.barcode));
    expect(barcodes.every(isGeneratedBarcode)).toBe(true);
    expect(new Set(barcodes).size).toBe(barcodes.length);

    const status = new Map(items.map((i) => [String(i.id), String(i.status)]));
    expect(loanItems.map((l) => [l.loan_id, status.get(String(l.item_id))])).toEqual([
      [out, 'on_loan'],
      [out, 'on_loan'],
    ]);
    const holdItem = new Map(holds.map((h) => [h.id, h.item_id]));
    expect(status.get(String(holdItem.get(ready)))).toBe('on_hold_shelf');
    expect(holdItem.get(waiting)).toBeNull();

    expect(books.map((b) => [b.id, b.copies, b.available])).toEqual([
      [book, 3, true],
      [empty, 0, false],
    ]);
    expect(
      borrows
        .filter((b) => b.out === true)
        .map((b) => Number(b.quantity))
        .sort(),
    ).toEqual([2, 4]);
  });

  it('when the migration makes barcodes, then their check digits are the ones the contract computes', async () => {
    const twelves = ['200000000001', '297531864209', '212345678901', '200000000000', '299999999999'];
    const [rows] = await acrossMigrations(
      target,
      '0012_items',
      [],
      [`SELECT d, library_ean13_check(d) AS c FROM unnest(ARRAY['${twelves.join("','")}']) AS d`],
    );
    expect(rows.map((r) => [r.d, r.c])).toEqual(twelves.map((d) => [d, ean13CheckDigit(d)]));
  });
});
