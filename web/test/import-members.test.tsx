import type { MemberImportResultJson } from '@library/api/contract';
import { MEMBER_MESSAGES } from '@library/api/contract/rules';
import { screen, within } from '@testing-library/react';
import { signedInAs } from '../src/testing/access';
import { renderApp } from '../src/testing/render-app';

type FetchCall = [url: string, init: RequestInit];
const fetchMock = jest.fn<Promise<Response>, FetchCall>();

function answer(body: unknown): Response {
  const fake = { ok: true, status: 200, headers: { get: () => 'req-1' }, json: () => Promise.resolve(body) };
  return fake as unknown as Response;
}

const PREVIEW: MemberImportResultJson = {
  dryRun: true,
  columns: { used: ['name', 'cardNumber', 'email'], ignored: [] },
  totals: { rows: 2, ready: 1, invalid: 1, duplicate: 0, imported: 0 },
  rows: [
    {
      row: 2,
      status: 'ready',
      errors: [],
      values: { name: 'Alex Kim', cardNumber: '', email: '', phone: '', notes: '' },
    },
    {
      row: 3,
      status: 'invalid',
      errors: [{ field: 'cardNumber', message: MEMBER_MESSAGES.cardInvalid }],
      values: { name: 'Sam Lee', cardNumber: '1234567890', email: '', phone: '', notes: '' },
    },
  ],
};

beforeEach(() => {
  fetchMock.mockReset();
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
});

describe('/members/import', () => {
  test('when a librarian picks a class list, then it goes to the members import and the preview shows names, cards and reasons', async () => {
    fetchMock.mockResolvedValueOnce(answer({ success: true, data: PREVIEW }));
    const view = await renderApp('/members/import', { access: signedInAs('LIBRARIAN') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Import members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the members' })).toHaveAttribute('href', '/members');

    await view.user.upload(
      screen.getByLabelText('CSV file'),
      new File(['name,cardNumber\nAlex Kim,\nSam Lee,1234567890\n'], 'class-4b.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Preview' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/members/import?dryRun=true');

    const table = within(screen.getByRole('region', { name: 'Rows of the file' })).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Row', 'Name', 'Card', 'Status', 'Reasons']);
    expect(within(table).getByText(MEMBER_MESSAGES.cardInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 member' })).toBeEnabled();
  });

  test('when the class is imported, then "Print their cards" opens the cards of the members made', async () => {
    const imported: MemberImportResultJson = {
      ...PREVIEW,
      dryRun: false,
      totals: { ...PREVIEW.totals, ready: 0, imported: 1 },
      rows: PREVIEW.rows.map((row) =>
        row.status === 'ready'
          ? { ...row, status: 'imported', member: { _id: 'member-7', name: 'Alex Kim', cardNumber: '20000003' } }
          : row,
      ),
    };
    fetchMock.mockResolvedValueOnce(answer({ success: true, data: PREVIEW }));
    fetchMock.mockResolvedValueOnce(answer({ success: true, data: imported }));
    const view = await renderApp('/members/import', { access: signedInAs('LIBRARIAN') });
    await view.user.upload(
      await screen.findByLabelText('CSV file'),
      new File(['name,cardNumber\nAlex Kim,\nSam Lee,1234567890\n'], 'class-4b.csv', { type: 'text/csv' }),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Import 1 member' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Imported 1 member' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print their cards (1)' })).toHaveAttribute(
      'href',
      '/members/cards?ids=member-7',
    );
  });

  test('when a volunteer opens it, then it is not allowed', async () => {
    await renderApp('/members/import', { access: signedInAs('VOLUNTEER') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
  });
});
