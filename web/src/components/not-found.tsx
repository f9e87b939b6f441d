import { Link } from 'react-router-dom';

/** 404 page for any unknown path. */
export function NotFound() {
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
