import type { ApolloClient } from '@apollo/client';
import type { DeskAction, DeskState, Notice } from './desk-state';

/** What the desk's scans work with: the client, the state as the scans before left it, and how to change it. */
export interface DeskContext {
  client: ApolloClient;
  /** The library's time zone (null until known): its today is the day an overdue loan lent again is due. */
  timeZone: string | null;
  /** The state now (each dispatch updates it at once, before React renders). */
  state: () => DeskState;
  dispatch: (action: DeskAction) => void;
  /** Shows a notice under the input, with the sound and vibration when they are on. */
  say: (ok: boolean, text: string, extra?: Pick<Notice, 'addIsbn' | 'action'>) => void;
}
