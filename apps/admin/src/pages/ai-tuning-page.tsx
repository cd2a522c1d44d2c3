import { useDocumentTitle } from '@chronicle/ui';
import { AdminGate } from '../components/admin-gate';
import { AiTuningPanel } from '../features/ai-tuning/ai-tuning-panel';
import { AI_TUNING_PAGE_TEXTS } from '../texts';

/** /ai-tuning (spec §2, "AI Tuning Dashboard"): admin only, like the admin panel. */
export default function AiTuningPage() {
  useDocumentTitle(AI_TUNING_PAGE_TEXTS.documentTitle);
  return <AdminGate texts={AI_TUNING_PAGE_TEXTS}>{() => <AiTuningPanel />}</AdminGate>;
}
