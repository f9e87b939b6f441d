import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { GridIcon, PlusIcon, TableIcon, UploadIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { LoadFailed } from '../../../components/load-failed';
import { NoSuchPage, Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import { statusOfLoadError } from '../../../lib/ssr';
import { toast } from '../../../lib/toast';
import { useBooksQuery } from '../api/get-books';
import { GENRES, isGenre } from '../lib/genres';
import type { BooksQuery } from '../../../gql/graphql';
import {
  PAGE_SIZES,
  pageWithSameFirstBook,
  readListParams,
  SORT_CHOICES,
  SORT_FIELD_ENUM,
  sortChoiceKey,
  writeListParams,
  type ListParams,
} from '../lib/list-params';
import { useListActions } from './book-actions';
import { BookCards } from './book-cards';
import { BookTable } from './book-table';
import { ExportLink } from './export-link';
import { ListSearch } from '../../../components/list-search';
import { ToolbarSelect } from '../../../components/toolbar-fields';

const GENRE_OPTIONS = [{ value: '', label: 'All Genres' }, ...GENRES];
const SORT_OPTIONS = SORT_CHOICES.map((choice) => ({ value: sortChoiceKey(choice), label: choice.label }));
const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: size, label: String(size) }));

/** 'No books found', then what was searched for and the genre, when they apply. */
function emptyTitle({ search, genre }: ListParams): string {
  const matching = search === '' ? '' : ` matching "${search}"`;
  const forGenre = genre ? ` for genre "${genre}"` : '';
  return `No books found${matching}${forGenre}`;
}

/** Under "No books found" of a search or genre: no book matches it (the catalogue has books). */
function filteredText({ search }: ListParams): string {
  return search === '' ? 'No book in the catalogue is in this genre.' : 'No book in the catalogue matches the search.';
}

/** What the count in the subtitle counts: the search's matches, the genre's books or the whole catalogue. */
function subtitleScope({ search, genre }: ListParams): string {
  const inGenre = genre ? ' in this genre' : '';
  return search === '' ? inGenre || ' in the catalogue' : ` matching "${search}"${inGenre}`;
}

/**
 * The catalogue: search, filter, sort, page size, table/card layout and pages, all kept in the URL
 * query string.
 */
export function BookList() {
  const may = useListActions();
  const { canEdit } = may;
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);

  const { data, previousData, loading, error, refetch } = useBooksQuery({
    variables: {
      page: params.page,
      limit: params.limit,
      sortBy: SORT_FIELD_ENUM[params.sortBy],
      sort: params.sort === 'asc' ? 'ASC' : 'DESC',
      filter: params.genre,
      search: params.search === '' ? undefined : params.search,
    },
  });

  useEffect(() => {
    if (error) toast.error(`❌ ${errorMessage(error)}`, { toastId: 'books-load-error' });
  }, [error]);

  const update = (changes: Partial<ListParams>) => setSearchParams(writeListParams({ ...params, ...changes }));

  const onGenreChange = (value: string) => update({ genre: isGenre(value) ? value : null, page: 1 });
  // A new search starts again at page 1; the rest of the list state is read from the URL as it is then.
  // A search typed on replaces the history entry of the one it grew from (see ListSearch).
  const onSearch = useCallback(
    (search: string, { push }: { push: boolean }) =>
      setSearchParams((current) => writeListParams({ ...readListParams(current), search, page: 1 }), {
        replace: !push,
      }),
    [setSearchParams],
  );
  const onSortChange = (value: string) => {
    const choice = SORT_CHOICES.find((candidate) => sortChoiceKey(candidate) === value);
    if (choice) update({ sortBy: choice.sortBy, sort: choice.sort, page: 1 });
  };
  // A new page size keeps the first book on the screen in view (on the page that now holds it).
  const onLimitChange = (value: string) => {
    const limit = PAGE_SIZES.find((size) => String(size) === value);
    if (limit) update({ limit, page: pageWithSameFirstBook(params.page, params.limit, limit) });
  };

  // While another page, search or order loads, the last one stays, and so does what the heading says
  // of it: the list state it was asked for is remembered with each answer.
  const [answered, setAnswered] = useState<{ result: BooksQuery; params: ListParams } | null>(null);
  if (data && answered?.result !== data) setAnswered({ result: data, params });
  const shown = data ?? (loading ? previousData : undefined);
  const shownParams = shown && answered?.result === shown ? answered.params : params;
  const page = shown?.books;

  let content: ReactNode;
  if (error && !loading) {
    content = (
      <LoadFailed
        title="Could not load the books."
        message={errorMessage(error)}
        status={statusOfLoadError(error)}
        onRetry={() => refetch()}
      />
    );
  } else if (!page) {
    // As tall as a loaded page of the list in this layout, so nothing below moves when it comes (CLS).
    content = (
      <div className={`list-loading list-loading--${params.view}`}>
        <Spinner label="Loading…" />
      </div>
    );
  } else if (page.items.length === 0 && page.total > 0) {
    content = (
      <NoSuchPage
        page={page.page}
        totalPages={page.totalPages}
        subject="The list"
        onPageChange={(next) => update({ page: next })}
      />
    );
  } else if (page.items.length === 0) {
    // A search or a genre that matches nothing is no empty catalogue.
    const filtered = shownParams.search !== '' || shownParams.genre !== null;
    content = (
      <div className="state">
        <p className="state__title">{emptyTitle(shownParams)}</p>
        {filtered ? (
          <>
            <p>{filteredText(shownParams)}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => update({ search: '', genre: null, page: 1 })}
            >
              Show all books
            </button>
          </>
        ) : (
          <p>{canEdit ? 'The catalogue is empty: add the first book yourself.' : 'The catalogue is empty.'}</p>
        )}
        {canEdit && !filtered ? (
          <Link className="button button--primary" to="/create-book">
            <PlusIcon />
            Add a book
          </Link>
        ) : null}
      </div>
    );
  } else {
    content = (
      <>
        {params.view === 'card' ? (
          <BookCards books={page.items} may={may} />
        ) : (
          <BookTable books={page.items} may={may} />
        )}
        <Pagination page={page.page} totalPages={page.totalPages} onPageChange={(next) => update({ page: next })} />
      </>
    );
  }

  const total = page?.total;
  // Read out to screen readers once a search's results are in (the list itself is not a live region).
  const searchStatus =
    params.search === '' || loading || total === undefined
      ? ''
      : `${total === 0 ? 'No' : String(total)} ${total === 1 ? 'book matches' : 'books match'} the search`;
  return (
    <div className="container">
      <PageHeader
        eyebrow="Catalogue"
        title="All Books"
        subtitle={
          // One line in every state, so the list below does not move when the count comes.
          total === undefined
            ? loading
              ? 'Counting the books…'
              : 'The library catalogue'
            : `${total} ${total === 1 ? 'book' : 'books'}${subtitleScope(shownParams)}`
        }
        actions={
          canEdit ? (
            <div className="page-header__actions">
              <ExportLink params={params} />
              <Link className="button button--secondary" to="/import">
                <UploadIcon />
                Import CSV
              </Link>
              <Link className="button button--primary" to="/create-book">
                <PlusIcon />
                New book
              </Link>
            </div>
          ) : undefined
        }
      />

      <div className="toolbar">
        <ListSearch value={params.search} onSearch={onSearch} status={searchStatus} />
        <ToolbarSelect
          id="genre-filter"
          label="Genre"
          value={params.genre ?? ''}
          options={GENRE_OPTIONS}
          onChange={onGenreChange}
        />
        <ToolbarSelect
          id="sort-order"
          label="Sort"
          value={sortChoiceKey(params)}
          options={SORT_OPTIONS}
          onChange={onSortChange}
        />
        <ToolbarSelect
          id="page-size"
          label="Per page"
          value={params.limit}
          options={PAGE_SIZE_OPTIONS}
          onChange={onLimitChange}
          narrow
        />
        <div className="toolbar__spacer" />
        <div className="segmented" role="group" aria-label="Layout">
          <button
            type="button"
            className="segmented__button"
            aria-pressed={params.view === 'table'}
            onClick={() => update({ view: 'table' })}
          >
            <TableIcon />
            Table
          </button>
          <button
            type="button"
            className="segmented__button"
            aria-pressed={params.view === 'card'}
            onClick={() => update({ view: 'card' })}
          >
            <GridIcon />
            Cards
          </button>
        </div>
      </div>

      <section aria-label="Book list" aria-busy={loading}>
        {content}
      </section>
    </div>
  );
}
