import { GithubOutlined } from '@ant-design/icons';
import { SIGN_IN_TEXTS } from '@chronicle/contracts';
import { signIn, useSignInLabel } from '@chronicle/ui';
import { Button } from '@chronicle/antd-kit';

type SignInButtonProps = {
  /** The label where GitHub signs people in; with local sign-in every button reads "Continue". */
  children?: string;
  size?: 'middle' | 'large';
  type?: 'primary' | 'default';
};

/** Sign-in is a full-page navigation to the provider (spec §1), so this is a button, not a router link. */
export function SignInButton({ children = SIGN_IN_TEXTS.github, size = 'large', type = 'primary' }: SignInButtonProps) {
  const { label, viaGithub } = useSignInLabel(children);
  return (
    <Button type={type} size={size} icon={viaGithub ? <GithubOutlined aria-hidden /> : undefined} onClick={signIn}>
      {label}
    </Button>
  );
}
