import type { PublicProjectView } from '@chronicle/contracts';
import pageStyles from '../../../components/page.module.css';
import { DocumentCardList } from './document-card-list';
import { ProjectAbout } from './project-about';
import { ProjectHeader } from './project-header';

/** A loaded project page: header, About, the document cards. */
export function ProjectOverview({ view }: { view: PublicProjectView }) {
  return (
    <div className={pageStyles.page}>
      <ProjectHeader project={view.project} />
      <ProjectAbout project={view.project} />
      <DocumentCardList slug={view.project.publicSlug} documents={view.documents} />
    </div>
  );
}
