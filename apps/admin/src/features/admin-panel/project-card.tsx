import { useState } from 'react';
import { Card, Tag, Typography, theme } from '@chronicle/antd-kit';
import type { PreviewResult, Project } from '@chronicle/contracts';
import { SecondaryText } from '@chronicle/ui';
import { isRunning } from '../../api/get-project-status';
import { ADMIN_PANEL_TEXTS } from '../../texts';
import styles from './admin-panel.module.css';
import { AnalysisProgress } from './analysis-progress';
import { GenerateDocsDialog } from './generate-docs-dialog';
import { PreviewPanel } from './preview-panel';
import { ProjectActions } from './project-actions';
import { ProjectFacts } from './project-facts';
import { useAnalysisWatch } from './use-analysis-watch';

/** The Active badge keeps the body colour: antd's green as text is below WCAG AA on the light theme. */
function ActiveTag({ active }: { active: boolean }) {
  const { token } = theme.useToken();
  if (!active) return <Tag>{ADMIN_PANEL_TEXTS.inactive}</Tag>;
  return <Tag style={{ color: token.colorText, background: token.colorSuccessBg, borderColor: token.colorSuccessBorder }}>{ADMIN_PANEL_TEXTS.active}</Tag>;
}

/** One project: its facts, its actions, its running analysis and its preview. */
export function ProjectCard({ project }: { project: Project }) {
  const analysis = useAnalysisWatch(project);
  const running = isRunning(analysis);
  const [preview, setPreview] = useState<PreviewResult | null>(null);
  const [generating, setGenerating] = useState(false);
  const headingId = `project-${project.id}`;

  return (
    <Card size="small" className={styles.project}>
      <article aria-labelledby={headingId}>
        <div className={styles.projectHeading}>
          <Typography.Title level={3} id={headingId} className={styles.projectName}>
            {project.fullName}
          </Typography.Title>
          <ActiveTag active={project.isActive} />
        </div>
        <div className={styles.projectMeta}>
          <SecondaryText>{project.language ?? ADMIN_PANEL_TEXTS.noLanguage}</SecondaryText>
          <SecondaryText>★ {ADMIN_PANEL_TEXTS.stars(project.stars)}</SecondaryText>
        </div>
        <Typography.Paragraph className={styles.description}>{project.description ?? ADMIN_PANEL_TEXTS.noDescription}</Typography.Paragraph>
        <ProjectFacts project={project} />
        <ProjectActions
          project={project}
          disabled={running}
          onGenerate={() => setGenerating(true)}
          onPreview={setPreview}
        />
        {running && analysis && <AnalysisProgress analysis={analysis} />}
        {preview && <PreviewPanel project={project} preview={preview} onClose={() => setPreview(null)} />}
        <GenerateDocsDialog project={project} open={generating} onClose={() => setGenerating(false)} />
      </article>
    </Card>
  );
}
