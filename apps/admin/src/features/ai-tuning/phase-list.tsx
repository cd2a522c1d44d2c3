import { useState } from 'react';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Typography } from '@chronicle/antd-kit';
import { AI_TUNING_TEXTS, type AiPhaseView } from '@chronicle/contracts';
import { useAiPhases } from '../../api/get-ai-phases';
import { FactList } from '../../components/fact-list';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { AI_TUNING_PAGE_TEXTS as TEXTS } from '../../texts';
import styles from './ai-tuning.module.css';
import { EditPhaseDialog } from './edit-phase-dialog';
import { NewPhaseDialog } from './new-phase-dialog';
import { PhaseTags } from './phase-tags';

/** `commits` → `{commits}`, as it is written in a prompt. */
function placeholderText(name: string): string {
  return name.startsWith('{') ? name : `{${name}}`;
}

function PhaseCard({ phase, onEdit }: { phase: AiPhaseView; onEdit: () => void }) {
  const headingId = `phase-${phase.id}`;
  return (
    <Card size="small" className={styles.card}>
      <article aria-labelledby={headingId}>
        <div className={styles.cardHeading}>
          <Typography.Title level={2} id={headingId} className={styles.cardTitle}>
            {phase.name}
          </Typography.Title>
          <PhaseTags phase={phase} />
        </div>
        <Typography.Paragraph className={styles.text}>{phase.description}</Typography.Paragraph>
        <FactList
          facts={[
            { label: TEXTS.usedFor, value: phase.usedFor, wide: true },
            { label: TEXTS.order, value: String(phase.order) },
            { label: TEXTS.maxTokens, value: phase.maxTokens.toLocaleString('en-US') },
            { label: TEXTS.temperature, value: String(phase.temperature) },
            { label: TEXTS.placeholders, value: <code>{phase.placeholders.map(placeholderText).join(' ')}</code> },
          ]}
        />
        <div className={styles.actions}>
          <Button icon={<EditOutlined aria-hidden />} onClick={onEdit}>
            {TEXTS.edit}
          </Button>
        </div>
      </article>
    </Card>
  );
}

/** The AI Phases tab: 'New Phase', then every phase in its order with Custom or Built-in and Edit. */
export function PhaseList() {
  const phases = useAiPhases({ enabled: true });
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  if (phases.isPending) return <Loading />;
  if (phases.isError) {
    return <LoadError what={TEXTS.phasesLoadFailed} error={phases.error} onRetry={() => void phases.refetch()} retrying={phases.isFetching} />;
  }
  const sorted = [...phases.data].sort((a, b) => a.order - b.order);
  const editing = sorted.find((phase) => phase.id === editingId);
  return (
    <>
      <div className={styles.toolbar}>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {AI_TUNING_TEXTS.newPhase}
        </Button>
      </div>
      {sorted.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXTS.noPhases} />
      ) : (
        <ul className={styles.list}>
          {sorted.map((phase) => (
            <li key={phase.id}>
              <PhaseCard phase={phase} onEdit={() => setEditingId(phase.id)} />
            </li>
          ))}
        </ul>
      )}
      <NewPhaseDialog open={creating} phaseCount={phases.data.length} onClose={() => setCreating(false)} />
      {/* Mounted while open, so each opening starts from the phase as saved. */}
      {editing && <EditPhaseDialog key={editing.id} phase={editing} open onClose={() => setEditingId(null)} />}
    </>
  );
}
