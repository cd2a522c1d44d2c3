import type { ReactNode } from 'react';
import { Button, theme } from '@chronicle/antd-kit';

type DangerButtonProps = { disabled?: boolean; onClick: () => void; children: ReactNode };

/**
 * A destructive action's button. antd's danger red under white text is 4.2:1 (dark) and 3.3:1
 * (light), below WCAG AA's 4.5:1; its pressed shade passes in both themes (6.1:1 and 4.6:1).
 */
export function DangerButton({ disabled = false, onClick, children }: DangerButtonProps) {
  const { token } = theme.useToken();
  const style = disabled ? undefined : { background: token.colorErrorActive, borderColor: token.colorErrorActive, color: '#fff' };
  return (
    <Button type="primary" danger disabled={disabled} onClick={onClick} style={style}>
      {children}
    </Button>
  );
}
