/** The actions the activity log records (api/README.md), as the filter offers them. */
export const ACTIVITY_ACTIONS = [
  { value: 'book.created', label: 'Book added' },
  { value: 'book.updated', label: 'Book edited' },
  { value: 'book.deleted', label: 'Book deleted' },
  { value: 'books.imported', label: 'Books imported' },
  { value: 'loan.created', label: 'Loan' },
  { value: 'loan.returned', label: 'Return' },
  { value: 'staff.created', label: 'Staff added' },
  { value: 'staff.updated', label: 'Staff changed' },
  { value: 'staff.reset', label: 'Staff reset' },
  { value: 'token.created', label: 'API token created' },
  { value: 'token.revoked', label: 'API token revoked' },
  { value: 'sign-in.throttled', label: 'Sign-ins throttled' },
  { value: 'library.set-up', label: 'Library set up' },
  { value: 'passkey.added', label: 'Passkey added' },
  { value: 'passkey.removed', label: 'Passkey removed' },
] as const;

const LABELS = new Map<string, string>(ACTIVITY_ACTIONS.map((action) => [action.value, action.label]));

/** The label of an action; the action itself when it is one this screen does not know yet. */
export function actionLabel(action: string): string {
  return LABELS.get(action) ?? action;
}

/** `?page=` and `?action=` of /activity: page 1 and every action unless given. */
export function readActivityParams(params: URLSearchParams): { page: number; action: string | null } {
  const page = Number(params.get('page'));
  const action = params.get('action');
  return { page: Number.isInteger(page) && page > 1 ? page : 1, action: action && LABELS.has(action) ? action : null };
}
