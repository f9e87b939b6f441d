import type { MemberStatus } from '../../../gql-staff/graphql';

/** A value that may be missing: the value, or a dash that reads 'none'. */
export function OrNone({ value }: { value: string | null }) {
  if (value !== null && value !== '') return <>{value}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">none</span>
    </>
  );
}

/** A member's status: a "Blocked" badge, or "Active". */
export function MemberStatusText({ status }: { status: MemberStatus }) {
  return status === 'BLOCKED' ? <span className="badge member-badge--blocked">Blocked</span> : <>Active</>;
}

/** 'Card 1234567897'. */
export function cardText(cardNumber: string): string {
  return `Card ${cardNumber}`;
}
