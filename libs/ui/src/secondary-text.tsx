import { theme, Typography } from '@chronicle/antd-kit';
import type { CSSProperties, ReactNode } from 'react';

type SecondaryProps = { children: ReactNode; className?: string; style?: CSSProperties };

// Secondary text for every front end: antd's type="secondary" uses colorTextTertiary (below 4.5:1 on both themes); colorTextSecondary passes AA.

export function SecondaryParagraph({ children, className, style }: SecondaryProps) {
  const { token } = theme.useToken();
  return (
    <Typography.Paragraph className={className} style={{ color: token.colorTextSecondary, ...style }}>
      {children}
    </Typography.Paragraph>
  );
}

export function SecondaryText({ children, className, style }: SecondaryProps) {
  const { token } = theme.useToken();
  return (
    <Typography.Text className={className} style={{ color: token.colorTextSecondary, ...style }}>
      {children}
    </Typography.Text>
  );
}
