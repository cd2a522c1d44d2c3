import { useDocumentTitle } from '@chronicle/ui';
import { AdminGate } from '../components/admin-gate';
import { AdminPanel } from '../features/admin-panel/admin-panel';
import { ADMIN_PANEL_TEXTS } from '../texts';

/** /admin (spec §2, "Admin open-source panel"): add repositories, preview, analyze, delete. */
export default function AdminPage() {
  useDocumentTitle(ADMIN_PANEL_TEXTS.documentTitle);
  return <AdminGate texts={ADMIN_PANEL_TEXTS}>{() => <AdminPanel />}</AdminGate>;
}
