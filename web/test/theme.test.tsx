import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_STORAGE_KEY, ThemeProvider, useTheme } from '../src/lib/theme';
import { fakeMediaQueryList, mediaQueryChange } from './media-query';

const initScript = readFileSync(join(__dirname, '..', 'public', 'theme-init.js'), 'utf8');

/** Runs public/theme-init.js the way the browser does: a classic script in <head>, before the app. */
function runThemeInit() {
  const script = document.createElement('script');
  script.textContent = initScript;
  document.head.append(script);
  script.remove();
}

function prefersDark(matches: boolean) {
  const list = fakeMediaQueryList('(prefers-color-scheme: dark)', matches);
  jest.spyOn(window, 'matchMedia').mockReturnValue(list);
  return {
    /** As a browser does: the list matches anew, then tells its listeners. */
    change(nextMatches: boolean) {
      Object.assign(list, { matches: nextMatches });
      list.dispatchEvent(mediaQueryChange(nextMatches));
    },
  };
}

function ThemeProbe() {
  const { preference, resolved } = useTheme();
  return <p>{`${preference}/${resolved}`}</p>;
}

describe('theme before first paint (public/theme-init.js)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  test.each<[string, { stored: 'dark' | 'light' | null; systemDark: boolean }, 'dark' | 'light']>([
    ['when dark was stored, then the page is dark before the app runs', { stored: 'dark', systemDark: false }, 'dark'],
    [
      'when nothing was stored and the system prefers dark, then the page is dark',
      { stored: null, systemDark: true },
      'dark',
    ],
    ['when light was stored on a dark system, then the page is light', { stored: 'light', systemDark: true }, 'light'],
  ])('%s', (_title, { stored, systemDark }, theme) => {
    prefersDark(systemDark);
    if (stored !== null) window.localStorage.setItem(THEME_STORAGE_KEY, stored);
    runThemeInit();
    expect(document.documentElement).toHaveAttribute('data-theme', theme);
  });

  test('when the system theme changes while "system" is chosen, then the app follows it', () => {
    const system = prefersDark(false);
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('system/light')).toBeInTheDocument();
    act(() => system.change(true));
    expect(screen.getByText('system/dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });
});
