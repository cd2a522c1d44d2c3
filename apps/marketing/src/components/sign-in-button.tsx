import { GithubOutlined } from '@ant-design/icons';
import { signIn } from '@chronicle/ui';
import { Button } from '@chronicle/antd-kit';
import type { ReactNode } from 'react';

type SignInButtonProps = {
  children?: ReactNode;
  size?: 'middle' | 'large';
  type?: 'primary' | 'default';
};

/** Sign-in is a full-page navigation to the provider (spec §1), so this is a button, not a router link. */
export function SignInButton({ children = 'Sign in with GitHub', size = 'large', type = 'primary' }: SignInButtonProps) {
  return (
    <Button type={type} size={size} icon={<GithubOutlined aria-hidden />} onClick={signIn}>
      {children}
    </Button>
  );
}
