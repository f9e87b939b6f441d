import type { ApolloCache } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';

/** The keys of the cache's root query and the normalised entity ids it holds. */
export function cacheContents(cache: ApolloCache): {
  rootFields: string[];
  rootFieldNames: string[];
  entities: string[];
} {
  const snapshot: unknown = cache.extract();
  if (typeof snapshot !== 'object' || snapshot === null) return { rootFields: [], rootFieldNames: [], entities: [] };
  const entries: [string, unknown][] = Object.entries(snapshot);
  const root = entries.find(([key]) => key === 'ROOT_QUERY')?.[1];
  const rootFields =
    typeof root === 'object' && root !== null ? Object.keys(root).filter((key) => key !== '__typename') : [];
  return {
    rootFields,
    // The fields without their arguments (`borrowSummary` for `borrowSummary({"limit":50,"page":1})`).
    rootFieldNames: rootFields.map((field) => field.replace(/\(.*$/s, '')),
    entities: entries.map(([key]) => key).filter((key) => key !== 'ROOT_QUERY'),
  };
}

/** The open SweetAlert2 dialog named by its title (it renders outside the React tree, into document.body). */
export async function findDialog(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
  return dialog;
}

/** Waits until no SweetAlert2 dialog is left in the document, not even a hidden one. */
export async function waitForDialogToClose(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
}

/** The alert (inline error or toast) that shows `text`. */
export async function findAlertWith(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = screen.getAllByRole('alert').find((candidate) => within(candidate).queryByText(text) !== null);
    if (!alert) throw new Error(`no alert shows "${text}"`);
    return alert;
  });
}

/** The facts of a description list (term -> definition text), e.g. the book detail's Author, ISBN, Copies. */
export function descriptionFacts(): Record<string, string> {
  const terms = screen.getAllByRole('term');
  const definitions = screen.getAllByRole('definition');
  expect(definitions).toHaveLength(terms.length);
  return Object.fromEntries(terms.map((term, index) => [term.textContent, definitions[index]?.textContent ?? '']));
}

export { within };
