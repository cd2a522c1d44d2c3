import { GithubOutlined } from '@ant-design/icons';
import { theme, Typography } from '@chronicle/antd-kit';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SecondaryParagraph } from '@chronicle/ui';
import { REPOSITORY_URL } from '../project-links';
import styles from './site-footer.module.css';

type FooterLink = { label: string; to: string };

const PRODUCT_LINKS: readonly FooterLink[] = [
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Documentation', to: '/docs' },
  { label: 'API', to: '/api-reference' },
];

const SUPPORT_LINKS: readonly FooterLink[] = [
  { label: 'Help Center', to: '/help' },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
];

export function SiteFooter() {
  const { token } = theme.useToken();
  const linkStyle: CSSProperties = { color: token.colorTextSecondary };
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer} style={{ borderTopColor: token.colorBorderSecondary }}>
      <div className={styles.columns}>
        <div className={styles.brand}>
          <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
            Chronicle
          </Typography.Text>
          <SecondaryParagraph style={{ marginTop: token.marginXS, marginBottom: 0 }}>
            Living documentation from your repository's history.
          </SecondaryParagraph>
          {/* Chronicle has one public home, its repository: no social accounts to link to. */}
          <ul className={styles.social}>
            <li>
              <a href={REPOSITORY_URL} aria-label="Chronicle on GitHub" style={linkStyle}>
                <GithubOutlined aria-hidden />
              </a>
            </li>
          </ul>
        </div>
        <FooterNav title="Product" links={PRODUCT_LINKS} linkStyle={linkStyle} />
        <FooterNav title="Support" links={SUPPORT_LINKS} linkStyle={linkStyle} />
      </div>
      <SecondaryParagraph className={styles.bottom}>
        {`© ${year} Chronicle`}
      </SecondaryParagraph>
    </footer>
  );
}

type FooterNavProps = { title: string; links: readonly FooterLink[]; linkStyle: CSSProperties };

function FooterNav({ title, links, linkStyle }: FooterNavProps) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.label}>
            <FooterAnchor link={link} style={linkStyle} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterAnchor({ link, style }: { link: FooterLink; style: CSSProperties }): ReactNode {
  return (
    <Link to={link.to} className={styles.link} style={style}>
      {link.label}
    </Link>
  );
}
