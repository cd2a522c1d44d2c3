import { GithubOutlined } from '@ant-design/icons';
import { Button, Typography } from '@chronicle/antd-kit';
import type { PublicProject } from '@chronicle/contracts';
import { SecondaryText } from '@chronicle/ui';
import { RepositoryFacts } from '../../../components/repository-facts';
import { ShareButton } from '../../../components/share-button';
import { projectPath } from '../../../lib/paths';
import { PROJECT_TEXTS } from '../texts';
import styles from './project.module.css';

/** Name (the page's h1), full name, stars, language; Share and View on GitHub. */
export function ProjectHeader({ project }: { project: PublicProject }) {
  return (
    <header className={styles.header}>
      <div className={styles.heading}>
        <Typography.Title level={1} className={styles.title}>
          {project.name}
        </Typography.Title>
        <SecondaryText className={styles.fullName}>{project.fullName}</SecondaryText>
        <RepositoryFacts project={project} />
      </div>
      <div className={styles.actions}>
        <ShareButton path={projectPath(project.publicSlug)} title={PROJECT_TEXTS.documentTitle(project.fullName)} />
        {project.htmlUrl ? (
          <Button href={project.htmlUrl} target="_blank" rel="noopener noreferrer" icon={<GithubOutlined aria-hidden />}>
            {PROJECT_TEXTS.viewOnGithub}
          </Button>
        ) : null}
      </div>
    </header>
  );
}
