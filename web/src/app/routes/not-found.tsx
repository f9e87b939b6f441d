import { NotFound } from '../../components/not-found';
import { PageMeta } from '../../components/page-meta';

/** Any other path. */
export function NotFoundRoute() {
  return (
    <>
      <PageMeta title="Page not found" />
      <NotFound />
    </>
  );
}
