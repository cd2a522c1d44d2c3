import { PendingPage } from '@chronicle/ui';

export default function AdminPage() {
  return (
    <PendingPage
      title="Admin"
      description="Adding open-source repositories for analysis, previewing them and generating their documentation."
      owner="Admin panel (a later issue)"
    />
  );
}
