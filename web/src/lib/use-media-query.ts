import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, known on the first render (no flash of the other layout) and kept up to
 * date as the window changes. False where there is no matchMedia.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** Phones: the width below which the app's layouts stack (the stylesheet's `max-width: 639px`). */
export const PHONE_QUERY = '(max-width: 639px)';
