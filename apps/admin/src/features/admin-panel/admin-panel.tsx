import { useSession } from '@chronicle/ui';
import { AdminPage } from '../../components/admin-page';
import { ADMIN_PANEL_TEXTS } from '../../texts';
import { AddProjectForm } from './add-project-form';
import { ProjectList } from './project-list';
import { UsersSection } from './users-section';

/** The panel an administrator sees: the form that adds a repository, the projects, then the users and their plans. */
export function AdminPanel() {
  const localMode = useSession().user?.codeHost.kind === 'local';
  return (
    <AdminPage title={ADMIN_PANEL_TEXTS.title} intro={localMode ? ADMIN_PANEL_TEXTS.localIntro : ADMIN_PANEL_TEXTS.intro}>
      <AddProjectForm />
      <ProjectList />
      <UsersSection />
    </AdminPage>
  );
}
