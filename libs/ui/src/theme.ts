import { theme, type ThemeConfig } from '@chronicle/antd-kit';

/** Spec §1: the theme is stored under `theme`; the default is dark and only 'light' selects light. */
export const THEME_STORAGE_KEY = 'theme';
export type ThemeMode = 'light' | 'dark';

export function themeFromStored(value: string | null): ThemeMode {
  return value === 'light' ? 'light' : 'dark';
}

export function readStoredTheme(): ThemeMode {
  try {
    return themeFromStored(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'dark';
  }
}

export function storeTheme(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage may be off (private mode): the choice then lasts for this page only.
  }
}

// antd's light primary (#1677ff) under white button text is 4.1:1, below WCAG AA's 4.5:1; this
// darker blue of the same palette is 6.2:1. The dark theme's primary already passes (5.2:1).
const LIGHT_PRIMARY = '#0958d9';

/** The antd theme of a mode, the same in the shell and in a remote's standalone bootstrap. */
export function themeConfig(mode: ThemeMode): ThemeConfig {
  return mode === 'dark' ? { algorithm: theme.darkAlgorithm } : { algorithm: theme.defaultAlgorithm, token: { colorPrimary: LIGHT_PRIMARY } };
}
