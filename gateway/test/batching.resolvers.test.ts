/**
 * The per-item fields that read REST, on the fake REST client: the items of a list ask in one
 * batched call (`Member.history`, `Book.history`, `Book.holdQueue`, `Borrow.book`), each item gets
 * its own answer as its single read would give it, and a lone item keeps its single read. What the
 * api answers to the batched reads is tested in ../api/test/batched-reads.test.ts, and the whole
 * stack's REST calls in batching.stack.test.ts.
 */
import { HOLD_QUEUE_LIMIT } from '../src/resolvers/loaders';
import { aBook, aBookPage, aBorrow, aHold, aLoanPage, aMember, aMemberPage, aRestError } from './support/restData';
import { resolverTests } from './support/resolverTests';

const t = resolverTests();

const history = (who: string) => ({ createdBy: who, createdAt: null, updatedBy: null, updatedAt: null });
const BOOK_A = '00000000-0000-4000-8000-00000000000a';
const BOOK_B = '00000000-0000-4000-8000-00000000000b';

it('when a page of members asks for their histories, then REST is asked once for all of them, and each gets its own', async () => {
  t.api.when.listMembers.returns(aMemberPage([aMember({ _id: 'm1' }), aMember({ _id: 'm2' }), aMember({ _id: 'm3' })]));
  t.api.when.memberHistories.returns([
    { id: 'm3', ...history('Cy') },
    { id: 'm1', ...history('Ada') },
  ]);
  const result = await t.runAs('VOLUNTEER', '{ members { items { id history { createdBy } } } }');
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    members: {
      items: [
        { id: 'm1', history: { createdBy: 'Ada' } },
        { id: 'm2', history: null },
        { id: 'm3', history: { createdBy: 'Cy' } },
      ],
    },
  });
  expect(t.api.argsOf('memberHistories')).toEqual([[['m1', 'm2', 'm3']]]);
  expect(t.api.count('memberHistory')).toBe(0);
});

it('when one member asks for their history, then the single read is used and its MEMBER_NOT_FOUND is null', async () => {
  t.api.when.listMembers.returns(aMemberPage([aMember({ _id: 'gone' })]));
  t.api.when.memberHistory.failsWith(404, aRestError('Member not found', 'MEMBER_NOT_FOUND'));
  const result = await t.runAs('VOLUNTEER', '{ members { items { history { createdBy } } } }');
  expect(result).toMatchObject({ data: { members: { items: [{ history: null }] } }, errors: undefined });
  expect(t.api.argsOf('memberHistory')).toEqual([['gone']]);
  expect(t.api.count('memberHistories')).toBe(0);
});

it('when a page of books asks for queues and histories, then one call each, and each book gets its own queue in order', async () => {
  t.api.when.listBooks.returns(aBookPage([aBook({ _id: 'b1' }), aBook({ _id: 'b2' }), aBook({ _id: 'b3' })]));
  const onB1 = { _id: 'b1', title: 'Dune', isbn: '9780441013593' };
  const onB3 = { _id: 'b3', title: 'Emma', isbn: '9780141439587' };
  t.api.when.holdQueues.returns([
    aHold({ _id: 'h1', book: onB1, position: 1 }),
    aHold({ _id: 'h2', book: onB1, position: 2 }),
    aHold({ _id: 'h3', book: onB3, position: 1 }),
  ]);
  t.api.when.bookHistories.returns(['b1', 'b2', 'b3'].map((id) => ({ id, ...history(`by ${id}`) })));
  const result = await t.runAs(
    'VOLUNTEER',
    '{ books { items { id holdQueue { id position } history { createdBy } } } }',
  );
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    books: {
      items: [
        {
          id: 'b1',
          holdQueue: [
            { id: 'h1', position: 1 },
            { id: 'h2', position: 2 },
          ],
          history: { createdBy: 'by b1' },
        },
        { id: 'b2', holdQueue: [], history: { createdBy: 'by b2' } },
        { id: 'b3', holdQueue: [{ id: 'h3', position: 1 }], history: { createdBy: 'by b3' } },
      ],
    },
  });
  expect(t.api.argsOf('holdQueues')).toEqual([[['b1', 'b2', 'b3'], HOLD_QUEUE_LIMIT]]);
  expect(t.api.argsOf('bookHistories')).toEqual([[['b1', 'b2', 'b3']]]);
  expect(t.api.count('listHolds') + t.api.count('bookHistory')).toBe(0);
});

it("when a batched history read is refused (FORBIDDEN), then every book's history is null, as a single read's", async () => {
  t.api.when.listBooks.returns(aBookPage([aBook({ _id: 'b1' }), aBook({ _id: 'b2' })]));
  t.api.when.bookHistories.failsWith(403, aRestError('Your role does not allow this', 'FORBIDDEN'));
  const result = await t.runAs('VOLUNTEER', '{ books { items { history { createdBy } } } }');
  expect(result).toMatchObject({
    data: { books: { items: [{ history: null }, { history: null }] } },
    errors: undefined,
  });
});

it("when a page of loans asks for their books, then one call for the page's distinct books; a deleted one is null", async () => {
  t.api.when.listLoans.returns(
    aLoanPage([
      aBorrow({ _id: 'l1', book: BOOK_A }),
      aBorrow({ _id: 'l2', book: BOOK_B }),
      aBorrow({ _id: 'l3', book: BOOK_A }),
    ]),
  );
  t.api.when.booksByIds.returns([aBook({ _id: BOOK_A, title: 'Dune' })]);
  const result = await t.runAs('VOLUNTEER', '{ loans { items { id book { title } } } }');
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    loans: {
      items: [
        { id: 'l1', book: { title: 'Dune' } },
        { id: 'l2', book: null },
        { id: 'l3', book: { title: 'Dune' } },
      ],
    },
  });
  expect(t.api.argsOf('booksByIds')).toEqual([[[BOOK_A, BOOK_B]]]);
  expect(t.api.count('getBook')).toBe(0);
});
