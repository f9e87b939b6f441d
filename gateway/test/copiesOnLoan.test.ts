/**
 * Book.copiesOnLoan: REST's `copiesOnLoan` of a book (its loans out), 0 from a server that
 * does not send it; for every viewer (a count, no names).
 */
import { readBook } from '../src/rest/read';
import { aBook, aBookPage } from './support/restData';
import { resolverTests } from './support/resolverTests';

const t = resolverTests();

describe('Book.copiesOnLoan', () => {
  it("when staff read a book, then copiesOnLoan is REST's, beside the shelf and the hold shelf", async () => {
    t.api.when.getBook.returns(aBook({ _id: 'b1', copies: 1, copiesOnLoan: 2, onHoldShelf: 1 }));
    const result = await t.runAs('VOLUNTEER', '{ book(id: "b1") { id copies copiesOnLoan copiesOnHoldShelf } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ book: { id: 'b1', copies: 1, copiesOnLoan: 2, copiesOnHoldShelf: 1 } });
  });

  it('when a visitor lists books, then each carries its copies on loan', async () => {
    t.api.when.listBooks.returns(aBookPage([aBook({ _id: 'b1', copiesOnLoan: 3 }), aBook({ _id: 'b2' })]));
    const result = await t.runAs('visitor', '{ books { items { id copiesOnLoan } } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      books: {
        items: [
          { id: 'b1', copiesOnLoan: 3 },
          { id: 'b2', copiesOnLoan: 0 },
        ],
      },
    });
  });

  it('when a REST server does not send copiesOnLoan, then it reads as 0', () => {
    const { copiesOnLoan: _left, ...older } = aBook({ _id: 'b1' });
    expect(readBook({ ...older, id: 'b1' }).copiesOnLoan).toBe(0);
  });
});
