/**
 * The api of a describe block, started once for its tests: `apiSuite(target, 'ADMIN', 'LIBRARIAN')`
 * starts the real server on a random port with its store before the block's tests, signs in a staff
 * account of each role (in order), and closes the server after them.
 */
import type { StaffRole } from '../../src/contract';
import type { Store } from '../../src/store';
import { startApiWithStore, type Api, type Target } from '../helpers';
import { signedInStaff, type SignedInStaff } from './auth';

interface Started {
  api: Api;
  store: Store;
  staff: SignedInStaff[];
}

export interface ApiSuite<R extends readonly StaffRole[]> {
  api: Api;
  store: Store;
  /** A signed-in staff account of each role given, in order. */
  staff: { [K in keyof R]: SignedInStaff };
}

/**
 * An object that stands for the one `current()` gives when it is used: the suite's api, store and
 * staff exist only once its beforeAll has run, while the block's tests name them when it is declared.
 */
function standIn<T extends object>(current: () => T): T {
  const empty: object = {};
  return new Proxy(empty, {
    get(_empty, key) {
      const target = current();
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      // A method runs on what it stands for (its private state is there, not on the stand-in).
      const method = value as (...args: unknown[]) => unknown;
      return method.bind(target);
    },
    set: (_empty, key, value) => Reflect.set(current(), key, value),
    has: (_empty, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor(_empty, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  }) as T;
}

/** Starts the api on `target` for the describe block it is called in, with staff of `roles`; see the top. */
export function apiSuite<const R extends readonly StaffRole[]>(target: Target, ...roles: R): ApiSuite<R> {
  let started: Started | undefined;
  const current = (): Started => {
    if (!started) throw new Error("the suite's api is used before its beforeAll ran");
    return started;
  };
  beforeAll(async () => {
    const { api, store } = await startApiWithStore(target);
    const staff: SignedInStaff[] = [];
    for (const role of roles) staff.push(await signedInStaff(store, role));
    started = { api, store, staff };
  });
  afterAll(async () => {
    await started?.api.close();
  });
  return {
    api: standIn(() => current().api),
    store: standIn(() => current().store),
    staff: roles.map((_role, index) => standIn(() => current().staff[index])) as { [K in keyof R]: SignedInStaff },
  };
}
