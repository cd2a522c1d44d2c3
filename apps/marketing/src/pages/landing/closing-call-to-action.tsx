import { Typography } from '@chronicle/antd-kit';
import { SecondaryParagraph } from '@chronicle/ui';
import { SignInButton } from '../../components/sign-in-button';
import page from '../../components/page.module.css';
import styles from './landing-page.module.css';

export function ClosingCallToAction() {
  return (
    <section className={`${page.section} ${page.centered} ${styles.closing}`}>
      <Typography.Title level={2} className={page.noMargin}>
        Start free with GitHub-style sign-in
      </Typography.Title>
      <SecondaryParagraph className={`${page.noMargin} ${page.sectionIntro}`}>
        Changelogs are free forever. Connect a repository and your first entry is written on the next push to
        main.
      </SecondaryParagraph>
      <SignInButton />
    </section>
  );
}
