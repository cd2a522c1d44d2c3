import { useDocumentTitle } from '@chronicle/ui';
import { useParams } from 'react-router-dom';
import { usePublicChangelog } from '../features/public-changelog/api/get-public-changelog';
import { isNotFound } from '../lib/api-errors';
import { ChangelogError } from '../features/public-changelog/components/changelog-error';
import { ChangelogLoading } from '../features/public-changelog/components/changelog-loading';
import { ChangelogNotFound } from '../features/public-changelog/components/changelog-not-found';
import { PublicChangelog } from '../features/public-changelog/components/public-changelog';
import { usePageParam } from '../features/public-changelog/hooks/use-page-param';
import { PUBLIC_CHANGELOG_TEXTS } from '../features/public-changelog/texts';

/** `/{publicSlug}`: a repository's public changelog, twenty entries a page (`?page=N`). */
export default function PublicChangelogPage() {
  const { publicSlug = '' } = useParams();
  const [page, setPage] = usePageParam();
  const changelog = usePublicChangelog(publicSlug, page);
  useDocumentTitle(changelog.data ? PUBLIC_CHANGELOG_TEXTS.documentTitle(changelog.data.repository.fullName) : null);

  if (changelog.isPending) return <ChangelogLoading />;
  if (changelog.isError) {
    if (isNotFound(changelog.error)) return <ChangelogNotFound />;
    return <ChangelogError error={changelog.error} retrying={changelog.isFetching} onRetry={() => void changelog.refetch()} />;
  }
  return <PublicChangelog changelog={changelog.data} page={page} loadingPage={changelog.isPlaceholderData} onPageChange={setPage} />;
}
