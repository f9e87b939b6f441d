import { LIST_LIMITS } from '@library/api/contract/rules';
import { useEffect, useId, useState } from 'react';
import { SearchField } from './toolbar-fields';

/** A search as a list sends it: trimmed, at most the longest search the api takes; '' for none. */
export function normaliseSearch(text: string): string {
  return text.trim().slice(0, LIST_LIMITS.maxSearch).trim();
}

/** The search is sent once typing has paused this long (ms). */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

interface ListSearchProps {
  /** The search the list shows now (from the URL), trimmed; '' for none. */
  value: string;
  /**
   * Called once typing has paused, with the trimmed search ('' when the box was cleared). `push` is
   * true for a new search typed into an empty box (a new history entry); false while a search is
   * being typed on or cleared (the entry is replaced), so Back skips what was typed along the way.
   */
  onSearch: (search: string, history: { push: boolean }) => void;
  /** What the search found, read out by screen readers when it changes ('' while nothing to say). */
  status: string;
  /** The box's label: 'Search'. */
  label?: string;
  /** What can be searched for: 'Title, author or ISBN'. */
  placeholder?: string;
}

/**
 * A list's search box (the books': title, author or ISBN; the members': name, card or email). What is typed stays in the box and is sent
 * {@link LIST_SEARCH_DEBOUNCE_MS} after the last keystroke; when the search changes from outside
 * (Back, Forward, a link), the box shows the new one. A search started from an empty box gets a
 * history entry of its own; each later pause in the same search replaces it.
 */
export function ListSearch({ value, onSearch, status, label = 'Search', placeholder }: ListSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // The search from the URL this box last saw, and the one it last sent until the URL shows it:
  // a change of `value` that is not the box's own (Back, a link) replaces what is in the box, while
  // the box's own never overwrites what was typed after it was sent.
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  // Whether what is typed now started from an empty box: its first pause pushes a history entry.
  const [fromEmpty, setFromEmpty] = useState(value === '');
  if (value !== seen) {
    // Adjusted while rendering (React's advice over an effect that sets state).
    setSeen(value);
    if (value === sent) setSent(null);
    else {
      setText(value);
      setFromEmpty(value === '');
    }
  }

  useEffect(() => {
    const search = normaliseSearch(text);
    if (search === value) return undefined;
    const timer = setTimeout(() => {
      setSent(search);
      if (search !== '') setFromEmpty(false);
      onSearch(search, { push: fromEmpty && search !== '' });
    }, LIST_SEARCH_DEBOUNCE_MS);
    // A click on a link while the search waits means the user is going elsewhere: the search is dropped.
    // (The router keeps this screen mounted while a lazy route loads, and sending the search then
    // would navigate back to the list.)
    const dropOnLinkClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) clearTimeout(timer);
    };
    document.addEventListener('click', dropOnLinkClick, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', dropOnLinkClick, true);
    };
  }, [text, value, onSearch, fromEmpty]);

  return (
    <SearchField
      id={id}
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(typed) => {
        setText(typed);
        if (normaliseSearch(typed) === '') setFromEmpty(true);
      }}
    >
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </SearchField>
  );
}
