/**
 * Every list of the schema is bounded: a paged list (a `limit` argument) counts in the list-size
 * limit without being named (`listFieldsOf` reads the schema), a per-item list that reads a page of
 * its own counts as its size (SIZED_LISTS), and every other list field is named here with the reason
 * it needs neither. A new list field fails this test until it is one of the three.
 */
import { buildSchema, getNamedType, isListType, isNonNullType, isObjectType, type GraphQLOutputType } from 'graphql';
import { listFieldsOf, LIST_LIMIT_ARGUMENT, SIZED_LISTS } from '../src/limits';
import { loadTypeDefs } from '../src/schema';

const schema = buildSchema(loadTypeDefs());

/** The lists that need no count of their own, and why. */
const BOUNDED_OTHERWISE: Readonly<Record<string, string>> = {
  'BookPage.items': "the page's items: counted by Query.books' limit",
  'LoanPage.items': "the page's items: counted by the limit of the field giving the page",
  'MemberPage.items': "the page's items: counted by Query.members' limit",
  'HoldPage.items': "the page's items: counted by Query.holds' limit",
  'ActivityPage.items': "the page's items: counted by Query.activity's limit",
  'Borrow.putAside': "from the return's own answer (no REST call; empty in every other answer)",
  'MyMembership.loans': 'from the one `GET /my` of the request (myOnce)',
  'MyMembership.holds': 'from the one `GET /my` of the request (myOnce)',
  'Query.staffAccounts': 'one REST call (administration), at most 15 aliases',
  'Query.apiTokens': 'one REST call (administration), at most 15 aliases',
  'Query.passkeys': "one REST call, the viewer's own",
  'Query.accountSessions': "one REST call, the viewer's own",
};

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

it('when the schema is read, then every field with a limit argument is a counted list', () => {
  const counted = listFieldsOf(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.some((arg) => arg.name === LIST_LIMIT_ARGUMENT)) {
        expect([`${type.name}.${field.name}`, counted.has(`${type.name}.${field.name}`)]).toEqual([
          `${type.name}.${field.name}`,
          true,
        ]);
      }
    }
  }
  expect([...counted.keys()]).toEqual(
    expect.arrayContaining(['Query.books', 'Query.loans', 'Query.members', 'Query.holds', 'MyMembership.history']),
  );
});

it('when the schema is read, then every list field is counted, sized, or named with why it is bounded', () => {
  const counted = listFieldsOf(schema);
  const unbounded: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || type.name === 'Mutation') continue;
    for (const field of Object.values(type.getFields())) {
      const key = `${type.name}.${field.name}`;
      const returnsList = isList(field.type) || /Page$/.test(getNamedType(field.type).name);
      if (!returnsList) continue;
      if (counted.has(key) || SIZED_LISTS.has(key) || key in BOUNDED_OTHERWISE) continue;
      unbounded.push(key);
    }
  }
  expect(unbounded).toEqual([]);
});
