import { Card, theme, Typography } from '@chronicle/antd-kit';
import { SecondaryParagraph } from '@chronicle/ui';
import page from '../../components/page.module.css';
import styles from './features-page.module.css';

type Step = { title: string; text: string };

const STEPS: readonly Step[] = [
  {
    title: 'Connect repository',
    text: 'Sign in with GitHub and connect one repository. Chronicle listens for pushes to its main branch.',
  },
  {
    title: 'AI analysis',
    text: 'Chronicle reads the commit history and the code, groups related commits and writes the documents your plan includes.',
  },
  {
    title: 'Real-time updates',
    text: 'Every push to main becomes a changelog entry with a headline, a summary and a social snippet, and your documents refresh in under a minute.',
  },
];

export function HowItWorks() {
  const { token } = theme.useToken();
  return (
    <section className={page.section}>
      <Typography.Title level={2} className={page.noMargin}>
        How It Works
      </Typography.Title>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Card className={styles.card}>
              <span aria-hidden className={styles.stepNumber} style={{ borderColor: token.colorPrimary }}>
                {index + 1}
              </span>
              <Typography.Title level={3} style={{ fontSize: token.fontSizeHeading4, marginTop: 0 }}>
                {step.title}
              </Typography.Title>
              <SecondaryParagraph className={page.noMargin}>
                {step.text}
              </SecondaryParagraph>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
