import { AdminGate } from '../features/admin-panel/admin-gate';
import { AdminPanel } from '../features/admin-panel/admin-panel';
import { useDocumentTitle } from '../features/admin-panel/use-document-title';
import { ADMIN_PANEL_TEXTS } from '../texts';

/** /admin (spec §2, "Admin open-source panel"): add repositories, preview, analyze, delete. */
export default function AdminPage() {
  useDocumentTitle(ADMIN_PANEL_TEXTS.documentTitle);
  return <AdminGate>{() => <AdminPanel />}</AdminGate>;
}
