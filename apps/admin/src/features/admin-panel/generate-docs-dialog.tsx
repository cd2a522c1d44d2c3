import { useId, useState } from 'react';
import { Button, Modal } from '@chronicle/antd-kit';
import { ADMIN_TEXTS, CLUSTERING_MODES, DEFAULT_CLUSTERING_MODE, MAX_COMMITS, type ClusteringMode, type Project } from '@chronicle/contracts';
import { panelAnalyzeOptions, useAnalyzeProject } from '../../api/analyze-project';
import { FieldNote, NativeInput, NativeSelect } from '../../components/native-field';
import { maxCommitsFrom } from '../../lib/max-commits';
import { GENERATE_TEXTS } from '../../texts';
import styles from './admin-panel.module.css';

const CLUSTERING_OPTIONS = CLUSTERING_MODES.map((mode) => ({ value: mode, label: GENERATE_TEXTS.clusteringModes[mode].label }));

type GenerateDocsDialogProps = { project: Project; open: boolean; onClose: () => void };

/**
 * Generate Docs (spec §2, §3 "Analysis options"): max commits and the clustering mode, then
 * 'Generate Documentation' starts an analysis with the documentation agents and every document type.
 */
export function GenerateDocsDialog({ project, open, onClose }: GenerateDocsDialogProps) {
  const id = useId();
  const [maxCommits, setMaxCommits] = useState(String(MAX_COMMITS.default));
  const [clustering, setClustering] = useState<ClusteringMode>(DEFAULT_CLUSTERING_MODE);
  const analyze = useAnalyzeProject();

  const reset = () => {
    setMaxCommits(String(MAX_COMMITS.default));
    setClustering(DEFAULT_CLUSTERING_MODE);
  };
  const start = () =>
    analyze.mutate(
      { id: project.id, options: panelAnalyzeOptions(maxCommitsFrom(maxCommits), clustering) },
      {
        onSuccess: () => {
          onClose();
          reset();
        },
      },
    );

  return (
    <Modal
      open={open}
      title={GENERATE_TEXTS.title(project.fullName)}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={analyze.isPending}>
          {GENERATE_TEXTS.cancel}
        </Button>,
        <Button key="start" type="primary" loading={analyze.isPending} onClick={start}>
          {ADMIN_TEXTS.generateDocumentation}
        </Button>,
      ]}
    >
      <form
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-max`} className={styles.label}>
            {GENERATE_TEXTS.maxCommits}
          </label>
          <NativeInput
            id={`${id}-max`}
            type="number"
            min={MAX_COMMITS.min}
            max={MAX_COMMITS.max}
            step={MAX_COMMITS.step}
            value={maxCommits}
            onChange={(event) => setMaxCommits(event.target.value)}
            aria-describedby={`${id}-max-hint`}
          />
          <FieldNote id={`${id}-max-hint`}>{GENERATE_TEXTS.maxCommitsHint}</FieldNote>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-clustering`} className={styles.label}>
            {GENERATE_TEXTS.clustering}
          </label>
          <NativeSelect
            id={`${id}-clustering`}
            value={clustering}
            options={CLUSTERING_OPTIONS}
            onChange={(value) => setClustering(value as ClusteringMode)}
            aria-describedby={`${id}-clustering-hint`}
          />
          <FieldNote id={`${id}-clustering-hint`}>{GENERATE_TEXTS.clusteringModes[clustering].description}</FieldNote>
        </div>
      </form>
    </Modal>
  );
}
