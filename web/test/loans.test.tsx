import { screen, waitFor, within } from '@testing-library/react';
import { LoansDocument } from '../src/features/loans/api/get-loans';
import { ReturnLoanDocument } from '../src/components/circulation/operations';
import {
  graphQLErrorResult,
  loansMock,
  loansVariables,
  makeLoan,
  returnLoanMock,
  type LoanFixture,
} from '../src/testing/fixtures';
import { renderApp, SLOW_ANSWER_MS } from '../src/testing/render-app';
import { findDialog, waitForDialogToClose } from './helpers';
import { fakeMediaQueryList } from './media-query';

/** The calendar date `days` days from the visitor's today (negative: in the past), as YYYY-MM-DD. */
function localDate(days: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The table row whose title cell (row header) names this loan. */
function rowOf(name: string): HTMLElement {
  const table = screen.getByRole('table');
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name }) !== null);
  if (!row) throw new Error(`no row for "${name}"`);
  return row;
}

/** The cells of a row by column header, as text. */
function cellsOf(row: HTMLElement): Record<string, string> {
  const headers = within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const cells = [...row.children];
  return Object.fromEntries(headers.map((header, index) => [header, cells[index]?.textContent ?? '']));
}

describe('loans', () => {
  test('when /loans loads, then "Loading…" gives way to the loans out, each with its facts and Return', async () => {
    const dune = makeLoan({
      title: 'Dune',
      isbn: '978-0-441-17271-9',
      quantity: 2,
      borrower: 'Amara Okafor',
      createdAt: '2026-11-01T10:00:00.000Z',
      dueDate: '2999-12-15',
    });
    await renderApp('/loans', { mocks: [{ ...loansMock(loansVariables(), [dune]), delay: SLOW_ANSWER_MS }] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('heading', { level: 1, name: 'Loans' })).toBeInTheDocument();

    expect(await screen.findByRole('table')).toBeInTheDocument();
    const row = rowOf('Dune');
    expect(within(row).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', `/books/${dune.bookId}`);
    expect(cellsOf(row)).toMatchObject({
      Title: 'Dune',
      ISBN: '978-0-441-17271-9',
      Quantity: '2',
      Borrower: 'Amara Okafor',
      'Borrowed on': '1 Nov 2026',
      'Due on': '15 Dec 2999',
    });
    expect(within(row).getByRole('button', { name: 'Return Dune borrowed by Amara Okafor' })).toBeEnabled();
    expect(within(row).queryByText(/Overdue/)).not.toBeInTheDocument();
    expect(screen.getByText('1 loan out now')).toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'Loan status' });
    expect(within(tabs).getByRole('link', { name: 'Out' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Overdue' })).not.toHaveAttribute('aria-current');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Loans' })).toHaveAttribute('aria-current', 'page');
  });

  test('when a loan has no borrower and its book no title, then the borrower is a dash read as "none" and the ISBN names it', async () => {
    const noTitle = makeLoan({ title: null, isbn: '978-1-11-111111-1', borrower: null });
    const nothing = makeLoan({ title: null, isbn: null, borrower: 'Card 20417' });
    await renderApp('/loans', { mocks: [loansMock(loansVariables(), [noTitle, nothing])] });

    const row = await waitFor(() => rowOf('978-1-11-111111-1'));
    const borrower = cellsOf(row)['Borrower'];
    expect(borrower).toBe('—none');
    expect(within(row).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(within(row).getByText('none')).toHaveClass('visually-hidden');
    expect(within(rowOf('Unknown book')).getByRole('link', { name: 'Unknown book' })).toHaveAttribute(
      'href',
      `/books/${nothing.bookId}`,
    );
  });

  test('when loans are overdue, then each says by how many days in words ("1 day" in the singular)', async () => {
    const late = makeLoan({ title: 'Late one', dueDate: localDate(-3), overdue: true });
    const barely = makeLoan({ title: 'Barely late', dueDate: localDate(-1), overdue: true });
    await renderApp('/loans?status=overdue', {
      mocks: [loansMock(loansVariables({ status: 'OVERDUE' }), [late, barely])],
    });

    await screen.findByRole('table');
    expect(within(rowOf('Late one')).getByText('Overdue by 3 days')).toBeInTheDocument();
    expect(within(rowOf('Barely late')).getByText('Overdue by 1 day')).toBeInTheDocument();
    expect(within(rowOf('Barely late')).getByRole('button', { name: /^Return Barely late/ })).toBeEnabled();
    const tabs = screen.getByRole('navigation', { name: 'Loan status' });
    expect(within(tabs).getByRole('link', { name: 'Overdue' })).toHaveAttribute('aria-current', 'page');
  });

  test.each([
    ['/loans', 'OUT', 'No books are out on loan.'],
    ['/loans?status=overdue', 'OVERDUE', 'No loans are overdue.'],
    ['/loans?status=returned', 'RETURNED', 'No loans have been returned yet.'],
  ] as const)('when %s has no loans, then it says "%s" with a second line', async (path, status, title) => {
    await renderApp(path, { mocks: [loansMock(loansVariables({ status }), [])] });
    const empty = await screen.findByText(title);
    expect(empty.nextElementSibling?.textContent).toMatch(/\w+/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  test('when the Returned tab shows, then each row has its returned-on date and no Return button', async () => {
    const back = makeLoan({ title: 'Back home', returnedAt: '2026-11-20T09:00:00.000Z' });
    await renderApp('/loans?status=returned', {
      mocks: [loansMock(loansVariables({ status: 'RETURNED' }), [back])],
    });
    await screen.findByRole('table');
    expect(cellsOf(rowOf('Back home'))).toMatchObject({ 'Returned on': '20 Nov 2026' });
    expect(screen.queryByRole('button', { name: /^Return/ })).not.toBeInTheDocument();
  });

  test("when a tab is chosen, then the URL keeps it and that tab's loans show", async () => {
    const out = makeLoan({ title: 'Out now' });
    const late = makeLoan({ title: 'Late now', dueDate: localDate(-2), overdue: true });
    const view = await renderApp('/loans?page=2', {
      mocks: [
        loansMock(loansVariables({ page: 2 }), [out], { page: 2, totalPages: 2, total: 11 }),
        loansMock(loansVariables({ status: 'OVERDUE' }), [late]),
      ],
    });
    await screen.findByRole('rowheader', { name: 'Out now' });

    const tabs = screen.getByRole('navigation', { name: 'Loan status' });
    await view.user.click(within(tabs).getByRole('link', { name: 'Overdue' }));
    expect(view.currentUrl()).toBe('/loans?status=overdue');
    expect(await screen.findByRole('rowheader', { name: 'Late now' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Overdue' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Out' })).not.toHaveAttribute('aria-current');
  });

  test('when Next is pressed, then the next page loads and the URL has ?page=2', async () => {
    const first = makeLoan({ title: 'On page one' });
    const second = makeLoan({ title: 'On page two' });
    const view = await renderApp('/loans?status=returned', {
      mocks: [
        loansMock(loansVariables({ status: 'RETURNED' }), [{ ...first, returnedAt: '2026-11-02T10:00:00.000Z' }], {
          totalPages: 2,
          total: 11,
        }),
        loansMock(
          loansVariables({ status: 'RETURNED', page: 2 }),
          [{ ...second, returnedAt: '2026-11-02T10:00:00.000Z' }],
          { page: 2, totalPages: 2, total: 11 },
        ),
      ],
    });
    await screen.findByRole('rowheader', { name: 'On page one' });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'On page two' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/loans?status=returned&page=2');
  });

  test('when loading fails, then the message and Retry show, and Retry loads the loans', async () => {
    const view = await renderApp('/loans', {
      mocks: [
        {
          request: { query: LoansDocument, variables: loansVariables() },
          result: graphQLErrorResult('Upstream failed', 'UPSTREAM_ERROR'),
        },
        loansMock(loansVariables(), [makeLoan({ title: 'Second try' })]),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the loans.')).toBeInTheDocument();
    expect(within(alert).getByText('Upstream failed')).toBeInTheDocument();
    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Second try' })).toBeInTheDocument();
  });

  test('when Return is cancelled in its dialog, then nothing is returned', async () => {
    const loan = makeLoan({ title: 'Kept out' });
    const view = await renderApp('/loans', { mocks: [loansMock(loansVariables(), [loan])] });
    await view.user.click(await screen.findByRole('button', { name: /^Return Kept out/ }));
    const dialog = await findDialog('Return this loan?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForDialogToClose();
    expect(screen.getByRole('rowheader', { name: 'Kept out' })).toBeInTheDocument();
    expect(screen.queryByText('✅ Loan returned')).not.toBeInTheDocument();
  });

  test('when Return is confirmed, then the loan is returned, "✅ Loan returned" shows and the list loads again', async () => {
    const loan = makeLoan({ title: 'Coming back', borrower: 'Mei Chen' });
    const other = makeLoan({ title: 'Still out' });
    let returned = false;
    const view = await renderApp('/loans', {
      mocks: [
        loansMock(loansVariables(), [loan, other]),
        {
          ...returnLoanMock(loan),
          result: () => {
            returned = true;
            return returnLoanMock(loan).result as { data: Record<string, unknown> };
          },
        },
        loansMock(loansVariables(), [other]),
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Return Coming back borrowed by Mei Chen' }));
    const dialog = await findDialog('Return this loan?');
    expect(within(dialog).getByRole('img', { name: 'Question' })).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Return' }));
    await waitForDialogToClose();

    expect(await screen.findByText('✅ Loan returned')).toBeInTheDocument();
    expect(returned).toBe(true);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Coming back' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Still out' })).toBeInTheDocument();
  });

  test('when the return is refused, then the server message shows in an error toast and the loan stays', async () => {
    const loan = makeLoan({ title: 'Returned elsewhere' });
    const view = await renderApp('/loans', {
      mocks: [
        loansMock(loansVariables(), [loan]),
        {
          request: { query: ReturnLoanDocument, variables: { id: loan.id } },
          result: graphQLErrorResult('This loan has already been returned', 'CONFLICT'),
        },
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: /^Return Returned elsewhere/ }));
    await view.user.click(within(await findDialog('Return this loan?')).getByRole('button', { name: 'Return' }));
    await waitForDialogToClose();
    expect(await screen.findByText('❌ This loan has already been returned')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Returned elsewhere' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Return Returned elsewhere/ })).toBeEnabled();
  });

  test('when the screen is as narrow as a phone, then the loans are stacked cards with the same facts', async () => {
    jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => fakeMediaQueryList(query, query.includes('max-width')));
    const loan: LoanFixture = makeLoan({ title: 'Pocket book', borrower: null, dueDate: localDate(-5), overdue: true });
    await renderApp('/loans', { mocks: [loansMock(loansVariables(), [loan])] });

    const cards = await screen.findByRole('list', { name: 'Loans' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(cards).getByRole('article', { name: 'Pocket book' });
    expect(within(card).getByText('Overdue by 5 days')).toBeInTheDocument();
    expect(within(card).getByText('none')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Return Pocket book' })).toBeEnabled();
    jest.restoreAllMocks();
  });
});
