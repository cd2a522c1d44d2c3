import { useState } from 'react';
import { PlayCircleOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Tabs } from '@chronicle/antd-kit';
import { AGENT_CATEGORY_TABS, AGENTS_TEXTS, type AgentList, type AgentRepository, type AgentView } from '@chronicle/contracts';
import { SecondaryText } from '@chronicle/ui';
import { useRunAgents } from '../../api/run-agents';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { SectionCard } from '../../components/section-card';
import { TabLabel } from '../../components/tab-label';
import { AGENTS_PAGE_TEXTS } from '../../texts';
import { AgentOption } from './agent-option';
import styles from './agents.module.css';

type AgentPickerProps = { repository: AgentRepository; agents: UseQueryResult<AgentList, unknown> };

/**
 * The agents by category tab (All, Core, Structure, Operations, Quality), a checkbox each — those
 * outside the repository's tier greyed out and not selectable (spec §5) — and 'Run Selected
 * Agents', enabled only with a selection. The choice holds across tabs.
 */
export function AgentPicker({ repository, agents }: AgentPickerProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [tab, setTab] = useState<string>(AGENT_CATEGORY_TABS[0].key);
  const run = useRunAgents();

  const toggle = (agent: AgentView, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(agent.id);
      else next.delete(agent.id);
      return next;
    });

  // Only what can run counts: an agent the tier no longer includes is dropped from the choice.
  const runnable = (agents.data?.agents ?? []).filter((agent) => agent.available && selected.has(agent.id)).map((agent) => agent.id);
  const start = () =>
    run.mutate({ repository_id: repository.id, agent_ids: runnable }, { onSuccess: () => setSelected(new Set()) });

  return (
    <SectionCard title={AGENTS_PAGE_TEXTS.agentsTitle}>
      {agents.isPending ? (
        <Loading />
      ) : agents.isError ? (
        <LoadError what={AGENTS_PAGE_TEXTS.agentsLoadFailed} error={agents.error} onRetry={() => void agents.refetch()} retrying={agents.isFetching} />
      ) : (
        <>
          <Tabs
            aria-label={AGENTS_PAGE_TEXTS.categoriesLabel}
            activeKey={tab}
            onChange={setTab}
            items={AGENT_CATEGORY_TABS.map((category) => {
              const shown = agents.data.agents.filter((agent) => category.category === null || agent.category === category.category);
              return {
                key: category.key,
                label: <TabLabel active={tab === category.key}>{category.label}</TabLabel>,
                children:
                  shown.length === 0 ? (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={AGENTS_PAGE_TEXTS.noAgentsInCategory} />
                  ) : (
                    <ul className={styles.agents}>
                      {shown.map((agent) => (
                        <AgentOption
                          key={agent.id}
                          agent={agent}
                          checked={selected.has(agent.id)}
                          // While another repository's list is still shown, nothing can be chosen from it.
                          disabled={run.isPending || agents.isPlaceholderData}
                          onChange={(on) => toggle(agent, on)}
                        />
                      ))}
                    </ul>
                  ),
              };
            })}
          />
          <div className={styles.runRow}>
            <Button type="primary" icon={<PlayCircleOutlined aria-hidden />} disabled={runnable.length === 0} loading={run.isPending} onClick={start}>
              {AGENTS_TEXTS.runSelected}
            </Button>
            <SecondaryText>
              <span aria-live="polite">{AGENTS_PAGE_TEXTS.selected(runnable.length)}</span>
            </SecondaryText>
            {runnable.length > 0 && !run.isPending && (
              <Button size="small" onClick={() => setSelected(new Set())}>
                {AGENTS_PAGE_TEXTS.clearSelection}
              </Button>
            )}
          </div>
        </>
      )}
    </SectionCard>
  );
}
