import { PendingPage } from '@chronicle/ui';

export default function AiTuningPage() {
  return (
    <PendingPage
      title="AI Tuning Dashboard"
      description="The AI phases, their prompts and settings, configurations and a test bench."
      owner="Admin panel (a later issue)"
    />
  );
}
