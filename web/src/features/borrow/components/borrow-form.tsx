import {
  BORROWER_MAX_LENGTH,
  LOAN_RULE_DEFAULTS,
  MEMBER_MESSAGES,
  borrowerOrNone,
  cardKey,
  cardNumberProblem,
  dueDateFrom,
} from '@library/api/contract/rules';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormFailure, InputField, SubmitButton } from '../../../components/form-fields';
import { evictCatalogue } from '../../../lib/apollo-cache';
import { showMessage } from '../../../lib/dialogs';
import { errorCode, fieldErrors, serverMessage } from '../../../lib/errors';
import { useBorrowBookMutation } from '../api/borrow-book';
import { useMemberByCardQuery } from '../../../components/circulation/operations';
import { borrowSchema, type BorrowFormValues } from '../lib/borrow-schema';
import { useLibraryToday } from '../../../components/circulation/use-library-today';

/** What the form needs to know about the book being borrowed. */
export interface BorrowableBook {
  id: string;
  copies: number;
  /** Copies on the hold shelf and the members they wait for (a member's own may be lent to them). */
  readyFor?: readonly string[];
}

/** The library's loan rules the form uses (the defaults when they could not be read). */
export interface BorrowRules {
  loanDays: number;
  loansPerMember: number;
}

/** The member a card number found, as the lookup shows them. */
interface FoundMember {
  id: string;
  name: string;
  cardNumber: string;
  status: string;
  blockedReason: string | null;
  copiesOut: number;
}

/** How long typing rests before the card number is looked up (ms). */
const LOOKUP_DELAY_MS = 300;

/** The api's refusals that are about the member: shown in the form, on the card number. */
const MEMBER_REFUSALS = new Set(['LOAN_LIMIT', 'MEMBER_BLOCKED', 'MEMBER_NOT_FOUND']);

/** The REST code behind a GraphQL error (`extensions.upstreamCode`), else its GraphQL code. */
function refusalCode(error: unknown): string | undefined {
  const code = errorCode(error);
  if (typeof error !== 'object' || error === null || !('errors' in error) || !Array.isArray(error.errors)) return code;
  const first: unknown = error.errors[0];
  if (typeof first !== 'object' || first === null || !('extensions' in first)) return code;
  const extensions: unknown = first.extensions;
  if (typeof extensions !== 'object' || extensions === null || !('upstreamCode' in extensions)) return code;
  return typeof extensions.upstreamCode === 'string' ? extensions.upstreamCode : code;
}

/** '3 of 5 books out', '1 book out' (no limit), 'No books out'. */
export function booksOutText(copiesOut: number, loansPerMember: number): string {
  if (loansPerMember > 0) return `${copiesOut} of ${loansPerMember} ${loansPerMember === 1 ? 'book' : 'books'} out`;
  if (copiesOut === 0) return 'No books out';
  return `${copiesOut} ${copiesOut === 1 ? 'book' : 'books'} out`;
}

/** `value` once it has not changed for `delay` ms. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The lookup's answer for a card number the library accepts: the member, or that nobody has it. */
function MemberLookupAnswer({
  cardNumber,
  rules,
  onFound,
}: {
  cardNumber: string;
  rules: BorrowRules;
  onFound: (member: FoundMember | null | undefined) => void;
}) {
  const { data, loading, error } = useMemberByCardQuery({ variables: { cardNumber } });
  const member = data?.memberByCard;

  useEffect(() => {
    onFound(member);
  }, [member, onFound]);

  let text: string;
  let problem = false;
  if (loading && !data) text = 'Looking up the card…';
  else if (error || member === undefined) text = 'Could not look up the card.';
  else if (member === null) {
    text = MEMBER_MESSAGES.memberUnknown;
    problem = true;
  } else if (member.status === 'BLOCKED') {
    text = MEMBER_MESSAGES.blocked(member.name, member.blockedReason ?? '');
    problem = true;
  } else text = `${member.name} · ${booksOutText(member.copiesOut, rules.loansPerMember)}`;
  return <span className={problem ? 'member-lookup__text member-lookup--problem' : 'member-lookup__text'}>{text}</span>;
}

/**
 * The card number's lookup under its field, once typing rests on a card number the library accepts:
 * the member's name and "3 of 5 books out", or why they may not borrow, or that no member has the
 * card; told to the form (`onFound`: null when there is none, undefined while it is not known yet).
 */
function MemberLookup({
  rules,
  onFound,
}: {
  rules: BorrowRules;
  onFound: (member: FoundMember | null | undefined) => void;
}) {
  const { values } = useFormikContext<BorrowFormValues>();
  const typed = values.memberCard.trim();
  const settled = useSettled(typed, LOOKUP_DELAY_MS);
  const valid = settled !== '' && settled === typed && cardNumberProblem(settled) === undefined;

  useEffect(() => {
    if (!valid) onFound(typed === '' || cardNumberProblem(typed) !== undefined ? null : undefined);
  }, [valid, typed, onFound]);

  return (
    <p className="member-lookup" id="member-lookup" role="status">
      {valid ? <MemberLookupAnswer cardNumber={cardKey(settled)} rules={rules} onFound={onFound} /> : null}
    </p>
  );
}

/** The borrower text field, hidden once a card number is typed (a loan names a member or a borrower, not both). */
function BorrowerField() {
  const { values } = useFormikContext<BorrowFormValues>();
  if (values.memberCard.trim() !== '') return null;
  return (
    <InputField
      name="borrower"
      label="Borrower"
      maxLength={BORROWER_MAX_LENGTH}
      required={false}
      className="form-grid__wide"
      hint="Name or card number (optional)."
    />
  );
}

/**
 * Quantity, due date (today plus the loan period) and who borrows: a member's card number (looked
 * up as it is typed) or a free-text borrower, both optional; on success a dialog, then the borrow
 * summary. The api's refusals about the member (blocked, at their limit, unknown) show in the form.
 */
export function BorrowForm({
  book,
  rules = LOAN_RULE_DEFAULTS,
  memberCard = '',
}: {
  book: BorrowableBook;
  rules?: BorrowRules;
  /** The card number to start with (`/borrow/:bookId?member=<card>`). */
  memberCard?: string;
}) {
  const navigate = useNavigate();
  const [borrowBook] = useBorrowBookMutation({
    update: (cache) => evictCatalogue(cache, book.id),
  });
  // The member the card names: undefined while the lookup has not answered, null when there is none.
  const [found, setFound] = useState<FoundMember | null | undefined>(memberCard.trim() === '' ? null : undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const today = useLibraryToday();
  // A copy on the hold shelf for the member found is theirs to borrow, besides the shelf's (while the
  // lookup has not answered, it may be theirs: the api decides).
  const readyFor = book.readyFor ?? [];
  const heldForMember =
    readyFor.length > 0 && (found === undefined || (found !== null && readyFor.includes(found.id))) ? 1 : 0;
  const available = book.copies + heldForMember;
  const schema = borrowSchema(available, today);
  const initialValues: BorrowFormValues = {
    quantity: 1,
    dueDate: dueDateFrom(today, rules),
    borrower: '',
    memberCard,
  };

  return (
    <Formik<BorrowFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        const parsed = await schema.validate(values);
        setFailure(null);
        try {
          const card = parsed.memberCard ? cardKey(parsed.memberCard) : '';
          // A blank borrower is none: left out of the request; a member's card number leaves it out too.
          const borrower = card === '' ? borrowerOrNone(parsed.borrower) : null;
          await borrowBook({
            variables: {
              book: book.id,
              quantity: parsed.quantity,
              dueDate: parsed.dueDate,
              ...(borrower === null ? {} : { borrower }),
              ...(card === '' ? {} : { member: card }),
            },
          });
        } catch (error: unknown) {
          const code = refusalCode(error);
          const message = serverMessage(error);
          if (code !== undefined && MEMBER_REFUSALS.has(code) && message) {
            helpers.setFieldError('memberCard', message);
            setFailure(message);
            return;
          }
          const fields = fieldErrors(error);
          helpers.setErrors({
            quantity: fields['quantity'],
            dueDate: fields['dueDate'],
            borrower: fields['borrower'],
            memberCard: fields['member'],
          });
          void showMessage('error', message ?? '❌ Borrowing failed.');
          return;
        }
        void showMessage('success', '✅ Book borrowed successfully!');
        void navigate('/borrow-summary');
      }}
    >
      <Form className="form-card" noValidate aria-labelledby="page-title">
        <FormFailure message={failure} />
        <div className="form-grid">
          <InputField
            name="quantity"
            label="Quantity"
            type="number"
            min={1}
            max={available}
            step={1}
            hint={`1 to ${available} ${available === 1 ? 'copy' : 'copies'}.`}
          />
          <InputField
            name="dueDate"
            label="Due date"
            type="date"
            min={today}
            hint={`Today or later (the loan period is ${rules.loanDays} ${rules.loanDays === 1 ? 'day' : 'days'}).`}
          />
          <div className="form-grid__wide">
            <InputField
              name="memberCard"
              label="Member card number"
              required={false}
              autoComplete="off"
              hint="Scan or type the member's card (optional)."
            />
            <MemberLookup rules={rules} onFound={setFound} />
            {found && heldForMember > 0 ? (
              <p className="field__hint">A copy on the hold shelf waits for this member: it is lent first.</p>
            ) : null}
          </div>
          <BorrowerField />
        </div>
        <div className="form-actions">
          <SubmitButton>Confirm Borrow</SubmitButton>
          <Link className="button button--secondary" to={`/books/${book.id}`}>
            Cancel
          </Link>
        </div>
      </Form>
    </Formik>
  );
}
