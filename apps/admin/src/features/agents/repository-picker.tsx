import { useId } from 'react';
import { Tag } from '@chronicle/antd-kit';
import type { AgentRepository, SubscriptionTier } from '@chronicle/contracts';
import { SecondaryText } from '@chronicle/ui';
import { NativeSelect } from '../../components/native-field';
import { AGENTS_PAGE_TEXTS } from '../../texts';
import styles from './agents.module.css';

type RepositoryPickerProps = {
  repositories: AgentRepository[];
  chosen: AgentRepository;
  /** The tier the agents are checked against (the server's answer once it came). */
  tier: SubscriptionTier;
  onChoose: (id: string) => void;
};

/** The repository select: the user's connected repository, then (for an admin) the projects. */
export function RepositoryPicker({ repositories, chosen, tier, onChoose }: RepositoryPickerProps) {
  const id = useId();
  const options = repositories.map((repository) => ({
    value: repository.id,
    label: repository.fullName,
    group: repository.kind === 'connected' ? AGENTS_PAGE_TEXTS.yourRepository : AGENTS_PAGE_TEXTS.projects,
  }));
  return (
    <div className={styles.repositoryRow}>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {AGENTS_PAGE_TEXTS.repository}
        </label>
        <NativeSelect id={id} value={chosen.id} options={options} onChange={onChoose} aria-describedby={`${id}-tier`} />
      </div>
      <div className={styles.tier} id={`${id}-tier`}>
        <Tag>{AGENTS_PAGE_TEXTS.tier(tier)}</Tag>
        <SecondaryText>{AGENTS_PAGE_TEXTS.tierHint}</SecondaryText>
      </div>
    </div>
  );
}
