import { useState } from 'react';
import { Radio } from '@chronicle/antd-kit';
import type { ConnectedRepository, SummaryTone } from '@chronicle/contracts';
import { SecondaryText } from '@chronicle/ui';
import { useUpdateTone } from '../../api/update-tone';
import { SectionCard } from '../../components/section-card';
import { useStoredTone } from '../../hooks/use-stored-tone';
import { SETTINGS_TEXTS } from '../../texts';
import styles from './settings.module.css';

const TONE_OPTIONS: { value: SummaryTone; label: string }[] = [
  { value: 'professional', label: SETTINGS_TEXTS.toneProfessional },
  { value: 'playful', label: SETTINGS_TEXTS.tonePlayful },
];

/**
 * Summary Tone (spec §2): kept in this browser under `summaryTone`, and — when a repository is
 * connected — saved with it, since the texts written for its pushes use the saved one (DESIGN.md).
 * While connected, the choice shown is the saved one.
 */
export function SummaryToneSection({ repository }: { repository: ConnectedRepository | null }) {
  const [storedTone, storeTone] = useStoredTone();
  const save = useUpdateTone({ onSaved: storeTone });
  // The choice being saved shows at once; a failed save falls back to the saved tone.
  const [saving, setSaving] = useState<SummaryTone | null>(null);
  const shown = repository ? (saving ?? repository.tone) : storedTone;

  const choose = (tone: SummaryTone) => {
    if (!repository) return storeTone(tone);
    setSaving(tone);
    save.mutate({ id: repository.id, tone }, { onSettled: () => setSaving(null) });
  };

  return (
    <SectionCard title={SETTINGS_TEXTS.toneTitle}>
      <div className={styles.stack}>
        <SecondaryText>{SETTINGS_TEXTS.toneDescription}</SecondaryText>
        <Radio.Group
          aria-label={SETTINGS_TEXTS.toneTitle}
          value={shown}
          onChange={(event) => choose(event.target.value as SummaryTone)}
          options={TONE_OPTIONS}
          disabled={save.isPending}
        />
      </div>
    </SectionCard>
  );
}
