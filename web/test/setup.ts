import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router uses TextEncoder.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia: the system theme reads as light unless a test says otherwise.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom does not implement scrolling.
window.scrollTo = () => undefined;

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});
