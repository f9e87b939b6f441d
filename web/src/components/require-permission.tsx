import { AUTH_MESSAGES, type Operation } from '@library/api/contract/rules';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { may, signInPath, useAccess } from '../lib/access';
import { Spinner } from './spinner';

/**
 * A screen for those who may use `operation` (the contract's table: the screen's GraphQL operation or
 * REST route): a visitor of a protected library goes to /sign-in (and
 * comes back after), a signed-in person without the role sees "Not allowed". Nothing shows until the
 * viewer is known.
 */
export function RequirePermission({ operation, children }: { operation: Operation; children: ReactNode }) {
  const { access, known } = useAccess();
  const { pathname, search } = useLocation();
  if (!known) return <Spinner label="Loading…" />;
  if (may(access, operation)) return children;
  if (!access.signedIn && !access.open) return <Navigate to={signInPath(`${pathname}${search}`)} replace />;
  return (
    <section className="not-found container" aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title" className="page-title">
        Not allowed
      </h1>
      {access.open ? (
        <>
          <p className="not-found__text">
            This page is for the library&apos;s staff, and the library has no staff accounts yet.
          </p>
          <Link className="button button--primary" to="/setup">
            Set up a staff sign-in
          </Link>
        </>
      ) : (
        <>
          <p className="not-found__text">{AUTH_MESSAGES.forbidden}.</p>
          <Link className="button button--primary" to="/">
            Back to the catalogue
          </Link>
        </>
      )}
    </section>
  );
}
