import { PendingPage } from '@chronicle/ui';

export default function DashboardPage() {
  return (
    <PendingPage
      title="Dashboard"
      description="Your connected repository, its stats and the last 30 changelog entries, each with a copyable social snippet."
      owner="Connect a repository, receive pushes, publish changelog entries — end to end"
    />
  );
}
