/**
 * The per-item fields that read REST, batched (dataloader): the items of a list ask together, in one
 * call for the whole list instead of one per item (`Borrow.book`, `Book.history`, `Book.holdQueue`,
 * `Member.history`, `Book.cover`). One set of loaders per request (a WeakMap on its context, as ./myOnce), and no
 * cache: a second mutation of the same request reads afresh, as before.
 *
 * One item asks with its single read (`GET /books/:id`, `GET /books/:id/history`,
 * `GET /holds?book=`, `GET /members/:id/history`), so a lone book or member costs the call it always
 * did, failures included; several ask with the api's batched read (`GET /books/by-ids`,
 * `GET /histories/books`, `GET /holds/queues`, `GET /histories/members`), at most
 * LIST_LIMITS.maxLimit ids a call. Covers have only the batched read (`GET /covers?ids=`), one id or many. A batched read's failure is each item's failure (the resolvers
 * hide the same codes as for a single read).
 */
import { isBookId } from '@library/api/contract';
import { LIST_LIMITS } from '@library/api/contract/rules';
import DataLoader from 'dataloader';
import type { GatewayContext } from '../context';
import type { LibraryApi } from '../rest/LibraryApi';
import type { RestBook, RestCover, RestHold, RestRecordHistory, RestRecordHistoryOf } from '../rest/types';
import { findBook } from './findBook';

/** The most holds a book's queue shows (one REST page). */
export const HOLD_QUEUE_LIMIT = 100;

export interface Loaders {
  /** A book by id; null when REST has none (`Borrow.book`). */
  book: DataLoader<string, RestBook | null>;
  /** Who added and last changed a book (`Book.history`). */
  bookHistory: DataLoader<string, RestRecordHistory | null>;
  /** A book's active holds in queue order, at most HOLD_QUEUE_LIMIT (`Book.holdQueue`). */
  holdQueue: DataLoader<string, RestHold[]>;
  /** Who added and last changed a member (`Member.history`). */
  memberHistory: DataLoader<string, RestRecordHistory | null>;
  /** A book's cover; null when it has none (`Book.cover`). */
  cover: DataLoader<string, RestCover | null>;
}

/** A loader of `single` for one key and `batched` for several (distinct, in order), without a cache. */
function loader<V>(
  single: (key: string) => Promise<V>,
  batched: (keys: readonly string[]) => Promise<ReadonlyMap<string, V>>,
  missing: V,
): DataLoader<string, V> {
  return new DataLoader<string, V>(
    async (keys) => {
      const distinct = [...new Set(keys)];
      const [only] = distinct;
      if (distinct.length === 1) {
        const value = await single(only);
        return keys.map(() => value);
      }
      const found = await batched(distinct);
      return keys.map((key) => found.get(key) ?? missing);
    },
    { cache: false, maxBatchSize: LIST_LIMITS.maxLimit },
  );
}

function byId(histories: readonly RestRecordHistoryOf[]): ReadonlyMap<string, RestRecordHistory> {
  return new Map(histories.map(({ id, ...history }) => [id, history]));
}

/** Books by id: this api's ids in one batched read; any other (no book has it) as its own single read. */
async function booksOf(api: LibraryApi, ids: readonly string[]): Promise<ReadonlyMap<string, RestBook | null>> {
  const ours = ids.filter((id) => isBookId(id));
  const others = ids.filter((id) => !isBookId(id));
  const [books, singles] = await Promise.all([
    ours.length === 0 ? [] : api.booksByIds(ours),
    Promise.all(others.map(async (id) => [id, await findBook(api, id)] as const)),
  ]);
  return new Map<string, RestBook | null>([...books.map((book) => [book._id, book] as const), ...singles]);
}

/** The covers of `ids` by book. */
async function coversOf(api: LibraryApi, ids: readonly string[]): Promise<ReadonlyMap<string, RestCover>> {
  return new Map((await api.bookCovers(ids)).map((cover) => [cover.book, cover]));
}

function makeLoaders(api: LibraryApi): Loaders {
  return {
    book: loader(
      (id) => findBook(api, id),
      (ids) => booksOf(api, ids),
      null,
    ),
    bookHistory: loader(
      (id) => api.bookHistory(id),
      async (ids) => byId(await api.bookHistories(ids)),
      null,
    ),
    holdQueue: loader(
      async (id) =>
        (await api.listHolds({ status: 'active', book: id, member: null, page: 1, limit: HOLD_QUEUE_LIMIT })).items,
      async (ids) => {
        const queues = new Map<string, RestHold[]>();
        for (const hold of await api.holdQueues(ids, HOLD_QUEUE_LIMIT)) {
          const queue = queues.get(hold.book._id);
          if (queue) queue.push(hold);
          else queues.set(hold.book._id, [hold]);
        }
        return queues;
      },
      [],
    ),
    memberHistory: loader(
      (id) => api.memberHistory(id),
      async (ids) => byId(await api.memberHistories(ids)),
      null,
    ),
    cover: loader(
      async (id) => (await coversOf(api, [id])).get(id) ?? null,
      (ids) => coversOf(api, ids),
      null,
    ),
  };
}

const made = new WeakMap<GatewayContext, Loaders>();

/** The request's loaders (made on first use). */
export function loadersOf(context: GatewayContext): Loaders {
  let loaders = made.get(context);
  if (loaders === undefined) {
    loaders = makeLoaders(context.api);
    made.set(context, loaders);
  }
  return loaders;
}
