import { Typography } from '@chronicle/antd-kit';
import { InfoPage, InfoSection } from '../../components/info-page';
import { TextLink } from '../../components/text-link';

// Each statement here is what the code does (apps/api/src/database/*.table.ts, the purges and
// account modules, the session and sign-in cookies, the logging module, the public view counter);
// change them together.
export default function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy"
      intro="What Chronicle stores, for how long, what it sends elsewhere and how to delete it. Chronicle is software that someone runs: this installation's operator decides where its database, files and logs live."
    >
      <InfoSection title="What Chronicle stores">
        <ul>
          <li>
            <strong>Your account:</strong> your code host username, display name and avatar address, your plan and your role
            (user or admin), and when the account was created.
          </li>
          <li>
            <strong>Your code host sign-in:</strong> your user id and login there, the scopes you granted and its access token,
            encrypted (AES-256-GCM). With GitHub, Chronicle asks for <code>read:user</code> and <code>repo</code>: it reads
            your repositories and creates the push webhook of the one you connect.
          </li>
          <li>
            <strong>Sessions:</strong> one row per sign-in, holding only a SHA-256 hash of the session token, with its start
            and its expiry 30 days later.
          </li>
          <li>
            <strong>Repositories you connect:</strong> their owner, name, branch, public address, the tone you chose, whether
            the public page is published, the webhook&apos;s id and secret (the secret encrypted), and the number of views of
            the public page.
          </li>
          <li>
            <strong>Push deliveries:</strong> each push as the code host sent it (for a local repository, as Chronicle read it
            from git). A push names its commits with their messages and their authors&apos; names and email addresses.
          </li>
          <li>
            <strong>Changelog entries and documents:</strong> the texts written for each push, the commits they were made from,
            and the documents written from the repository, with their scores and what they cost.
          </li>
          <li>
            <strong>Copies of repositories:</strong> to read a push or write documents, Chronicle clones a GitHub repository
            into its data folder (a local repository is read where it is) and keeps caches of what it read there.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Visitors of public pages">
        <Typography.Paragraph>
          A view of a public changelog page is counted once per visitor and day. The visitor is stored only as a keyed hash
          (HMAC-SHA256) of the day, the network address and the browser&apos;s User-Agent, never the address itself; the same
          person gets an unrelated hash the next day. These rows are deleted once they are older than yesterday; only the
          count remains.
        </Typography.Paragraph>
      </InfoSection>
      <InfoSection title="Cookies and browser storage">
        <ul>
          <li>
            <code>chronicle_session</code>: your session while you are signed in, for up to 30 days. Scripts cannot read it
            (httpOnly) and other sites cannot send it with their forms (SameSite=Lax).
          </li>
          <li>
            <code>chronicle_oauth_state</code>: during a GitHub sign-in only, for at most 10 minutes, to check that the answer
            belongs to the sign-in you started.
          </li>
          <li>
            In the browser&apos;s local storage: <code>theme</code> (light or dark), which only the page reads, and{' '}
            <code>summaryTone</code> (the tone you picked), which is also saved with your connected repository; deleting your
            account removes it from this browser.
          </li>
        </ul>
        <Typography.Paragraph>There are no analytics, advertising or third-party cookies.</Typography.Paragraph>
      </InfoSection>
      <InfoSection title="Logs and limits">
        <Typography.Paragraph>
          The server logs one line per request: the method, the address, the headers (with cookies and authorization
          removed), the network address of the client and the answer&apos;s status. Chronicle never deletes these lines;
          how long they are kept is up to whoever runs it. To limit how often one client may
          call the public and sign-in routes, requests are counted per network address for one minute, in memory or in
          Redis.
        </Typography.Paragraph>
      </InfoSection>
      <InfoSection title="What is sent elsewhere">
        <ul>
          <li>To your code host (GitHub): calls made with your token to list your repositories, read them and manage the webhook.</li>
          <li>
            To a model server, only if the operator configured one (<code>OPENAI_BASE_URL</code>): the commit messages of a
            push, to write its entry, and facts read from the repository, to write a document&apos;s prose. Without one,
            Chronicle writes every text itself and sends nothing.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Deleting your data">
        <ul>
          <li>Sign out ends the session on the server, not only in the browser.</li>
          <li>You can delete any single changelog entry from your dashboard.</li>
          <li>
            Disconnecting a repository removes its webhook and stops new entries; its entries, documents and public page stay
            until you delete your account.
          </li>
          <li>
            <strong>Delete Account</strong> (Settings → Danger Zone) removes the webhook at the code host, then deletes your
            account and everything that belongs to it: your code host sign-in and token, your sessions, your repositories
            (connected or not, and for an admin the projects they added), their deliveries, entries, documents, jobs and page-view counts. It signs you out.
          </li>
          <li>
            Expired sessions, and page visits older than yesterday, are deleted every hour.
          </li>
          <li>
            Not deleted with an account: the copies of repositories and the caches in the data folder (they are shared by
            everyone who connects the same repository), the server&apos;s logs, and what the code host itself holds.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Questions">
        <Typography.Paragraph>
          See <TextLink to="/contact">Contact</TextLink>.
        </Typography.Paragraph>
      </InfoSection>
    </InfoPage>
  );
}
