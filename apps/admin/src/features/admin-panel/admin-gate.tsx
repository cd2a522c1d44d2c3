import type { ReactNode } from 'react';
import { GithubOutlined } from '@ant-design/icons';
import { Button, Result, theme } from '@chronicle/antd-kit';
import { AUTH_ROUTES, type CurrentUser } from '@chronicle/contracts';
import { useSession } from '@chronicle/ui';
import { Loading } from '../../components/loading';
import { ADMIN_PANEL_TEXTS } from '../../texts';
import styles from './admin-panel.module.css';

function Refusal({ sentence, action }: { sentence: string; action?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Result
      status="info"
      title={<h1 className={styles.refusalTitle}>{ADMIN_PANEL_TEXTS.title}</h1>}
      // The secondary text colour: antd's subtitle grey is below WCAG AA.
      subTitle={
        <p className={styles.refusalText} style={{ color: token.colorTextSecondary }}>
          {sentence}
        </p>
      }
      extra={action}
    />
  );
}

/**
 * The panel is for administrators (DESIGN.md: admin routes are admin-only on the server too).
 * A signed-out visitor is asked to sign in, a signed-in user who is not an admin is told so, and
 * neither makes the page call the admin API.
 */
export function AdminGate({ children }: { children: (admin: CurrentUser) => ReactNode }) {
  const { user } = useSession();
  if (user === undefined) return <Loading />;
  if (user === null) {
    return (
      <Refusal
        sentence={ADMIN_PANEL_TEXTS.signedOut}
        // A link, not a fetch: sign-in is a full-page navigation (spec §1).
        action={
          <Button type="primary" href={AUTH_ROUTES.signIn} icon={<GithubOutlined aria-hidden />}>
            {ADMIN_PANEL_TEXTS.signIn}
          </Button>
        }
      />
    );
  }
  if (user.role !== 'admin') return <Refusal sentence={ADMIN_PANEL_TEXTS.notAdmin(user.username)} />;
  return children(user);
}
