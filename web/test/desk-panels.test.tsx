import { render, screen } from '@testing-library/react';
import { LendList } from '../src/features/desk/components/lend-list';
import { ReturnsPanel } from '../src/features/desk/components/returns-panel';
import type { DeskLoanFieldsFragment } from '../src/gql-staff/graphql';

const UNTITLED: DeskLoanFieldsFragment = {
  id: 'loan-1',
  bookId: 'book-1',
  title: null,
  quantity: 1,
  dueDate: '2099-01-21',
  createdAt: '2098-12-31T10:00:00.000Z',
  borrower: 'Sam Lee',
  member: null,
};

describe('the desk panels', () => {
  test('when a lent loan has no title, then "This visit" names it as every circulation screen does', () => {
    render(<LendList entries={[{ key: 1, kind: 'lent', loan: UNTITLED, undone: false }]} onUndo={() => undefined} />);
    expect(screen.getByText('Unknown book')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo: Unknown book' })).toBeInTheDocument();
  });

  test('when a returned loan has no title, then "Returned" names it as every circulation screen does', () => {
    render(
      <ReturnsPanel entries={[{ key: 1, loan: UNTITLED, putAside: [], undone: false }]} onUndo={() => undefined} />,
    );
    expect(screen.getByText('Unknown book')).toBeInTheDocument();
    expect(screen.getByText('Sam Lee')).toBeInTheDocument();
  });
});
