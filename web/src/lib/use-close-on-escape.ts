import { useEffect, type RefObject } from 'react';

/**
 * While `open`, Escape anywhere on the page calls `close` and puts the focus back on `focusBack` (the
 * button that opened it): the disclosure menus' keyboard way out.
 */
export function useCloseOnEscape(open: boolean, close: () => void, focusBack: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      focusBack.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, focusBack]);
}
