import { useState } from 'react';
import { Empty, Typography, theme } from '@chronicle/antd-kit';
import { Link } from 'react-router-dom';
import { SecondaryParagraph } from '@chronicle/ui';
import { useAgentRepositories } from '../../api/get-agent-repositories';
import { useAgents } from '../../api/get-agents';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { SectionCard } from '../../components/section-card';
import { AGENTS_PAGE_TEXTS } from '../../texts';
import { AgentPicker } from './agent-picker';
import styles from './agents.module.css';
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
    <div className={styles.page}>
      <header className={styles.header}>
        <Typography.Title level={1} className={styles.title}>
          {AGENTS_PAGE_TEXTS.title}
        </Typography.Title>
        <SecondaryParagraph className={styles.intro}>{AGENTS_PAGE_TEXTS.intro}</SecondaryParagraph>
      </header>
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
    </div>
  );
}
