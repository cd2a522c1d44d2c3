import { AdminPage } from '../../components/admin-page';
import { ADMIN_PANEL_TEXTS } from '../../texts';
import { AddProjectForm } from './add-project-form';
import { ProjectList } from './project-list';

/** The panel an administrator sees: the form that adds a repository, then the projects. */
export function AdminPanel() {
  return (
    <AdminPage title={ADMIN_PANEL_TEXTS.title} intro={ADMIN_PANEL_TEXTS.intro}>
      <AddProjectForm />
      <ProjectList />
    </AdminPage>
  );
}
