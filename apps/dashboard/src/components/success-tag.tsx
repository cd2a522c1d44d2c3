import type { ReactNode } from 'react';
import { Tag, theme } from '@chronicle/antd-kit';

/**
 * A green tag whose text keeps the body colour: antd's success green as text is below WCAG AA on
 * the light theme (2.2:1), so the green is in the border and background only.
 */
export function SuccessTag({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <Tag style={{ color: token.colorText, background: token.colorSuccessBg, borderColor: token.colorSuccessBorder }}>{children}</Tag>;
}
