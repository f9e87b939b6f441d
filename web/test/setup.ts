import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';
import { fakeMediaQueryList } from './media-query';

// findBy*/waitFor wait up to 5 s (default 1 s): lazy routes and dialogs take longer than that when the
// whole suite runs on a loaded 2-core CI machine. A passing test waits no longer than it needs.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// jsdom lacks these; react-router uses TextEncoder.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia: the system theme reads as light unless a test says otherwise.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => fakeMediaQueryList(query, false),
  });
}

// jsdom does not implement scrolling.
window.scrollTo = () => undefined;

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});
