/**
 * `isbnLookup` through executeOperation against the fake REST client: what the lookup found, in the
 * form's words (the authors as one string), and REST's failures passed on with their one-line messages.
 */
import { ISBN_LOOKUP_MESSAGES } from '@library/api/contract/rules';
import { run } from './support/graphql';
import { aRestError } from './support/restData';
import { resolverTests } from './support/resolverTests';

const t = resolverTests();
const QUERY =
  'query($i: String!) { isbnLookup(isbn: $i) { isbn title author publisher year pages description hasCover } }';

describe('Query.isbnLookup', () => {
  it('when REST finds the book, then its fields come back with the authors as one display string', async () => {
    t.api.when.isbnLookup.returns({
      isbn: '9780140328721',
      title: 'Fantastic Mr Fox',
      authors: ['Roald Dahl', 'Quentin Blake'],
      publisher: 'Puffin',
      year: 1988,
      pages: 96,
      description: null,
      hasCover: true,
    });
    const result = await run(t.server, t.api, QUERY, { i: '0-14-032872-X' });
    expect([t.api.argsOf('isbnLookup'), result.errors, result.data]).toEqual([
      [['0-14-032872-X']],
      undefined,
      {
        isbnLookup: {
          isbn: '9780140328721',
          title: 'Fantastic Mr Fox',
          author: 'Roald Dahl, Quentin Blake',
          publisher: 'Puffin',
          year: 1988,
          pages: 96,
          description: null,
          hasCover: true,
        },
      },
    ]);
  });

  it.each([
    [404, 'ISBN_NOT_FOUND', 'NOT_FOUND', ISBN_LOOKUP_MESSAGES.notFound],
    [504, 'LOOKUP_TIMEOUT', 'UPSTREAM_UNAVAILABLE', ISBN_LOOKUP_MESSAGES.timeout],
    [503, 'LOOKUP_OFF', 'UPSTREAM_UNAVAILABLE', ISBN_LOOKUP_MESSAGES.off],
  ])('when REST answers %s %s, then %s with its one line', async (status, restCode, code, message) => {
    t.api.when.isbnLookup.failsWith(status, aRestError(message, restCode));
    const result = await run(t.server, t.api, QUERY, { i: '9780140328721' });
    expect([result.data, result.errors?.[0]?.message, result.errors?.[0]?.extensions?.['code']]).toEqual([
      null,
      message,
      code,
    ]);
  });
});
