import { Spin, Typography } from '@chronicle/antd-kit';
import { lazy, Suspense } from 'react';
import { InfoPage, InfoSection } from '../../components/info-page';
import { TextLink } from '../../components/text-link';
import { repositoryFileUrl } from '../../project-links';

const ReadmeMarkdown = lazy(() => import('./readme-markdown'));

/**
 * Chronicle's own documentation. Chronicle's repository is not a hosted project on a fresh
 * installation, so this is its README, built into the page (it answers on every installation,
 * offline too), not a public docs page.
 */
export default function DocsPage() {
  return (
    <InfoPage
      title="Documentation"
      intro={
        <>
          Chronicle&apos;s README, as shipped with this installation. The documents Chronicle writes for each repository
          it hosts are on that repository&apos;s page, <code>/&#123;slug&#125;/docs</code>.
        </>
      }
    >
      <InfoSection title="Also in the repository">
        <Typography.Paragraph>
          The <TextLink to={repositoryFileUrl('ARCHITECTURE.md')}>architecture</TextLink> and the{' '}
          <TextLink to={repositoryFileUrl('README.md')}>README</TextLink> on the repository&apos;s page; every route of the
          API in the <TextLink to="/api-reference">API reference</TextLink>.
        </Typography.Paragraph>
      </InfoSection>
      <Suspense fallback={<Spin />}>
        <ReadmeMarkdown />
      </Suspense>
    </InfoPage>
  );
}
