import { MEMBER_SORTS, type MemberSort } from '@library/api/contract/rules';
import { normaliseSearch } from '../../../components/list-search';
import type { MemberSort as MemberSortEnum } from '../../../gql-staff/graphql';

/** The Sort control's choices, the default first. */
export const MEMBER_SORT_OPTIONS: readonly { value: MemberSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'name', label: 'Name A–Z' },
];

/** The GraphQL sort of each choice. */
export const MEMBER_SORT_ENUM: Readonly<Record<MemberSort, MemberSortEnum>> = { newest: 'NEWEST', name: 'NAME' };

/** Members per page of /members. */
export const MEMBERS_PAGE_SIZE = 20;

/** The member list's state in the URL: ?search=kim&sort=name&page=2. */
export interface MemberParams {
  /** Name, card or email to look for, trimmed; '' for none. */
  search: string;
  sort: MemberSort;
  page: number;
}

function isMemberSort(value: string | null): value is MemberSort {
  return (MEMBER_SORTS as readonly (string | null)[]).includes(value);
}

export function readMemberParams(search: URLSearchParams): MemberParams {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  const sort = search.get('sort');
  return {
    search: normaliseSearch(search.get('search') ?? ''),
    sort: isMemberSort(sort) ? sort : MEMBER_SORTS[0],
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query string of a list state; defaults are left out. */
export function writeMemberParams(params: MemberParams): URLSearchParams {
  const search = new URLSearchParams();
  const text = normaliseSearch(params.search);
  if (text !== '') search.set('search', text);
  if (params.sort !== MEMBER_SORTS[0]) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}
