import { Card, theme, Typography } from '@chronicle/antd-kit';
import { SecondaryParagraph } from '@chronicle/ui';
import { SignInButton } from '../../components/sign-in-button';
import { SPEED_CLAIM } from '../../components/speed-claim';
import page from '../../components/page.module.css';
import styles from './landing-page.module.css';

type Benefit = { stat: string; title: string; text: string };

// The product's marketing claims (spec §1); the speed figure is the measured one both pages share.
const BENEFITS: readonly Benefit[] = [
  {
    stat: SPEED_CLAIM.value,
    title: '3 months to 3 minutes',
    text: `Documentation that used to take a quarter of writing comes from your code and history: ${SPEED_CLAIM.label}, ${SPEED_CLAIM.basis}.`,
  },
  {
    stat: '40%',
    title: 'Reduction in onboarding time',
    text: 'New teammates start from an onboarding guide and an architecture map written from the code they will work on.',
  },
  {
    stat: '100+',
    title: 'Languages supported',
    text: 'TypeScript, Go, Python, Rust, Java and a hundred more: Chronicle reads the repository you already have.',
  },
];

export function BenefitsSection() {
  const { token } = theme.useToken();
  return (
    <section className={page.section}>
      <div
        className={`${page.section} ${page.centered} ${styles.banner}`}
        style={{ background: token.colorPrimaryBg, borderRadius: token.borderRadiusLG }}
      >
        <Typography.Title level={2} className={styles.bannerTitle}>
          Generate context from your code in 3 minutes
        </Typography.Title>
        <Typography.Paragraph className={page.noMargin}>
          Sign in, connect a repository, and read your first documents before your coffee is ready.
        </Typography.Paragraph>
        <SignInButton>Sign in and generate</SignInButton>
      </div>
      <ul className={page.cardGrid}>
        {BENEFITS.map((benefit) => (
          <li key={benefit.title}>
            <Card className={styles.card}>
              <Typography.Text className={styles.stat}>{benefit.stat}</Typography.Text>
              <Typography.Title level={3} style={{ fontSize: token.fontSizeHeading4, marginTop: token.marginXS }}>
                {benefit.title}
              </Typography.Title>
              <SecondaryParagraph className={page.noMargin}>
                {benefit.text}
              </SecondaryParagraph>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
