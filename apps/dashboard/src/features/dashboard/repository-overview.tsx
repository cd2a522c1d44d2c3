import { useActiveRepository } from '../../api/get-active-repository';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { LOAD_ERROR_TEXTS } from '../../texts';
import { ActiveRepositoryCard } from './active-repository-card';
import { EntriesCard } from './entries-card';
import { FailedPushesAlert } from './failed-pushes-alert';
import { NoRepositoryCard } from './no-repository-card';
import { StatTiles } from './stat-tiles';

/** The dashboard's body: the connected repository with its stats and entries, or the way to connect one. */
export function RepositoryOverview() {
  const active = useActiveRepository({ enabled: true });
  if (active.isPending) return <Loading />;
  if (active.isError) {
    return <LoadError what={LOAD_ERROR_TEXTS.activeRepository} error={active.error} onRetry={() => void active.refetch()} retrying={active.isFetching} />;
  }
  const { repository, stats } = active.data;
  if (!repository) return <NoRepositoryCard />;
  return (
    <>
      <ActiveRepositoryCard repository={repository} />
      <StatTiles stats={stats} />
      {stats && stats.failedPushes > 0 && <FailedPushesAlert count={stats.failedPushes} />}
      <EntriesCard />
    </>
  );
}
