import type { ApolloCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AppRoutes } from '../app/router';
import { AccessDocument } from '../lib/access';
import { createCache } from '../lib/apollo-client';
import { ThemeProvider } from '../lib/theme';
import { OPEN_LIBRARY, type AccessFixture } from './access';

/**
 * A mock's `delay` (ms) for tests that look at a loading state: long enough that the screen is still
 * loading when renderApp returns, however slowly a loaded CI machine runs, yet well inside the 5 s
 * that findBy* waits for what comes after.
 */
export const SLOW_ANSWER_MS = 1000;

export interface RenderAppOptions {
  /** Responses the fake GraphQL server gives, in order per operation + variables. */
  mocks?: ReadonlyArray<MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>>;
  /** The cache to use (pass one to inspect it after mutations). */
  cache?: ApolloCache;
  /**
   * Who is viewing, in the cache before the first render (as a server-rendered page brings it): an
   * open library (today's screens) unless given; null leaves it out, for a mock to answer.
   */
  access?: AccessFixture | null;
}

export interface RenderAppResult extends RenderResult {
  user: UserEvent;
  cache: ApolloCache;
  /** The router's current path + query string. */
  currentUrl: () => string;
  /** The browser's Back: the router goes to the previous history entry. */
  back: () => Promise<void>;
}

/**
 * Renders the whole app (layout + routes) at `path`, on a memory router and Apollo's MockedProvider.
 * Resolves once the route's lazy code has loaded (data from the mocks may still be on its way).
 */
export async function renderApp(path: string, options: RenderAppOptions = {}): Promise<RenderAppResult> {
  const cache = options.cache ?? createCache();
  const access = options.access === undefined ? OPEN_LIBRARY : options.access;
  if (access) cache.writeQuery({ query: AccessDocument, data: access });
  const location = { current: path };
  const router: { navigate: NavigateFunction | null } = { navigate: null };

  function LocationProbe() {
    const { pathname, search } = useLocation();
    location.current = `${pathname}${search}`;
    router.navigate = useNavigate();
    return null;
  }

  const user = userEvent.setup();
  let result: RenderResult | undefined;
  // A callback that returns a promise makes act wait for the work React queued (the route's lazy code).
  await act(() => {
    result = render(
      <ThemeProvider>
        <MockedProvider mocks={options.mocks ?? []} cache={cache} mockLinkDefaultOptions={{ delay: 0 }}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
            <LocationProbe />
          </MemoryRouter>
        </MockedProvider>
      </ThemeProvider>,
    );
    return Promise.resolve();
  });
  if (!result) throw new Error('render did not run');
  const back = () =>
    act(async () => {
      await router.navigate?.(-1);
    });
  return { ...result, user, cache, currentUrl: () => location.current, back };
}
