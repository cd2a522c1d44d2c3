import { useState } from 'react';
import { Button, Drawer, Grid, Layout, theme } from '@chronicle/antd-kit';
import { GithubOutlined, HistoryOutlined, MenuOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { signIn, useLogout, useSession, useSignInLabel, type ThemeMode } from '@chronicle/ui';
import styles from './top-bar.module.css';

type NavItem = { label: string; to: string };

/** The same links in the bar and in the mobile menu (spec §2). */
const NAV_ITEMS: NavItem[] = [
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Docs', to: '/docs' },
];

function NavLink({ item, className, onChoose }: { item: NavItem; className: string; onChoose?: () => void }) {
  const { token } = theme.useToken();
  const style = { color: token.colorText };
  return (
    <Link className={className} to={item.to} onClick={onChoose} style={style}>
      {item.label}
    </Link>
  );
}

/** The shell's top bar: logo, links, theme toggle, sign-in (or dashboard and logout), mobile menu. */
export function TopBar({ themeMode, onToggleTheme }: { themeMode: ThemeMode; onToggleTheme: () => void }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const isNarrow = screens.md === false;
  const [menuOpen, setMenuOpen] = useState(false);
  const { user, isLoading } = useSession();
  const signInLabel = useSignInLabel();
  const logout = useLogout();
  const nextTheme = themeMode === 'dark' ? 'light' : 'dark';

  // The page never waits for the session; only this part of the bar does, so it never shows
  // 'Sign in' to someone who turns out to be signed in.
  const account = isLoading ? null : user ? (
    <>
      <Link to="/dashboard">
        <Button type="primary">Dashboard</Button>
      </Link>
      <Button onClick={() => void logout()}>Log out</Button>
    </>
  ) : (
    <Button type="primary" icon={signInLabel.viaGithub ? <GithubOutlined /> : undefined} onClick={signIn}>
      {signInLabel.label}
    </Button>
  );

  return (
    <Layout.Header className={styles.bar} style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Link to="/" className={styles.logo} style={{ color: token.colorText }} aria-label="Chronicle home">
        <HistoryOutlined aria-hidden="true" /> Chronicle
      </Link>
      {!isNarrow && (
        <nav aria-label="Main" className={styles.nav}>
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.label} item={item} className={styles.navLink} />
          ))}
        </nav>
      )}
      <div className={styles.actions}>
        <Button
          type="text"
          icon={themeMode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
          aria-label={`Switch to ${nextTheme} theme`}
          onClick={onToggleTheme}
        />
        {isNarrow ? (
          <Button type="text" icon={<MenuOutlined />} aria-label="Open menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)} />
        ) : (
          account
        )}
      </div>
      <Drawer title="Menu" placement="right" open={menuOpen} onClose={() => setMenuOpen(false)} size="default">
        <nav aria-label="Mobile">
          <ul className={styles.drawerLinks}>
            {NAV_ITEMS.map((item) => (
              <li key={item.label}>
                <NavLink item={item} className={styles.navLink} onChoose={() => setMenuOpen(false)} />
              </li>
            ))}
            <li>{account}</li>
          </ul>
        </nav>
      </Drawer>
    </Layout.Header>
  );
}
