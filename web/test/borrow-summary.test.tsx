import { screen, within } from '@testing-library/react';
import { BorrowSummaryDocument } from '../src/features/borrow/api/get-borrow-summary';
import { graphQLErrorResult, summaryMock, summaryRow, summaryVariables } from '../src/testing/fixtures';
import { renderApp, SLOW_ANSWER_MS } from '../src/testing/render-app';

/** The texts of a table row's cells (the title is the row header, not a cell). */
function cellTexts(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

/** A summary of two rows: Dune (5 borrowed, 3 out, 1 overdue) and a book of unknown title and ISBN (2, 0, 0). */
function duneAndUnknown() {
  return summaryMock([
    summaryRow('Dune', '9780441172719', 5, 'dune', { copiesOut: 3, overdueCopies: 1 }),
    summaryRow(null, null, 2, 'unknown-book', { copiesOut: 0, overdueCopies: 0 }),
  ]);
}

describe('borrow summary', () => {
  test('when the summary is loading, then "Loading..." is shown', async () => {
    await renderApp('/borrow-summary', { mocks: [{ ...summaryMock([]), delay: SLOW_ANSWER_MS }] });
    expect(screen.getByRole('heading', { name: 'Borrow Summary', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No borrow records found.')).toBeInTheDocument();
  });

  test('when there are rows, then Title, ISBN, Total Borrowed, On loan and Overdue are shown, with N/A for unknown values', async () => {
    await renderApp('/borrow-summary', { mocks: [duneAndUnknown()] });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'ISBN', 'Total Borrowed', 'On loan', 'Overdue']);
    const dune = within(table).getByRole('row', { name: /Dune/ });
    expect(within(dune).getByRole('rowheader', { name: 'Dune' })).toBeInTheDocument();
    expect(cellTexts(dune)).toEqual(['9780441172719', '5', '3', '1']);
    const unknown = within(table).getByRole('row', { name: /^N\/A/ });
    expect(cellTexts(unknown)).toEqual(['N/A', '2', '0', '0']);
    expect(within(table).getAllByText('N/A')).toHaveLength(2);
  });

  test("when there are rows, then each has a card (shown on a phone) with its title and the figures under the table's headings", async () => {
    await renderApp('/borrow-summary', { mocks: [duneAndUnknown()] });
    const cards = await screen.findByRole('list', { name: 'Borrow summary' });
    const facts = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    const dune = within(cards).getByRole('article', { name: 'Dune' });
    expect(within(dune).getByRole('heading', { level: 2, name: 'Dune' })).toBeInTheDocument();
    expect(facts(dune)).toEqual([
      ['ISBN', '9780441172719'],
      ['Total Borrowed', '5'],
      ['On loan', '3'],
      ['Overdue', '1'],
    ]);
    expect(facts(within(cards).getByRole('article', { name: 'N/A' }))).toEqual([
      ['ISBN', 'N/A'],
      ['Total Borrowed', '2'],
      ['On loan', '0'],
      ['Overdue', '0'],
    ]);
  });

  test('when the summary loads, then the headline figures come from borrowTotals, each labelled for what it counts', async () => {
    await renderApp('/borrow-summary', {
      mocks: [
        summaryMock([summaryRow('Dune', '9780441172719', 5, 'dune', { copiesOut: 3, overdueCopies: 1 })], {
          totals: { titles: 120, totalBorrowed: 980, copiesOut: 42, overdueCopies: 6 },
        }),
      ],
    });
    await screen.findByRole('table');
    const figure = (label: string) => screen.getByText(label).nextSibling;
    expect(figure('Titles borrowed')).toHaveTextContent('120');
    expect(figure('Copies borrowed (all time)')).toHaveTextContent('980');
    expect(figure('Copies out now')).toHaveTextContent('42');
    expect(figure('Overdue copies')).toHaveTextContent('6');
    expect(screen.queryByText('Copies borrowed')).not.toBeInTheDocument();
    expect(screen.queryByText('How many copies of each book are out on loan.')).not.toBeInTheDocument();
  });

  test('when there are more titles than a page holds, then 50 rows a page with Previous / Next and "Page X of Y", the page kept in the URL', async () => {
    const pageOf = (page: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        summaryRow(`P${page} book ${i}`, null, 200 - (page - 1) * 50 - i, `p${page}-${i}`),
      );
    const totals = { titles: 120 };
    const view = await renderApp('/borrow-summary', {
      mocks: [
        summaryMock(pageOf(1, 50), { page: 1, totals }),
        summaryMock(pageOf(2, 50), { page: 2, totals }),
        summaryMock(pageOf(1, 50), { page: 1, totals }),
      ],
    });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'P2 book 0' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/borrow-summary?page=2');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('rowheader', { name: 'P1 book 0' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/borrow-summary');
  });

  test('when the URL names the last page, then that page is asked for and Next is disabled', async () => {
    await renderApp('/borrow-summary?page=3', {
      mocks: [summaryMock([summaryRow('Last one', null, 1, 'last')], { page: 3, totals: { titles: 101 } })],
    });
    expect(await screen.findByRole('rowheader', { name: 'Last one' })).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('when the page asked for is past the end, then it says so and offers the last page', async () => {
    const view = await renderApp('/borrow-summary?page=9', {
      mocks: [
        summaryMock([], { page: 9, totals: { titles: 60 } }),
        summaryMock([summaryRow('On page two', null, 1, 'two')], { page: 2, totals: { titles: 60 } }),
      ],
    });
    expect(await screen.findByText('There is no page 9.')).toBeInTheDocument();
    expect(screen.queryByText('No borrow records found.')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('rowheader', { name: 'On page two' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/borrow-summary?page=2');
  });

  test('when there are more books than the chart holds, then it shows the six largest totals, largest first, with a text alternative listing them', async () => {
    const totals = [3, 12, 1, 7, 9, 2, 5, 4];
    await renderApp('/borrow-summary', {
      mocks: [summaryMock(totals.map((total) => summaryRow(`Book ${total}`, null, total, `book-${total}`)))],
    });
    const chart = await screen.findByRole('figure', { name: 'Most borrowed' });
    expect(within(chart).getByText('Top 6 by total borrowed')).toBeInTheDocument();
    const bars = within(chart).getByRole('img');
    expect(bars).toHaveAccessibleName(
      'Book 12: 12 borrowed; Book 9: 9 borrowed; Book 7: 7 borrowed; Book 5: 5 borrowed; Book 4: 4 borrowed; Book 3: 3 borrowed',
    );
    // The bars carry their title and number as text too: nothing rests on colour or length alone.
    expect(within(chart).queryByText('Book 2')).not.toBeInTheDocument();
    expect(within(chart).queryByText('Book 1')).not.toBeInTheDocument();
    // The table still lists every book: it is the full source.
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(totals.length + 1);
  });

  test('when a few books were borrowed, then the chart shows each of them, titled N/A when the title is unknown', async () => {
    await renderApp('/borrow-summary', {
      mocks: [summaryMock([summaryRow('Dune', '9780441172719', 5), summaryRow(null, null, 2, 'unknown-book')])],
    });
    const chart = await screen.findByRole('figure', { name: 'Most borrowed' });
    expect(within(chart).getByText('Top 2 by total borrowed')).toBeInTheDocument();
    expect(within(chart).getByRole('img', { name: 'Dune: 5 borrowed; N/A: 2 borrowed' })).toBeInTheDocument();
  });

  test('when there are no borrows, then "No borrow records found." is shown, with neither table nor chart', async () => {
    await renderApp('/borrow-summary', { mocks: [summaryMock([])] });
    expect(await screen.findByText('No borrow records found.')).toBeInTheDocument();
    expect(screen.getByText('Borrowed books will show up here.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  test('when loading fails, then "Failed to load summary." is shown, with neither table nor chart', async () => {
    await renderApp('/borrow-summary', {
      mocks: [
        {
          request: { query: BorrowSummaryDocument, variables: summaryVariables() },
          result: graphQLErrorResult('Upstream down', 'UPSTREAM_UNAVAILABLE'),
        },
      ],
    });
    expect(await screen.findByText('Failed to load summary.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
