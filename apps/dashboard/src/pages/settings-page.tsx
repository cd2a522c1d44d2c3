import { PendingPage } from '@chronicle/ui';

export default function SettingsPage() {
  return (
    <PendingPage
      title="Repository Settings"
      description="Connecting a repository, its public URL, webhook status, summary tone, and disconnecting or deleting your account."
      owner="Connect a repository, receive pushes, publish changelog entries — end to end"
    />
  );
}
