import type { ApolloCache } from '@apollo/client';

/** After a member is added, changed or deleted: every cached member list (and the member) is dropped. */
export function evictMembers(cache: ApolloCache, id?: string): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'members' });
  if (id) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'member', args: { id } });
    const entity = cache.identify({ __typename: 'Member', id });
    if (entity) cache.evict({ id: entity });
  }
  cache.gc();
}
