import { theme } from '@chronicle/antd-kit';

/**
 * antd colours the active tab with colorPrimary, which falls below 4.5:1 against the dark
 * background; the label carries its own text colour so both themes keep WCAG AA contrast.
 */
export function TabLabel({ active, children }: { active: boolean; children: string }) {
  const { token } = theme.useToken();
  return <span style={{ color: active ? token.colorText : token.colorTextSecondary, fontWeight: active ? token.fontWeightStrong : undefined }}>{children}</span>;
}
