/** A member's JSON as staff see it (`GET /members/:id`), with their standing: loans out, overdue, loans left. */
import type { MemberJson } from '../contract';
import { staffStatusOf } from '../staff/staff.service';
import type { MemberView } from './members.service';

export function memberJson(view: MemberView): MemberJson {
  const { member: row, account } = view;
  return {
    _id: row.id,
    id: row.id,
    cardNumber: row.cardNumber,
    name: row.name,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    status: row.status,
    blockedReason: row.blockedReason,
    keepHistory: row.keepHistory,
    account:
      account === null
        ? null
        : staffStatusOf({ disabledAt: account.disabledAt, passwordHash: account.hasPassword ? 'set' : null }),
    copiesOut: view.copiesOut,
    overdueLoans: view.overdueLoans,
    holdsReady: view.holdsReady,
    loansLeft: view.loansLeft,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
