import { Typography } from '@chronicle/antd-kit';
import { SecondaryParagraph } from '@chronicle/ui';
import page from '../../components/page.module.css';
import { Faq } from '../../components/faq';
import { SiteFooter } from '../../components/site-footer';
import { OpenSourceBanner } from './open-source-banner';
import { PlanCard } from './plan-card';
import { PRICING_PLANS } from './pricing-plans';
import styles from './pricing-page.module.css';

export default function PricingPage() {
  return (
    <div className={page.page}>
      <section className={`${page.section} ${page.centered} ${styles.hero}`}>
        <Typography.Title level={1} className={styles.heroTitle}>
          Simple pricing for living documentation
        </Typography.Title>
        <SecondaryParagraph className={`${page.noMargin} ${page.sectionIntro}`}>
          Start with free changelogs and add documents as your team grows. Prices are per user per month.
        </SecondaryParagraph>
      </section>
      <ul className={styles.plans}>
        {PRICING_PLANS.map((plan) => (
          <li key={plan.tier}>
            <PlanCard plan={plan} highlighted={plan.tier === 'pro'} />
          </li>
        ))}
      </ul>
      <OpenSourceBanner />
      <Faq />
      <SiteFooter />
    </div>
  );
}
