import { theme } from '@chronicle/antd-kit';
import type { ReactNode } from 'react';

type TabLabelProps = {
  active: boolean;
  children: ReactNode;
  variant?: 'plain' | 'chip';
};

/**
 * antd colours the active tab with colorPrimary, which falls below 4.5:1 against the dark
 * background; the label carries its own text colour so both themes keep AA contrast.
 */
export function TabLabel({ active, children, variant = 'plain' }: TabLabelProps) {
  const { token } = theme.useToken();
  const text = {
    color: active ? token.colorText : token.colorTextSecondary,
    fontWeight: active ? token.fontWeightStrong : undefined,
  };
  if (variant === 'plain') return <span style={text}>{children}</span>;
  return (
    <span
      style={{
        ...text,
        display: 'inline-block',
        padding: `${token.paddingXXS}px ${token.paddingSM}px`,
        borderRadius: token.borderRadius,
        border: `${token.lineWidth}px solid ${active ? token.colorPrimary : token.colorBorder}`,
        background: active ? token.colorPrimaryBg : 'transparent',
        fontFamily: token.fontFamilyCode,
        fontSize: token.fontSizeSM,
      }}
    >
      {children}
    </span>
  );
}
