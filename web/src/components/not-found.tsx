import { Link } from 'react-router-dom';
import { useHttpStatus } from '../lib/ssr';

/** 404 page for any unknown path. */
export function NotFound() {
  useHttpStatus(404);
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="not-found__code">
        404
      </h1>
      <p className="not-found__text">Oops! The page you&apos;re looking for does not exist.</p>
      <Link className="button button--primary" to="/">
        Back to the catalogue
      </Link>
    </section>
  );
}
