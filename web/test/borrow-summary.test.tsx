import { screen, within } from '@testing-library/react';
import { BorrowSummaryDocument } from '../src/features/borrow/api/get-borrow-summary';
import { graphQLErrorResult, summaryMock, summaryRow } from '../src/testing/fixtures';
import { renderApp } from '../src/testing/render-app';

describe('borrow summary', () => {
  test('when the summary is loading, then "Loading..." is shown', async () => {
    await renderApp('/borrow-summary', { mocks: [{ ...summaryMock([]), delay: 40 }] });
    expect(screen.getByRole('heading', { name: 'Borrow Summary', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No borrow records found.')).toBeInTheDocument();
  });

  test('when there are rows, then Title, ISBN and Total Borrowed are shown, with N/A for unknown values', async () => {
    await renderApp('/borrow-summary', {
      mocks: [summaryMock([summaryRow('Dune', '9780441172719', 5), summaryRow(null, null, 2, 'unknown-book')])],
    });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'ISBN', 'Total Borrowed']);
    const dune = within(table).getByRole('row', { name: /Dune/ });
    expect(within(dune).getByText('9780441172719')).toBeInTheDocument();
    expect(within(dune).getByText('5')).toBeInTheDocument();
    expect(within(table).getAllByText('N/A')).toHaveLength(2);
    expect(screen.getByText('7')).toBeInTheDocument();
  });

  test('when there are no borrows, then "No borrow records found." is shown', async () => {
    await renderApp('/borrow-summary', { mocks: [summaryMock([])] });
    expect(await screen.findByText('No borrow records found.')).toBeInTheDocument();
  });

  test('when loading fails, then "Failed to load summary." is shown', async () => {
    await renderApp('/borrow-summary', {
      mocks: [
        {
          request: { query: BorrowSummaryDocument },
          result: graphQLErrorResult('Upstream down', 'UPSTREAM_UNAVAILABLE'),
        },
      ],
    });
    expect(await screen.findByText('Failed to load summary.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
