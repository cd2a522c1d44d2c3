// Standalone development only: inside the shell these pages get the shell's providers.
import { Route } from 'react-router-dom';
import { renderStandalone } from '@chronicle/ui';
import AdminPage from './pages/admin-page';
import AiTuningPage from './pages/ai-tuning-page';
import AgentsPage from './pages/agents-page';

renderStandalone(
  <>
    <Route path="/admin" element={<AdminPage />} />
    <Route path="/ai-tuning" element={<AiTuningPage />} />
    <Route path="/agents" element={<AgentsPage />} />
  </>,
);
