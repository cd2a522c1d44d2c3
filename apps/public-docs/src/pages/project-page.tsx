import { PendingPage } from '@chronicle/ui';

export default function ProjectPage() {
  return (
    <PendingPage
      title="Project Documentation"
      description="A public project page with its documents and their quality scores."
      owner="Public documentation pages (a later issue)"
    />
  );
}
