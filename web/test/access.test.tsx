import { screen, within } from '@testing-library/react';
import { BookHistoryDocument } from '../src/features/books/api/get-book-history';
import { OPEN_LIBRARY, VISITOR, accessMock, signedInAs, type AccessFixture } from '../src/testing/access';
import { bookMock, bookPageMocks, booksMock, listVariables, makeBook, summaryMock } from '../src/testing/fixtures';
import { renderApp, SLOW_ANSWER_MS } from '../src/testing/render-app';

/** The links of the main navigation, by name. */
function navLinks(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

/** What the list page offers: the header's, the list's and the footer's controls by name. */
async function listControls(access: AccessFixture) {
  const book = makeBook({ title: 'Emma' });
  await renderApp('/', { access, mocks: [booksMock(listVariables(), [book])] });
  await screen.findAllByRole('link', { name: 'View details of Emma' });
  return {
    nav: navLinks(),
    newBook: screen.queryByRole('link', { name: 'New book' }) !== null,
    importCsv: screen.queryByRole('link', { name: 'Import CSV' }) !== null,
    exportCsv: screen.queryByRole('link', { name: 'Export CSV' }) !== null,
    edit: screen.queryAllByRole('link', { name: 'Edit Emma' }).length > 0,
    borrow: screen.queryAllByRole('link', { name: 'Borrow Emma' }).length > 0,
    footerAdd: screen.queryByRole('link', { name: 'Add a new book' }) !== null,
    signIn: screen.queryByRole('link', { name: 'Sign in' }) !== null,
    openLine: screen.queryByText(/Open catalogue: anyone can edit/) !== null,
  };
}

const NONE = { newBook: false, importCsv: false, exportCsv: false, edit: false, borrow: false, footerAdd: false };
const CATALOGUE = { newBook: true, importCsv: true, exportCsv: true, edit: true, borrow: true, footerAdd: true };

describe('who sees which controls', () => {
  test('when the library is open, then everything of today shows, with the open-catalogue line and no "Sign in"', async () => {
    const controls = await listControls(OPEN_LIBRARY);
    expect(controls).toEqual({
      nav: ['Home', 'All Books', 'Add Book', 'Loans', 'Desk', 'Members', 'Borrow Summary'],
      ...CATALOGUE,
      signIn: false,
      openLine: true,
    });
    expect(screen.getByRole('link', { name: 'Protect it with a staff sign-in' })).toHaveAttribute('href', '/setup');
  });

  test('when a visitor views a protected library, then only browsing shows, and "Sign in"', async () => {
    const controls = await listControls(VISITOR);
    expect(controls).toEqual({ nav: ['Home', 'All Books', 'Borrow Summary'], ...NONE, signIn: true, openLine: false });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  test('when a volunteer is signed in, then Loans and Borrow show but no catalogue changes, and their name instead of "Sign in"', async () => {
    const controls = await listControls(signedInAs('VOLUNTEER', 'Vera'));
    expect(controls).toEqual({
      nav: ['Home', 'All Books', 'Loans', 'Desk', 'Members', 'Borrow Summary'],
      ...NONE,
      borrow: true,
      signIn: false,
      openLine: false,
    });
    expect(await screen.findByRole('button', { name: 'Vera' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('when a librarian is signed in, then the catalogue controls show too', async () => {
    const controls = await listControls(signedInAs('LIBRARIAN'));
    expect(controls).toEqual({
      nav: ['Home', 'All Books', 'Add Book', 'Loans', 'Desk', 'Members', 'Borrow Summary'],
      ...CATALOGUE,
      signIn: false,
      openLine: false,
    });
  });

  test("when an admin opens their menu, then it has Account, Staff, Activity, Loan rules and Sign out; a librarian's has no Staff, Activity nor Loan rules", async () => {
    const admin = await renderApp('/borrow-summary', { access: signedInAs('ADMIN', 'Ada'), mocks: [summaryMock([])] });
    await admin.user.click(await screen.findByRole('button', { name: 'Ada' }));
    const list = document.getElementById('user-menu-list');
    expect(list).not.toBeNull();
    expect(
      within(list as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Account', 'Staff', 'Activity', 'Loan rules', 'Sign out']);
    expect(screen.getByRole('link', { name: 'Loan rules' })).toHaveAttribute('href', '/settings');
    admin.unmount();

    const librarian = await renderApp('/borrow-summary', {
      access: signedInAs('LIBRARIAN', 'Lee'),
      mocks: [summaryMock([])],
    });
    await librarian.user.click(await screen.findByRole('button', { name: 'Lee' }));
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Loan rules' })).not.toBeInTheDocument();
  });

  test('when the viewer is not known yet, then neither the staff links nor "Sign in" show', async () => {
    await renderApp('/borrow-summary', {
      access: null,
      mocks: [{ ...accessMock(OPEN_LIBRARY), delay: SLOW_ANSWER_MS }, summaryMock([])],
    });
    expect(navLinks()).toEqual(['Home', 'All Books', 'Borrow Summary']);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a new book' })).not.toBeInTheDocument();
    // Once known (here an open library), they come.
    expect(await screen.findByRole('link', { name: 'Add a new book' })).toBeInTheDocument();
  });
});

describe('the book page by role', () => {
  test('when a visitor opens a book, then there is no Edit, Delete, Borrow nor "On loan" section', async () => {
    const book = makeBook({ title: 'Persuasion' });
    await renderApp(`/books/${book.id}`, { access: VISITOR, mocks: [bookMock(book.id, book)] });
    expect(await screen.findByRole('heading', { name: 'Persuasion', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit book' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete book' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Borrow book' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /On loan/ })).not.toBeInTheDocument();
    // "Sign in" comes back here.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/sign-in?next=${encodeURIComponent(`/books/${book.id}`)}`,
    );
  });

  test('when a volunteer opens a book, then Borrow, "On loan" and who added and changed it show, but not Edit nor Delete', async () => {
    const book = makeBook({ title: 'Sanditon' });
    const history = {
      __typename: 'RecordHistory' as const,
      createdBy: 'Ada',
      createdAt: '2026-11-02T10:00:00.000Z',
      updatedBy: 'Lee',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    await renderApp(`/books/${book.id}`, {
      access: signedInAs('VOLUNTEER'),
      mocks: [
        ...bookPageMocks(book),
        {
          request: { query: BookHistoryDocument, variables: { id: book.id } },
          result: { data: { book: { __typename: 'Book', id: book.id, history } } },
        },
      ],
    });
    expect(
      await screen.findByText('Added by Ada on 2 Nov 2026, last changed by Lee on 20 Nov 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Borrow book' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /On loan/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit book' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete book' })).not.toBeInTheDocument();
  });
});

describe('staff pages', () => {
  test('when a visitor opens /loans, then they go to /sign-in with the way back', async () => {
    const view = await renderApp('/loans?status=overdue', { access: VISITOR, mocks: [] });
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(view.currentUrl()).toBe(`/sign-in?next=${encodeURIComponent('/loans?status=overdue')}`);
  });

  test('when a volunteer opens /add-book or /staff, then "Not allowed" shows', async () => {
    const view = await renderApp('/add-book', { access: signedInAs('VOLUNTEER'), mocks: [] });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText('Your role does not allow this.')).toBeInTheDocument();
    view.unmount();
    await renderApp('/staff', { access: signedInAs('LIBRARIAN'), mocks: [] });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  });
});
