import { Typography } from '@chronicle/antd-kit';
import { InfoPage, InfoSection } from '../../components/info-page';
import { TextLink } from '../../components/text-link';
import { REPOSITORY_URL } from '../../project-links';

export default function TermsPage() {
  return (
    <InfoPage title="Terms" intro="The terms of using Chronicle: what you may connect, what you get and what you can rely on.">
      <InfoSection title="The service">
        <Typography.Paragraph>
          Chronicle turns a repository&apos;s history into a changelog and documentation. This installation is run by its
          operator, who chooses its code host, its model server and where its data lives; the{' '}
          <TextLink to="/privacy">privacy statement</TextLink> says what it stores.
        </Typography.Paragraph>
      </InfoSection>
      <InfoSection title="Your repositories">
        <ul>
          <li>Connect only repositories you are allowed to share with Chronicle and, through their public pages, with others.</li>
          <li>
            A public repository&apos;s changelog, feed and documents can be read by anyone with the link. A private
            repository&apos;s are yours alone until you choose &quot;Everyone with the link&quot;.
          </li>
          <li>What Chronicle writes from your repository is yours to use as you like.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Written by software">
        <Typography.Paragraph>
          Entries and documents are written by a language model or by Chronicle&apos;s built-in engine from your commits and
          code. They can be incomplete or wrong: read them before you rely on them or publish them. Each document shows its
          quality score and the commit it reflects.
        </Typography.Paragraph>
      </InfoSection>
      <InfoSection title="Plans">
        <Typography.Paragraph>
          Changelogs are free forever, and open-source projects get all Pro features free. Paid plans are billed per user
          per month through a card payment provider; plan changes are prorated and no discounts are offered. See{' '}
          <TextLink to="/pricing">Pricing</TextLink>.
        </Typography.Paragraph>
      </InfoSection>
      <InfoSection title="No warranty">
        <Typography.Paragraph>
          Chronicle is provided as it is, without a promise that it is always available or free of errors. Keep your own
          copy of anything you cannot afford to lose: your repository remains the source of truth.
        </Typography.Paragraph>
      </InfoSection>
      <InfoSection title="Ending">
        <Typography.Paragraph>
          You can delete your account at any time in Settings; everything that belongs to it is deleted with it. These
          terms change with Chronicle itself; their history is the history of its <TextLink to={REPOSITORY_URL}>repository</TextLink>.
        </Typography.Paragraph>
      </InfoSection>
    </InfoPage>
  );
}
