import type { Operation } from '@library/api/contract/rules';
import type { ReactNode } from 'react';
import { PageMeta } from './page-meta';
import { RequirePermission } from './require-permission';

interface GuardedPageProps {
  /** The screen's own title, without the site's name. */
  title: string;
  /** What the page is about; the site's default when absent. */
  description?: string;
  /** The operation the screen does (the contract's table): who may see it. */
  operation: Operation;
  children: ReactNode;
}

/** A route's page: its title and description, and the screen for those who may do `operation`. */
export function GuardedPage({ title, description, operation, children }: GuardedPageProps) {
  return (
    <>
      <PageMeta title={title} description={description} />
      <RequirePermission operation={operation}>{children}</RequirePermission>
    </>
  );
}
