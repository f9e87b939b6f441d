/**
 * The add form's ISBN lookup: a valid ISBN typed (or sent by the desk) is looked up through the
 * gateway; what is found fills the empty fields only; a failed or empty lookup says so in one line
 * and the form stays editable.
 */
import { screen } from '@testing-library/react';
import { ISBN_LOOKUP_MESSAGES } from '@library/api/contract/rules';
import { IsbnLookupDocument } from '../src/features/books/api/isbn-lookup';
import { graphQLErrorResult } from '../src/testing/fixtures';
import { renderApp } from '../src/testing/render-app';

const ISBN = '9780441478125';

const found = {
  __typename: 'IsbnLookup' as const,
  isbn: ISBN,
  title: 'The Left Hand of Darkness',
  author: 'Ursula K. Le Guin',
  publisher: 'Ace Books',
  year: 1969,
  pages: 286,
  description: 'A human envoy on the planet Winter.',
  hasCover: false,
};

const lookupMock = (result: object) => ({
  request: { query: IsbnLookupDocument, variables: { isbn: ISBN } },
  result,
});

describe('add book: ISBN lookup', () => {
  test('when a found ISBN is typed, then the empty fields are filled and what was typed stays', async () => {
    const view = await renderApp('/create-book', { mocks: [lookupMock({ data: { isbnLookup: found } })] });
    await view.user.type(await screen.findByLabelText('Title'), 'My own title');
    await view.user.type(screen.getByLabelText('ISBN'), '978-0441478125');

    expect(
      await screen.findByText('Found “The Left Hand of Darkness” (Ace Books, 1969): filled in author, description.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('My own title');
    expect(screen.getByLabelText('Author')).toHaveValue('Ursula K. Le Guin');
    expect(screen.getByLabelText(/Description/)).toHaveValue('A human envoy on the planet Winter.');
  });

  test('when the lookup finds nothing, then one line says so and the fields stay editable and empty', async () => {
    const view = await renderApp('/create-book', {
      mocks: [lookupMock(graphQLErrorResult(ISBN_LOOKUP_MESSAGES.notFound, 'NOT_FOUND'))],
    });
    await view.user.type(await screen.findByLabelText('ISBN'), ISBN);

    expect(await screen.findByText(`${ISBN_LOOKUP_MESSAGES.notFound}: fill in the book by hand.`)).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Title'), 'Typed by hand');
    expect(
      [screen.getByLabelText('Title'), screen.getByLabelText('Author')].map(
        (field) => (field as HTMLInputElement).value,
      ),
    ).toEqual(['Typed by hand', '']);
  });

  test('when the lookup service is slow past its time-out, then its one line shows', async () => {
    const view = await renderApp('/create-book', {
      mocks: [lookupMock(graphQLErrorResult(ISBN_LOOKUP_MESSAGES.timeout, 'UPSTREAM_UNAVAILABLE'))],
    });
    await view.user.type(await screen.findByLabelText('ISBN'), ISBN);
    expect(await screen.findByText(`${ISBN_LOOKUP_MESSAGES.timeout}: fill in the book by hand.`)).toBeInTheDocument();
  });
});
