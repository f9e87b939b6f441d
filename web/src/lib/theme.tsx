import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useHydrated } from './ssr';

/** The user's choice; 'system' follows the operating system. */
export type ThemePreference = 'light' | 'dark' | 'system';
/** What is actually shown. */
export type ResolvedTheme = 'light' | 'dark';

/** localStorage key; public/theme-init.js reads the same key before first paint. */
export const THEME_STORAGE_KEY = 'library-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isPreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** The choice made while storage is unavailable (private mode): it lasts for this visit. */
let sessionPreference: ThemePreference | null = null;

export function readStoredPreference(): ThemePreference {
  if (sessionPreference) return sessionPreference;
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isPreference(saved) ? saved : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Who to tell when this tab changes the preference (other tabs: the `storage` event). */
const preferenceListeners = new Set<() => void>();

function subscribePreference(onChange: () => void): () => void {
  preferenceListeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    preferenceListeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

function subscribeSystemTheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The server knows neither the saved choice nor the system's: it renders 'system' (light). */
const serverPreference = (): ThemePreference => 'system';
const serverPrefersDark = () => false;

function resolve(preference: ThemePreference, systemDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

/** The theme currently applied to the page (read by dialogs and toasts). */
export function currentTheme(): ResolvedTheme {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

interface ThemeContextValue {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  // Read from the browser on the first render; a server-rendered page hydrates with the server's
  // values first (no mismatch), then React renders again with the browser's.
  const preference = useSyncExternalStore(subscribePreference, readStoredPreference, serverPreference);
  const systemDark = useSyncExternalStore(subscribeSystemTheme, systemPrefersDark, serverPrefersDark);
  const hydrated = useHydrated();

  const resolved = resolve(preference, systemDark);

  useEffect(() => {
    // Until hydrated, `resolved` is the server's guess: public/theme-init.js has already applied the real one.
    if (hydrated) document.documentElement.setAttribute('data-theme', resolved);
  }, [hydrated, resolved]);

  const setPreference = useCallback((next: ThemePreference) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage unavailable (private mode): the choice lasts for this visit only.
      sessionPreference = next;
    }
    for (const listener of preferenceListeners) listener();
  }, []);

  const value = useMemo(() => ({ preference, resolved, setPreference }), [preference, resolved, setPreference]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
