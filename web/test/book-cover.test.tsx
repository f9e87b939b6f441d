import { screen } from '@testing-library/react';
import { bookPageMocks, makeBook } from '../src/testing/fixtures';
import { renderApp } from '../src/testing/render-app';

describe('book cover', () => {
  test('when the book has a cover, then the page shows it at its width and height, with its alt text, loaded at once', async () => {
    const url = '/covers/book-x/240/v1.webp';
    const book = makeBook({
      title: 'Covered Book',
      cover: { large: { url, width: 240, height: 360 } },
    });
    await renderApp(`/books/${book.id}`, { mocks: bookPageMocks(book) });

    const cover = await screen.findByRole('img', { name: 'Cover of Covered Book' });
    expect(cover).toHaveAttribute('src', url);
    expect(cover).toHaveAttribute('width', '240');
    expect(cover).toHaveAttribute('height', '360');
    // The page's main image: not lazy.
    expect(cover).not.toHaveAttribute('loading', 'lazy');
    expect(screen.queryByTestId('cover-placeholder')).not.toBeInTheDocument();
  });

  test('when the book has no cover, then a placeholder of the cover’s shape stands in its place', async () => {
    const book = makeBook({ title: 'Bare Book', author: 'N. Cover' });
    await renderApp(`/books/${book.id}`, { mocks: bookPageMocks(book) });

    await screen.findByRole('heading', { name: 'Bare Book', level: 1 });
    const placeholder = screen.getByTestId('cover-placeholder');
    expect(placeholder).toHaveClass('detail__cover');
    expect(placeholder).toHaveTextContent('Bare BookN. Cover');
    expect(screen.queryByRole('img', { name: /^Cover of/ })).not.toBeInTheDocument();
  });
});
