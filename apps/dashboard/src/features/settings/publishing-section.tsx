import { Radio } from '@chronicle/antd-kit';
import type { ConnectedRepository } from '@chronicle/contracts';
import { SecondaryText } from '@chronicle/ui';
import { useUpdatePublishing } from '../../api/update-publishing';
import { SectionCard } from '../../components/section-card';
import { SETTINGS_TEXTS } from '../../texts';
import styles from './settings.module.css';

const AUDIENCE_OPTIONS = [
  { value: 'owner', label: SETTINGS_TEXTS.publishingOwnerOnly },
  { value: 'everyone', label: SETTINGS_TEXTS.publishingEveryone },
];

/**
 * Public Page (an addition to the spec, ADR 0003): a private repository's changelog page and feed
 * are its owner's alone until the owner publishes them here. Shown for private repositories only;
 * a public repository's page is always public.
 */
export function PublishingSection({ repository }: { repository: ConnectedRepository }) {
  const save = useUpdatePublishing();
  const shown = save.isPending ? save.variables.published : repository.published;
  return (
    <SectionCard title={SETTINGS_TEXTS.publishingTitle}>
      <div className={styles.stack}>
        <SecondaryText>{SETTINGS_TEXTS.publishingDescription}</SecondaryText>
        <Radio.Group
          aria-label={SETTINGS_TEXTS.publishingLabel}
          value={shown ? 'everyone' : 'owner'}
          onChange={(event) => save.mutate({ id: repository.id, published: event.target.value === 'everyone' })}
          options={AUDIENCE_OPTIONS}
          disabled={save.isPending}
        />
      </div>
    </SectionCard>
  );
}
