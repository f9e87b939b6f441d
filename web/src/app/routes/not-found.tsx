import { NotFound } from '../../components/not-found';

/** Any other path. */
export function NotFoundRoute() {
  return (
    <>
      <title>Page not found · Booknook</title>
      <NotFound />
    </>
  );
}
