import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { THEME_STORAGE_KEY, THEMES } from '../../domain/ui-constants';

export type ThemeChoice = (typeof THEMES)[number];
export type ResolvedTheme = 'light' | 'dark';

type ThemeContextValue = {
  theme: ThemeChoice;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: ThemeChoice) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function readStoredTheme(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system'; // storage can be blocked (privacy mode); fall back quietly
  }
}

function resolve(theme: ThemeChoice, systemDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemDark ? 'dark' : 'light';
  return theme === 'dark' ? 'dark' : 'light';
}

function applyTheme(resolved: ResolvedTheme): void {
  document.documentElement.classList.toggle('dark', resolved === 'dark');
  document.documentElement.style.colorScheme = resolved;
}

/** Applies the stored theme before React renders, so the first paint is not the wrong theme. */
export function applyStoredTheme(): void {
  applyTheme(resolve(readStoredTheme(), window.matchMedia(DARK_QUERY).matches));
}

/**
 * The first render matches the prerendered HTML (theme "system", light), and the stored choice and
 * OS setting are read after mount. The page's class was already set before first paint (the
 * server's boot script, or applyStoredTheme), so nothing is applied until those values are known.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemeChoice>('system');
  const [systemDark, setSystemDark] = useState(false);
  const [known, setKnown] = useState(false);

  // "system" follows the OS setting live, not only at load.
  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    setThemeState(readStoredTheme());
    setSystemDark(media.matches);
    setKnown(true);
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  // Another tab changed the theme.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) setThemeState(readStoredTheme());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const resolvedTheme = resolve(theme, systemDark);
  useEffect(() => {
    if (known) applyTheme(resolvedTheme);
  }, [known, resolvedTheme]);

  const setTheme = useCallback((next: ThemeChoice) => {
    setThemeState(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // not persisted; the choice still applies for this visit
    }
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
