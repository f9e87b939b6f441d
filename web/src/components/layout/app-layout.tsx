import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ReplayEarlyEvents } from '../../lib/early-events';
import { RouteErrorBoundary } from '../error-screen';
import { Spinner } from '../spinner';
import { Footer } from './footer';
import { Header } from './header';
import { Toaster } from './toaster';

/** The shell around every route: skip link, sticky header, main content (with the shared error screen), footer, toasts. */
export function AppLayout() {
  const { pathname } = useLocation();

  // A new screen starts at the top (query-string changes such as paging keep the position).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner label="Loading page…" />}>
            <Outlet />
            <ReplayEarlyEvents />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
