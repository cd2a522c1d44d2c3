import { PendingPage } from '@chronicle/ui';

export default function DocumentPage() {
  return (
    <PendingPage
      title="Document"
      description="One generated document with its quality score, tokens used and generation time."
      owner="Public documentation pages (a later issue)"
    />
  );
}
