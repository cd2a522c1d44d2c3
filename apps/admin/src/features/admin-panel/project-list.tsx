import { Empty } from '@chronicle/antd-kit';
import { useProjects } from '../../api/get-projects';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { SectionCard } from '../../components/section-card';
import { ADMIN_PANEL_TEXTS } from '../../texts';
import styles from './admin-panel.module.css';
import { ProjectCard } from './project-card';

/** Every project, newest first (spec §2), each with its facts, actions and analysis. */
export function ProjectList() {
  const projects = useProjects({ enabled: true });
  return (
    <SectionCard title={ADMIN_PANEL_TEXTS.projectsTitle}>
      {projects.isPending ? (
        <Loading />
      ) : projects.isError ? (
        <LoadError what={ADMIN_PANEL_TEXTS.projectsLoadFailed} error={projects.error} onRetry={() => void projects.refetch()} retrying={projects.isFetching} />
      ) : projects.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ADMIN_PANEL_TEXTS.noProjects} />
      ) : (
        <ul className={styles.projects}>
          {projects.data.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
