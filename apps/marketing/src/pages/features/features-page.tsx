import { Typography } from '@chronicle/antd-kit';
import { SecondaryParagraph } from '@chronicle/ui';
import { SignInButton } from '../../components/sign-in-button';
import page from '../../components/page.module.css';
import { SiteFooter } from '../../components/site-footer';
import { DocumentCatalogue } from './document-catalogue';
import { FeaturesHero } from './features-hero';
import { HowItWorks } from './how-it-works';
import { StakeholderPicker } from './stakeholder-picker';
import styles from './features-page.module.css';

export default function FeaturesPage() {
  return (
    <div className={page.page}>
      <FeaturesHero />
      <DocumentCatalogue />
      <StakeholderPicker />
      <HowItWorks />
      <section className={`${page.section} ${page.centered} ${styles.finalCta}`}>
        <Typography.Title level={2} className={page.noMargin}>
          Your next push could document itself
        </Typography.Title>
        <SecondaryParagraph className={page.noMargin}>
          Start with free changelogs and add documents when you need them.
        </SecondaryParagraph>
        <SignInButton />
      </section>
      <SiteFooter />
    </div>
  );
}
