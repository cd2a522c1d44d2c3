import { theme } from '@chronicle/antd-kit';

/** Whether the current antd theme is dark: its container background is darker than mid-grey. */
export function useDarkTheme(): boolean {
  const { token } = theme.useToken();
  return isDark(token.colorBgContainer);
}

/**
 * A link colour that passes WCAG AA on the page and on cards in both themes: antd's link blue is
 * below 4.5:1 on the dark background, its lighter hover shade is above it (about 5:1); the light
 * theme's primary text colour is 6.2:1 on white.
 */
export function useLinkColor(): string {
  const { token } = theme.useToken();
  return isDark(token.colorBgContainer) ? token.colorPrimaryTextHover : token.colorPrimaryText;
}

function isDark(color: string): boolean {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(color);
  if (!match) return false;
  const [red, green, blue] = match.slice(1).map((hex) => parseInt(hex, 16)) as [number, number, number];
  return 0.299 * red + 0.587 * green + 0.114 * blue < 128;
}
