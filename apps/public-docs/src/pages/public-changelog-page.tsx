import { PendingPage } from '@chronicle/ui';

export default function PublicChangelogPage() {
  return (
    <PendingPage
      title="Public Changelog"
      description="The public changelog of a connected repository: every push to main as an entry."
      owner="Connect a repository, receive pushes, publish changelog entries — end to end"
    />
  );
}
