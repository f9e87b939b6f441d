import { useCallback, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table';
import { PlusIcon, UploadIcon } from '../../../components/icons';
import { ItemCard, ItemCards } from '../../../components/item-cards';
import { ListSearch } from '../../../components/list-search';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { NoSuchPage, Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import { ToolbarSelect } from '../../../components/toolbar-fields';
import type { MembersQuery } from '../../../gql-staff/graphql';
import { useCan } from '../../../lib/access';
import { errorMessage } from '../../../lib/errors';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useMembersQuery } from '../api/members';
import {
  MEMBER_SORT_ENUM,
  MEMBER_SORT_OPTIONS,
  MEMBERS_PAGE_SIZE,
  readMemberParams,
  writeMemberParams,
  type MemberParams,
} from '../lib/member-params';
import { MemberStatusText, OrNone } from './member-parts';
import { PrintCardsLink, SelectAllMembers, SelectMember, useSelection, type Selection } from './member-selection';
import '../members.css';

type MemberRow = MembersQuery['members']['items'][number];

const COLUMNS: readonly Column[] = [
  { label: 'Card' },
  { label: 'Email' },
  { label: 'Books out', className: 'num' },
  { label: 'Status' },
];

function MemberName({ member }: { member: MemberRow }) {
  return (
    <Link className="table__title" to={`/members/${member.id}`}>
      {member.name}
    </Link>
  );
}

function MemberTable({ members, selection }: { members: readonly MemberRow[]; selection: Selection }) {
  return (
    <DataTable
      label="Members table"
      className="member-table"
      columns={[
        {
          label: (
            <>
              <SelectAllMembers ids={members.map((member) => member.id)} selection={selection} />
              Name
            </>
          ),
        },
        ...COLUMNS,
      ]}
    >
      {members.map((member) => (
        <tr key={member.id}>
          <th scope="row" className="user-text">
            <SelectMember member={member} selection={selection} />
            <MemberName member={member} />
          </th>
          <td className="mono">{member.cardNumber}</td>
          <td className="user-text">
            <OrNone value={member.email} />
          </td>
          <td className="num">{member.copiesOut}</td>
          <td>
            <MemberStatusText status={member.status} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function MemberCards({ members, selection }: { members: readonly MemberRow[]; selection: Selection }) {
  return (
    <>
      <label className="member-select-all">
        <SelectAllMembers ids={members.map((member) => member.id)} selection={selection} />
        Select all on this page
      </label>
      <ItemCards label="Members">
        {members.map((member) => (
          <ItemCard
            key={member.id}
            titleId={`member-title-${member.id}`}
            title={
              <>
                <SelectMember member={member} selection={selection} />
                <MemberName member={member} />
              </>
            }
            alert={member.status === 'BLOCKED'}
            facts={[
              { term: 'Card', value: member.cardNumber, className: 'mono' },
              { term: 'Email', value: <OrNone value={member.email} />, className: 'user-text' },
              { term: 'Books out', value: member.copiesOut },
              { term: 'Status', value: <MemberStatusText status={member.status} /> },
            ]}
          />
        ))}
      </ItemCards>
    </>
  );
}

/** /members: search (name, card or email), newest first or A–Z, a page at a time; a table, cards on a phone. */
export function MemberList() {
  const canEdit = useCan('createMember');
  const phone = useMediaQuery(PHONE_QUERY);
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = useSelection();
  const params = readMemberParams(searchParams);
  const { data, previousData, loading, error, refetch } = useMembersQuery({
    variables: {
      search: params.search === '' ? undefined : params.search,
      sort: MEMBER_SORT_ENUM[params.sort],
      page: params.page,
      limit: MEMBERS_PAGE_SIZE,
    },
  });

  const update = (changes: Partial<MemberParams>) => setSearchParams(writeMemberParams({ ...params, ...changes }));
  const onSearch = useCallback(
    (search: string, { push }: { push: boolean }) =>
      setSearchParams((current) => writeMemberParams({ ...readMemberParams(current), search, page: 1 }), {
        replace: !push,
      }),
    [setSearchParams],
  );
  const onSortChange = (value: string) => {
    const choice = MEMBER_SORT_OPTIONS.find((option) => option.value === value);
    if (choice) update({ sort: choice.value, page: 1 });
  };

  // While another page or search loads, the last one stays on the screen.
  const page = (data ?? (loading ? previousData : undefined))?.members;
  let content: ReactNode;
  if (error && !loading) {
    content = (
      <LoadFailed title="Could not load the members." message={errorMessage(error)} onRetry={() => refetch()} />
    );
  } else if (!page) {
    content = <Spinner label="Loading…" />;
  } else if (page.items.length === 0 && page.total > 0) {
    content = (
      <NoSuchPage
        page={params.page}
        totalPages={page.totalPages}
        subject="The list"
        onPageChange={(next) => update({ page: next })}
      />
    );
  } else if (page.items.length === 0) {
    content = (
      <div className="state">
        <p className="state__title">
          {params.search === '' ? 'No members yet.' : `No members found matching "${params.search}"`}
        </p>
        <p>{canEdit ? 'Add a member, or import a class list from a CSV file.' : 'Try another search.'}</p>
      </div>
    );
  } else {
    content = (
      <>
        {phone ? (
          <MemberCards members={page.items} selection={selection} />
        ) : (
          <MemberTable members={page.items} selection={selection} />
        )}
        {page.totalPages > 1 ? (
          <Pagination page={page.page} totalPages={page.totalPages} onPageChange={(next) => update({ page: next })} />
        ) : null}
      </>
    );
  }

  const total = page?.total;
  const searchStatus =
    params.search === '' || loading || total === undefined
      ? ''
      : `${total === 0 ? 'No' : String(total)} ${total === 1 ? 'member matches' : 'members match'} the search`;
  return (
    <div className="container">
      <PageHeader
        eyebrow="Lending"
        title="Members"
        subtitle={
          total === undefined
            ? 'The people who borrow, by name, card or email.'
            : `${total} ${total === 1 ? 'member' : 'members'}${params.search === '' ? '' : ` matching "${params.search}"`}`
        }
        actions={
          <div className="page-header__actions">
            <PrintCardsLink selection={selection} />
            {canEdit ? (
              <>
                <Link className="button button--secondary" to="/members/import">
                  <UploadIcon />
                  Import members
                </Link>
                <Link className="button button--primary" to="/members/new">
                  <PlusIcon />
                  Add member
                </Link>
              </>
            ) : null}
          </div>
        }
      />
      <div className="toolbar">
        <ListSearch
          label="Search members"
          placeholder="Name, card or email"
          value={params.search}
          onSearch={onSearch}
          status={searchStatus}
        />
        <ToolbarSelect
          id="member-sort"
          label="Sort"
          value={params.sort}
          options={MEMBER_SORT_OPTIONS}
          onChange={onSortChange}
        />
      </div>
      <section aria-label="Member list" aria-busy={loading}>
        {content}
      </section>
    </div>
  );
}
