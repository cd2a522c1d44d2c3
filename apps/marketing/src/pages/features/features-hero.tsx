import { theme, Typography } from '@chronicle/antd-kit';
import { SecondaryParagraph, SecondaryText } from '@chronicle/ui';
import { SignInButton } from '../../components/sign-in-button';
import { SPEED_CLAIM } from '../../components/speed-claim';
import page from '../../components/page.module.css';
import styles from './features-page.module.css';

type Claim = { value: string; label: string };

// The features page's own claims (spec §1); the speed figure is the measured one both pages share.
const CLAIMS: readonly Claim[] = [
  { value: SPEED_CLAIM.value, label: `${SPEED_CLAIM.label} (${SPEED_CLAIM.basis})` },
  { value: '50%', label: 'faster onboarding' },
  { value: 'AES-256', label: 'encryption for your tokens and secrets' },
  { value: '< 1 min', label: 'from a push to updated docs' },
];

export function FeaturesHero() {
  const { token } = theme.useToken();
  return (
    <section className={`${page.section} ${page.centered} ${styles.hero}`}>
      <Typography.Title level={1} className={styles.heroTitle}>
        Documentation that keeps up with your code
      </Typography.Title>
      <SecondaryParagraph className={styles.lead}>
        Chronicle reads your commit history and your code, then writes and refreshes the documents your team and
        your AI agents rely on.
      </SecondaryParagraph>
      <SignInButton>Get Started Free</SignInButton>
      <ul className={styles.claims}>
        {CLAIMS.map((claim) => (
          <li
            key={claim.label}
            className={styles.claim}
            style={{ borderColor: token.colorBorderSecondary, borderRadius: token.borderRadiusLG }}
          >
            <span className={styles.claimValue}>{claim.value}</span>
            <SecondaryText>{claim.label}</SecondaryText>
          </li>
        ))}
      </ul>
    </section>
  );
}
