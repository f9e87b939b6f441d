import { screen, within } from '@testing-library/react';
import { THEME_STORAGE_KEY } from '../src/lib/theme';
import { booksMock, listVariables, makeBook, summaryMock } from '../src/testing/fixtures';
import { renderApp } from '../src/testing/render-app';

describe('shell', () => {
  test('when any page shows, then the header has the logo and the main navigation without "Borrow Book"', async () => {
    await renderApp('/borrow-summary', { mocks: [summaryMock([])] });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['All Books', '/all-books'],
      ['Add Book', '/create-book'],
      ['Loans', '/loans'],
      ['Desk', '/desk'],
      ['Members', '/members'],
      ['Borrow Summary', '/borrow-summary'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Borrow Summary' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Booknook Library catalogue, home' })).toHaveAttribute('href', '/');
  });

  test('when the menu toggle is pressed, then the mobile menu opens with "Borrow Book", and a link click closes it', async () => {
    const view = await renderApp('/borrow-summary', {
      mocks: [summaryMock([]), booksMock(listVariables(), [makeBook()])],
    });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await view.user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Borrow Book' })).toHaveAttribute('href', '/borrow');

    await view.user.click(within(menu).getByRole('link', { name: 'All Books' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(view.currentUrl()).toBe('/all-books');
  });

  test('when the page changes while the menu is open (here by the logo link), then the menu closes', async () => {
    const view = await renderApp('/borrow-summary', {
      mocks: [summaryMock([]), booksMock(listVariables(), [makeBook()])],
    });
    await view.user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('link', { name: 'Booknook Library catalogue, home' }));
    expect(view.currentUrl()).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('when Escape is pressed in the open menu, then it closes and focus returns to the toggle', async () => {
    const view = await renderApp('/borrow-summary', { mocks: [summaryMock([])] });
    await view.user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  test('when no theme was chosen, then System is pressed; choosing Dark applies and stores it', async () => {
    const view = await renderApp('/borrow-summary', { mocks: [summaryMock([])] });
    const group = screen.getAllByRole('group', { name: 'Theme' })[0];
    expect(within(group).getByRole('button', { name: 'System theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');

    await view.user.click(within(group).getByRole('button', { name: 'Dark theme' }));
    expect(within(group).getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'System theme' })).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  test('when a theme was stored before, then it is used on the next visit', async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    await renderApp('/borrow-summary', { mocks: [summaryMock([])] });
    const group = screen.getAllByRole('group', { name: 'Theme' })[0];
    expect(within(group).getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  test('when the footer call to action is followed, then the add form opens at /add-book', async () => {
    const view = await renderApp('/borrow-summary', { mocks: [summaryMock([])] });
    const footer = screen.getByRole('contentinfo');
    await view.user.click(within(footer).getByRole('link', { name: 'Add a new book' }));
    expect(await screen.findByRole('heading', { name: 'Add Book', level: 1 })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/add-book');
  });

  test('when the path is unknown, then the 404 page shows its text', async () => {
    await renderApp('/no/such/page');
    expect(screen.getByRole('heading', { name: '404', level: 1 })).toBeInTheDocument();
    expect(screen.getByText("Oops! The page you're looking for does not exist.")).toBeInTheDocument();
  });
});
