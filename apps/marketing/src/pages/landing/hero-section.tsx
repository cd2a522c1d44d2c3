import { Button, Typography } from '@chronicle/antd-kit';
import { SecondaryParagraph, SecondaryText } from '@chronicle/ui';
import { SignInButton } from '../../components/sign-in-button';
import page from '../../components/page.module.css';
import styles from './landing-page.module.css';

type HeroSectionProps = { onSeeItInAction: () => void };

export function HeroSection({ onSeeItInAction }: HeroSectionProps) {
  return (
    <section className={`${page.section} ${page.centered} ${styles.hero}`}>
      <Typography.Title level={1} className={styles.heroTitle}>
        Contextualize Your Code
      </Typography.Title>
      <SecondaryParagraph className={styles.heroLead}>
        Chronicle turns your repository's history into living documentation: a changelog entry for every push
        to main, and twelve documents that stay in step with the code.
      </SecondaryParagraph>
      <div className={styles.actions}>
        <SignInButton>Get Started with GitHub</SignInButton>
        <Button size="large" onClick={onSeeItInAction}>
          See it in action
        </Button>
      </div>
      <SecondaryText>Free forever changelogs and open source projects</SecondaryText>
    </section>
  );
}
