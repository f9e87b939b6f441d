import { DESK_MESSAGES, shownDate } from '@library/api/contract/rules';
import { bookName } from '../../../components/circulation/texts';
import type { DeskLoanFieldsFragment } from '../../../gql-staff/graphql';
import type { DeskBook } from '../lib/desk-lookups';
import { loanName, type Choices } from '../lib/desk-entries';

function LoanChoice({ loan, title, onReturn }: { loan: DeskLoanFieldsFragment; title?: string; onReturn: () => void }) {
  return (
    <li>
      <button type="button" className="button button--secondary desk-choice" onClick={onReturn}>
        {title === undefined ? null : (
          <>
            <span className="user-text">{title}</span>:{' '}
          </>
        )}
        Return from <span className="user-text">{loanName(loan)}</span>, due {shownDate(loan.dueDate)}
      </button>
    </li>
  );
}

/** The choices, one tap each: a book is lent or returned as its scan would be, a loan is returned. */
export function DeskChoices({
  choices,
  onBook,
  onLoan,
}: {
  choices: Choices;
  onBook: (book: DeskBook) => void;
  onLoan: (loan: DeskLoanFieldsFragment) => void;
}) {
  return (
    <section
      className="desk-choices"
      aria-label={choices.kind === 'books' ? DESK_MESSAGES.chooseTitle : DESK_MESSAGES.chooseBorrower}
    >
      <ul className="desk-list">
        {choices.kind === 'books' ? (
          <>
            {choices.books.map((book) => (
              <li key={book.id}>
                <button type="button" className="button button--secondary desk-choice" onClick={() => onBook(book)}>
                  <span className="user-text">{book.title}</span> — {book.author} ({book.isbn})
                </button>
              </li>
            ))}
            {choices.deleted.map((loan) => (
              <LoanChoice
                key={loan.id}
                loan={loan}
                title={DESK_MESSAGES.deletedBook(bookName(loan))}
                onReturn={() => onLoan(loan)}
              />
            ))}
          </>
        ) : (
          choices.loans.map((loan) => <LoanChoice key={loan.id} loan={loan} onReturn={() => onLoan(loan)} />)
        )}
      </ul>
    </section>
  );
}
