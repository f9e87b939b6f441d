import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by public/early-events.js (inlined into index.html): replays what was done before hydration. */
    __libraryReplayEarlyEvents?: () => void;
  }
}

/**
 * Rendered after the routes, inside their Suspense boundary: once the page (its lazy route included)
 * is hydrated, the clicks, typing and choices made before are replayed (public/early-events.js),
 * now that the page has its handlers, and <html> gets `data-hydrated`. Renders nothing.
 */
export function ReplayEarlyEvents() {
  useEffect(() => {
    if (window.__libraryReplayEarlyEvents) window.__libraryReplayEarlyEvents();
    else document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
