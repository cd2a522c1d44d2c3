import { Typography } from '@chronicle/antd-kit';
import { SecondaryParagraph } from '@chronicle/ui';
import { ADMIN_PANEL_TEXTS } from '../../texts';
import { AddProjectForm } from './add-project-form';
import styles from './admin-panel.module.css';
import { ProjectList } from './project-list';

/** The panel an administrator sees: the form that adds a repository, then the projects. */
export function AdminPanel() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Typography.Title level={1} className={styles.title}>
          {ADMIN_PANEL_TEXTS.title}
        </Typography.Title>
        <SecondaryParagraph className={styles.intro}>{ADMIN_PANEL_TEXTS.intro}</SecondaryParagraph>
      </header>
      <AddProjectForm />
      <ProjectList />
    </div>
  );
}
