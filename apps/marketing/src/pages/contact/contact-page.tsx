import { Typography } from '@chronicle/antd-kit';
import { InfoPage, InfoSection } from '../../components/info-page';
import { TextLink } from '../../components/text-link';
import { ISSUES_URL, REPOSITORY_URL } from '../../project-links';

export default function ContactPage() {
  return (
    <InfoPage title="Contact" intro="Chronicle is developed in the open: its maintainers answer in the project's repository.">
      <InfoSection title="Questions, bugs and ideas">
        <Typography.Paragraph>
          Open an issue in the <TextLink to={ISSUES_URL}>repository&apos;s issue tracker</TextLink>. Say what you did, what
          you expected and what happened instead; the version is in <code>/api/health</code>. Please leave tokens, keys
          and private code out of the issue: it is public.
        </Typography.Paragraph>
      </InfoSection>
      <InfoSection title="The code">
        <Typography.Paragraph>
          The source, its history and its documentation are at <TextLink to={REPOSITORY_URL}>{REPOSITORY_URL}</TextLink>.
        </Typography.Paragraph>
      </InfoSection>
      <InfoSection title="Before you write">
        <Typography.Paragraph>
          The <TextLink to="/help">Help Center</TextLink> answers the common questions.
        </Typography.Paragraph>
      </InfoSection>
    </InfoPage>
  );
}
