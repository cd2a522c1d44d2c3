import { useCallback, useEffect, useState } from 'react';
import { readStoredTheme, storeTheme, type ThemeMode } from '@chronicle/ui';

/** The theme (spec §1): read from localStorage `theme` once, toggled and stored on change. */
export function useThemeMode(): [ThemeMode, () => void] {
  const [mode, setMode] = useState<ThemeMode>(readStoredTheme);
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      storeTheme(next);
      return next;
    });
  }, []);
  return [mode, toggle];
}
