import type { ReactNode } from 'react';
import { GithubOutlined } from '@ant-design/icons';
import { Button, Result, theme } from '@chronicle/antd-kit';
import { AUTH_ROUTES } from '@chronicle/contracts';
import { useSignInLabel } from '@chronicle/ui';
import styles from './refusal.module.css';

/** A page shown instead of its content: the page's name as its h1, why, and what to do about it. */
export function Refusal({ title, sentence, action }: { title: string; sentence: string; action?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Result
      status="info"
      title={<h1 className={styles.title}>{title}</h1>}
      // The secondary text colour: antd's subtitle grey is below WCAG AA.
      subTitle={
        <p className={styles.text} style={{ color: token.colorTextSecondary }}>
          {sentence}
        </p>
      }
      extra={action}
    />
  );
}

/** A link, not a fetch: sign-in is a full-page navigation (spec §1). "Continue" where the local user is signed in. */
export function SignInLink({ children }: { children: string }) {
  const { label, viaGithub } = useSignInLabel(children);
  return (
    <Button type="primary" href={AUTH_ROUTES.signIn} icon={viaGithub ? <GithubOutlined aria-hidden /> : undefined}>
      {label}
    </Button>
  );
}
