import { PendingPage } from '@chronicle/ui';

export default function AgentsPage() {
  return (
    <PendingPage
      title="Documentation Agents"
      description="Choosing a repository, selecting documentation agents and running them, with recent jobs."
      owner="Admin panel (a later issue)"
    />
  );
}
