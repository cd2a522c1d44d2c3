import { theme, Typography } from '@chronicle/antd-kit';
import type { CSSProperties, ReactNode } from 'react';

// antd's type="secondary" uses colorTextTertiary (below 4.5:1 on both themes); colorTextSecondary passes AA.
export function SecondaryText({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return <Typography.Text style={{ color: token.colorTextSecondary, ...style }}>{children}</Typography.Text>;
}
