import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Empty } from '@chronicle/antd-kit';
import { AGENTS_TEXTS, QUERY_KEYS, type AgentView } from '@chronicle/contracts';
import { isUnfinished, useAgentJobs } from '../../api/get-agent-jobs';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { SectionCard } from '../../components/section-card';
import { AGENTS_PAGE_TEXTS } from '../../texts';
import { JobRow } from './job-row';
import styles from './agents.module.css';
import { useNow } from './use-now';

/**
 * The repository's recent jobs, newest first. While one is queued or running the list is polled
 * (every 1.5 s, and only then); when a job this page saw unfinished ends, the agents are asked
 * again, so their last run shows the new one.
 */
export function RecentJobs({ repositoryId, agents }: { repositoryId: string; agents: AgentView[] }) {
  const queryClient = useQueryClient();
  const jobs = useAgentJobs(repositoryId);
  const now = useNow();
  const names = new Map(agents.map((agent) => [agent.id, agent.name]));

  const unfinished = (jobs.data ?? []).filter(isUnfinished).map((job) => job.id);
  const seenUnfinished = useRef<ReadonlySet<string>>(new Set());
  const unfinishedKey = unfinished.join(',');
  useEffect(() => {
    const ended = [...seenUnfinished.current].some((id) => !unfinished.includes(id));
    seenUnfinished.current = new Set(unfinished);
    if (ended) void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.agents(repositoryId), exact: true });
    // Only the set of unfinished jobs matters, not every progress figure.
  }, [unfinishedKey, repositoryId]);

  return (
    <SectionCard title={AGENTS_TEXTS.recentJobs}>
      {jobs.isPending ? (
        <Loading />
      ) : jobs.isError ? (
        <LoadError what={AGENTS_PAGE_TEXTS.jobsLoadFailed} error={jobs.error} onRetry={() => void jobs.refetch()} retrying={jobs.isFetching} />
      ) : jobs.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={AGENTS_PAGE_TEXTS.noJobs} />
      ) : (
        <ul className={styles.jobs}>
          {jobs.data.map((job) => (
            <JobRow key={job.id} job={job} agentNames={job.agents.map((id) => names.get(id) ?? id)} now={now} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
