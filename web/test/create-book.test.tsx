import { screen, waitFor, within } from '@testing-library/react';
import { CreateBookDocument } from '../src/features/books/api/create-book';
import { BookDocument } from '../src/features/books/api/get-book';
import { BooksDocument } from '../src/features/books/api/get-books';
import { createCache } from '../src/lib/apollo-client';
import {
  booksMock,
  booksResult,
  cachedSummary,
  graphQLErrorResult,
  listVariables,
  makeBook,
  summaryRow,
} from '../src/testing/fixtures';
import { renderApp, type RenderAppResult } from '../src/testing/render-app';
import { cacheContents, findDialog, waitForDialogToClose } from './helpers';

const input = {
  title: 'The Left Hand of Darkness',
  author: 'Ursula K. Le Guin',
  genre: 'FANTASY' as const,
  isbn: '978-0441478125',
  description: null,
  copies: 1,
  available: true,
};

async function fillForm(view: RenderAppResult) {
  await view.user.type(screen.getByLabelText('Title'), `  ${input.title} `);
  await view.user.type(screen.getByLabelText('Author'), input.author);
  await view.user.selectOptions(screen.getByLabelText('Genre'), 'Fantasy');
  await view.user.type(screen.getByLabelText('ISBN'), input.isbn);
}

describe('add book', () => {
  test('when the form opens, then copies default to 1 and Available is checked', async () => {
    await renderApp('/create-book');
    expect(await screen.findByRole('heading', { name: 'Add Book', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Copies')).toHaveValue(1);
    expect(screen.getByRole('checkbox', { name: 'Available' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add Book' })).toBeEnabled();
  });

  test('when the footer button is followed, then /add-book shows the add form too', async () => {
    const view = await renderApp('/add-book');
    expect(await screen.findByRole('heading', { name: 'Add Book', level: 1 })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/add-book');
  });

  test('when the desk sends an unknown ISBN to the form, then the ISBN field holds it', async () => {
    await renderApp('/add-book?isbn=978-0-441-47812-5');
    expect(await screen.findByLabelText('ISBN')).toHaveValue('978-0-441-47812-5');
  });

  test('when the form is opened with a malformed ISBN, then the ISBN field stays empty', async () => {
    await renderApp('/add-book?isbn=not-an-isbn');
    expect(await screen.findByLabelText('ISBN')).toHaveValue('');
  });

  test('when submitted empty, then every required field says what is missing', async () => {
    const view = await renderApp('/create-book');
    await view.user.clear(await screen.findByLabelText('Copies'));
    await view.user.click(screen.getByRole('button', { name: 'Add Book' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Author is required')).toBeInTheDocument();
    expect(screen.getByText('Genre is required')).toBeInTheDocument();
    expect(screen.getByText('ISBN is required')).toBeInTheDocument();
    expect(screen.getByText('Copies must be 0 or more')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
  });

  test('when copies is negative or the ISBN malformed, then their messages show', async () => {
    const view = await renderApp('/create-book');
    const copies = await screen.findByLabelText('Copies');
    await view.user.clear(copies);
    await view.user.type(copies, '-2');
    await view.user.type(screen.getByLabelText('ISBN'), '12ab');
    await view.user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByText('Copies must be 0 or more')).toBeInTheDocument();
    expect(screen.getByText('ISBN is not valid')).toBeInTheDocument();
  });

  test('when the title has 301 characters, then "Title must be at most 300 characters" shows; at 300 it goes away', async () => {
    const view = await renderApp('/create-book');
    const title = await screen.findByLabelText('Title');
    await view.user.click(title);
    await view.user.paste('t'.repeat(301));
    await view.user.tab();
    expect(await screen.findByText('Title must be at most 300 characters')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription('Title must be at most 300 characters');

    await view.user.type(title, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Title must be at most 300 characters')).not.toBeInTheDocument());
    expect(title).toHaveValue('t'.repeat(300));
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  test('when the book is added, then "Added!" shows, the list opens and the cached list, book and summary were evicted', async () => {
    const existing = makeBook({ title: 'Already here' });
    const created = makeBook({ ...input, id: 'new-book' });
    const cache = createCache();
    cache.writeQuery({ query: BooksDocument, variables: listVariables(), data: booksResult([existing]).data });
    cache.writeQuery(cachedSummary([summaryRow('Already here', existing.isbn, 2)]));
    // A stale answer for the new id (say, a detail page opened before the book existed).
    cache.writeQuery({ query: BookDocument, variables: { id: created.id }, data: { book: null } });

    const view = await renderApp('/create-book', {
      cache,
      mocks: [
        { request: { query: CreateBookDocument, variables: { input } }, result: { data: { createBook: created } } },
        booksMock(listVariables(), [created, existing]),
      ],
    });
    await screen.findByLabelText('Title');
    await fillForm(view);
    await view.user.click(screen.getByRole('button', { name: 'Add Book' }));

    const dialog = await findDialog('Added!');
    expect(within(dialog).getByText('Book has been Added.')).toBeInTheDocument();
    await waitFor(() => expect(view.currentUrl()).toBe('/all-books'));
    await view.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitForDialogToClose();
    expect(cacheContents(cache).rootFieldNames).not.toContain('borrowSummary');
    expect(cacheContents(cache).rootFields).not.toContain(`book({"id":"${created.id}"})`);
    // The list was evicted, so it is fetched again and shows the new book.
    expect(await screen.findByRole('link', { name: input.title })).toBeInTheDocument();
  });

  test('when the server rejects fields, then its messages show under those fields and in a toast', async () => {
    const view = await renderApp('/create-book', {
      mocks: [
        {
          request: { query: CreateBookDocument, variables: { input } },
          result: graphQLErrorResult('A book with ISBN 978-0441478125 is already in the catalogue', 'CONFLICT', {
            isbn: 'A book with ISBN 978-0441478125 is already in the catalogue',
          }),
        },
      ],
    });
    await screen.findByLabelText('Title');
    await fillForm(view);
    await view.user.click(screen.getByRole('button', { name: 'Add Book' }));

    expect(
      await screen.findByText('❌ A book with ISBN 978-0441478125 is already in the catalogue'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('ISBN')).toHaveAccessibleDescription(
      expect.stringContaining('A book with ISBN 978-0441478125 is already in the catalogue'),
    );
    expect(view.currentUrl()).toBe('/create-book');
  });

  describe('the error toast of a refused book', () => {
    const duplicate = 'A book with this ISBN already exists';
    const refused = graphQLErrorResult(duplicate, 'CONFLICT', { isbn: duplicate });
    // The dialog "Added!" hides the rest of the page from the accessibility tree: the toasts are looked for there too.
    const errorToasts = () =>
      within(screen.getByRole('region', { name: /^Notifications/, hidden: true }))
        .queryAllByRole('alert', { hidden: true })
        .filter((shown) => shown.textContent.includes(duplicate));

    test('when the ISBN is changed after the refusal, then its error toast goes', async () => {
      const view = await renderApp('/create-book', {
        mocks: [{ request: { query: CreateBookDocument, variables: { input } }, result: refused }],
      });
      await screen.findByLabelText('Title');
      await fillForm(view);
      await view.user.click(screen.getByRole('button', { name: 'Add Book' }));
      await waitFor(() => expect(errorToasts()).toHaveLength(1));

      await view.user.type(screen.getByLabelText('ISBN'), '{Backspace}');
      await waitFor(() => expect(errorToasts()).toEqual([]));
    });

    test('when the form is sent again and the book is added, then "Added!" shows without the old error toast', async () => {
      const created = makeBook({ ...input, id: 'new-book' });
      const view = await renderApp('/create-book', {
        mocks: [
          { request: { query: CreateBookDocument, variables: { input } }, result: refused },
          { request: { query: CreateBookDocument, variables: { input } }, result: { data: { createBook: created } } },
          booksMock(listVariables(), [created]),
        ],
      });
      await screen.findByLabelText('Title');
      await fillForm(view);
      await view.user.click(screen.getByRole('button', { name: 'Add Book' }));
      await waitFor(() => expect(errorToasts()).toHaveLength(1));

      await view.user.click(screen.getByRole('button', { name: 'Add Book' }));
      expect(await findDialog('Added!')).toBeInTheDocument();
      await waitFor(() => expect(errorToasts()).toEqual([]));
    });
  });
});
