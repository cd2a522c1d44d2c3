import { useState } from 'react';
import { Empty, theme } from '@chronicle/antd-kit';
import { Link } from 'react-router-dom';
import { useAgentRepositories } from '../../api/get-agent-repositories';
import { useAgents } from '../../api/get-agents';
import { AdminPage } from '../../components/admin-page';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { SectionCard } from '../../components/section-card';
import { AGENTS_PAGE_TEXTS } from '../../texts';
import { AgentPicker } from './agent-picker';
import { RecentJobs } from './recent-jobs';
import { RepositoryPicker } from './repository-picker';

function NoRepositories() {
  const { token } = theme.useToken();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          {AGENTS_PAGE_TEXTS.noRepositories}{' '}
          {/* The body colour, underlined: antd's link blue on the dark background is below WCAG AA. */}
          <Link to="/settings" style={{ color: token.colorText, textDecoration: 'underline' }}>
            {AGENTS_PAGE_TEXTS.connectFirst}
          </Link>
        </>
      }
    />
  );
}

/**
 * The agents page of a signed-in user (spec §2): a repository, its agents by category with a
 * checkbox each, 'Run Selected Agents', and the repository's recent jobs, live while one runs.
 */
export function AgentsPanel() {
  const repositories = useAgentRepositories({ enabled: true });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = repositories.data ?? [];
  const repository = list.find((candidate) => candidate.id === chosenId) ?? list[0] ?? null;
  const agents = useAgents(repository?.id ?? null);

  return (
    <AdminPage title={AGENTS_PAGE_TEXTS.title} intro={AGENTS_PAGE_TEXTS.intro}>
      <SectionCard title={AGENTS_PAGE_TEXTS.repository}>
        {repositories.isPending ? (
          <Loading />
        ) : repositories.isError ? (
          <LoadError
            what={AGENTS_PAGE_TEXTS.repositoriesLoadFailed}
            error={repositories.error}
            onRetry={() => void repositories.refetch()}
            retrying={repositories.isFetching}
          />
        ) : repository === null ? (
          <NoRepositories />
        ) : (
          <RepositoryPicker repositories={list} chosen={repository} tier={agents.data && !agents.isPlaceholderData ? agents.data.tier : repository.tier} onChoose={setChosenId} />
        )}
      </SectionCard>
      {repository && (
        <>
          {/* Keyed by repository: a choice, or a job seen running, is not carried to another. */}
          <AgentPicker key={`agents-${repository.id}`} repository={repository} agents={agents} />
          <RecentJobs key={`jobs-${repository.id}`} repositoryId={repository.id} agents={agents.data?.agents ?? []} />
        </>
      )}
    </AdminPage>
  );
}
