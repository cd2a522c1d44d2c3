import { CloseOutlined } from '@ant-design/icons';
import { Button, Typography, theme } from '@chronicle/antd-kit';
import { PREVIEW_SAMPLE_COMMITS, type PreviewResult, type Project } from '@chronicle/contracts';
import { SecondaryText } from '@chronicle/ui';
import { FactList } from '../../components/fact-list';
import { shortSha } from '../../lib/format';
import { PREVIEW_TEXTS } from '../../texts';
import styles from './admin-panel.module.css';

/**
 * The preview (spec §2): the overview, commits found, estimated entries and up to five sample
 * commits. It closes with ×.
 */
export function PreviewPanel({ project, preview, onClose }: { project: Project; preview: PreviewResult; onClose: () => void }) {
  const { token } = theme.useToken();
  const headingId = `preview-${project.id}`;
  const { overview } = preview;
  return (
    <section className={styles.preview} aria-labelledby={headingId} style={{ background: token.colorFillQuaternary, borderRadius: token.borderRadiusLG }}>
      <div className={styles.previewHeading}>
        <Typography.Title level={4} id={headingId} className={styles.previewTitle}>
          {PREVIEW_TEXTS.title(project.fullName)}
        </Typography.Title>
        <Button type="text" icon={<CloseOutlined aria-hidden />} aria-label={PREVIEW_TEXTS.close} onClick={onClose} />
      </div>
      <FactList
        facts={[
          { label: PREVIEW_TEXTS.commitsFound, value: preview.commitCount.toLocaleString('en-US'), large: true },
          { label: PREVIEW_TEXTS.estimatedEntries, value: preview.estimatedEntries.toLocaleString('en-US'), large: true },
        ]}
      />
      <Typography.Title level={5} className={styles.previewSubtitle}>
        {PREVIEW_TEXTS.overview}
      </Typography.Title>
      <FactList
        facts={[
          { label: PREVIEW_TEXTS.primaryLanguage, value: overview.primaryLanguage ?? PREVIEW_TEXTS.unknown },
          { label: PREVIEW_TEXTS.timeSpan, value: overview.timeSpan },
          { label: PREVIEW_TEXTS.totalCommits, value: overview.totalCommits.toLocaleString('en-US') },
          { label: PREVIEW_TEXTS.structure, value: PREVIEW_TEXTS.structureText(overview.structure.files, overview.structure.folders), wide: true },
        ]}
      />
      <Typography.Title level={5} className={styles.previewSubtitle}>
        {PREVIEW_TEXTS.sampleCommits}
      </Typography.Title>
      {preview.sampleCommits.length === 0 ? (
        <SecondaryText>{PREVIEW_TEXTS.noSamples}</SecondaryText>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.samples}>
            <thead>
              <tr>
                <th scope="col">{PREVIEW_TEXTS.sha}</th>
                <th scope="col">{PREVIEW_TEXTS.author}</th>
                <th scope="col">{PREVIEW_TEXTS.message}</th>
              </tr>
            </thead>
            <tbody>
              {preview.sampleCommits.slice(0, PREVIEW_SAMPLE_COMMITS).map((commit) => (
                <tr key={commit.sha}>
                  <td>
                    <code title={commit.sha}>{shortSha(commit.sha)}</code>
                  </td>
                  <td>{commit.author}</td>
                  <td>{commit.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
