import { STAFF_ROLES, type StaffRole } from '@library/api/contract/rules';

const LABELS: Record<StaffRole, string> = { ADMIN: 'Admin', LIBRARIAN: 'Librarian', VOLUNTEER: 'Volunteer' };

/** The roles as a select offers them, most powerful first. */
export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: LABELS[role] }));

export function roleLabel(role: StaffRole): string {
  return LABELS[role];
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
