import { Spin, Typography } from '@chronicle/antd-kit';
import { ADMIN_TEXTS, type AnalysisJob } from '@chronicle/contracts';
import { SecondaryText } from '@chronicle/ui';
import { ProgressBar } from '../../components/progress-bar';
import { PROGRESS_TEXTS } from '../../texts';
import styles from './admin-panel.module.css';

/**
 * The spec's note while an analysis runs ('Analyzing repository commits...'), and beyond the spec
 * the live figures the status route reports: the step, the commits read and the documents written.
 */
export function AnalysisProgress({ analysis }: { analysis: AnalysisJob }) {
  const { documentsDone, documentsTotal } = analysis;
  const percent = documentsTotal > 0 ? (documentsDone / documentsTotal) * 100 : 0;
  return (
    <div className={styles.progress}>
      {/* Only the note is announced: the figures change every poll and would be read out each time. */}
      <div className={styles.progressNote} role="status">
        <Spin size="small" />
        <div>
          <Typography.Text strong>{ADMIN_TEXTS.analyzingNote}</Typography.Text>
          <br />
          <SecondaryText>{ADMIN_TEXTS.analyzingHint}</SecondaryText>
        </div>
      </div>
      <ul className={styles.progressFigures}>
        <li>
          {PROGRESS_TEXTS.phase}: {PROGRESS_TEXTS.phases[analysis.phase]}
        </li>
        <li>{PROGRESS_TEXTS.commitsRead(analysis.commitsRead)}</li>
        {documentsTotal > 0 && <li>{PROGRESS_TEXTS.documents(documentsDone, documentsTotal)}</li>}
      </ul>
      {documentsTotal > 0 && <ProgressBar percent={percent} label={PROGRESS_TEXTS.documentsBar} />}
    </div>
  );
}
