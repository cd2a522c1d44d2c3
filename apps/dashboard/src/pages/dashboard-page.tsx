import page from '../components/page.module.css';
import { RequireSession } from '../components/require-session';
import { DashboardHeader } from '../features/dashboard/dashboard-header';
import { RepositoryOverview } from '../features/dashboard/repository-overview';
import { useLiveUpdates } from '../hooks/use-live-updates';

/** /dashboard (spec §2): the signed-in user's repository, its stats and its recent entries. */
export default function DashboardPage() {
  return (
    <RequireSession>
      {(user) => (
        <div className={page.page}>
          <DashboardHeader user={user} />
          <LiveRepositoryOverview />
        </div>
      )}
    </RequireSession>
  );
}

/** The overview, kept current by the live updates while it is shown (only signed in: inside RequireSession). */
function LiveRepositoryOverview() {
  useLiveUpdates();
  return <RepositoryOverview />;
}
