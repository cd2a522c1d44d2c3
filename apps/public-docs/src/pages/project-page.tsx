import { useDocumentTitle } from '@chronicle/ui';
import { DOCS_TEXTS } from '@chronicle/contracts';
import { useParams } from 'react-router-dom';
import { ErrorState } from '../components/error-state';
import { LoadingState } from '../components/loading-state';
import { NotFoundCard } from '../components/not-found-card';
import { usePublicProject } from '../features/public-project/api/get-public-project';
import { ProjectOverview } from '../features/public-project/components/project-overview';
import { PROJECT_TEXTS } from '../features/public-project/texts';
import { isNotFound } from '../lib/api-errors';

/** `/{slug}/docs`: a repository's public documentation — its facts and a card per document. */
export default function ProjectPage() {
  const { slug = '' } = useParams();
  const project = usePublicProject(slug);
  useDocumentTitle(project.data ? PROJECT_TEXTS.documentTitle(project.data.project.fullName) : null);

  if (project.isPending) return <LoadingState />;
  if (project.isError) {
    if (isNotFound(project.error)) return <NotFoundCard {...DOCS_TEXTS.projectNotFound} />;
    return <ErrorState title={PROJECT_TEXTS.errorTitle} fallback={PROJECT_TEXTS.errorFallback} error={project.error} retrying={project.isFetching} onRetry={() => void project.refetch()} />;
  }
  return <ProjectOverview view={project.data} />;
}
