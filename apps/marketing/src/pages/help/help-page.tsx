import { Typography } from '@chronicle/antd-kit';
import { Faq } from '../../components/faq';
import { InfoPage, InfoSection } from '../../components/info-page';
import { TextLink } from '../../components/text-link';

export default function HelpPage() {
  return (
    <InfoPage title="Help Center" intro="How Chronicle works, how to run it without GitHub, and answers to the questions people ask first.">
      <InfoSection title="Getting started">
        <ul>
          <li>Sign in, then open Settings and connect one repository.</li>
          <li>
            Every push to its default branch becomes a changelog entry: a headline, a summary and a social snippet, written
            in the tone you chose (professional or playful).
          </li>
          <li>
            The entries appear on your dashboard and on the repository&apos;s public page, <code>/&#123;slug&#125;</code>,
            which also offers an Atom feed. Its documents are at <code>/&#123;slug&#125;/docs</code>.
          </li>
          <li>A private repository&apos;s public page is yours alone until you choose &quot;Everyone with the link&quot; in Settings → Public Page.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Local mode">
        <Typography.Paragraph>
          With no GitHub OAuth app configured, Chronicle runs in local mode: &quot;Sign in&quot; signs you in as a single
          local user, who is an admin. It is allowed only while Chronicle listens on a loopback address, unless{' '}
          <code>CHRONICLE_LOCAL_MODE=1</code> says you mean it.
        </Typography.Paragraph>
        <ul>
          <li>
            The repositories you can connect are the git repositories in the folders named by <code>CHRONICLE_LOCAL_REPOS</code>{' '}
            (comma-separated; each folder is a repository or holds repositories one level down). By default it is the folder
            Chronicle was started in.
          </li>
          <li>
            The connected repository&apos;s branch is read every <code>CHRONICLE_POLL_SECONDS</code> seconds (10 by default);
            the commits since the last read become one entry, as a push to GitHub would.
          </li>
          <li>To add a folder, add it to <code>CHRONICLE_LOCAL_REPOS</code> and start Chronicle again.</li>
          <li>Local repositories count as private: their public page is yours alone until you publish it.</li>
        </ul>
      </InfoSection>
      <Faq />
      <InfoSection title="Still stuck?">
        <Typography.Paragraph>
          The <TextLink to="/docs">documentation</TextLink> covers configuration, the API and security; the{' '}
          <TextLink to="/api-reference">API reference</TextLink> lists every route. To reach the maintainers, see{' '}
          <TextLink to="/contact">Contact</TextLink>.
        </Typography.Paragraph>
      </InfoSection>
    </InfoPage>
  );
}
