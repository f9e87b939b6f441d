import type { ApolloCache } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';

/** The keys of the cache's root query and the normalised entity ids it holds. */
export function cacheContents(cache: ApolloCache): { rootFields: string[]; entities: string[] } {
  const snapshot: unknown = cache.extract();
  if (typeof snapshot !== 'object' || snapshot === null) return { rootFields: [], entities: [] };
  const entries = Object.entries(snapshot);
  const root = entries.find(([key]) => key === 'ROOT_QUERY')?.[1];
  const rootFields = typeof root === 'object' && root !== null ? Object.keys(root).filter((key) => key !== '__typename') : [];
  return { rootFields, entities: entries.map(([key]) => key).filter((key) => key !== 'ROOT_QUERY') };
}

/** The open SweetAlert2 dialog (it renders outside the React tree, into document.body). */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`the heading "${title}" is not inside a dialog`);
  return dialog;
}

/** Waits until no SweetAlert2 dialog is open. */
export async function waitForDialogToClose(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
}

export { within };
