import { useActiveRepository } from '../../api/get-active-repository';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { useCodeHost } from '../../hooks/use-code-host';
import { LOAD_ERROR_TEXTS } from '../../texts';
import { ConnectRepositorySection } from './connect-repository-section';
import { DangerZoneSection } from './danger-zone-section';
import { DeleteAccountCard } from './delete-account-card';
import { LocalFoldersSection } from './local-folders-section';
import { PublishingSection } from './publishing-section';
import { RepositoryInformationSection } from './repository-information-section';
import { SummaryToneSection } from './summary-tone-section';
import { WebhookStatusSection } from './webhook-status-section';

/** The settings' sections, each shown when spec §2 says: by whether a repository is connected (and Public Page for a private one, ADR 0003; Folders in local mode). */
export function SettingsSections() {
  const active = useActiveRepository({ enabled: true });
  const { kind } = useCodeHost();
  if (active.isPending) return <Loading />;
  if (active.isError) {
    return <LoadError what={LOAD_ERROR_TEXTS.activeRepository} error={active.error} onRetry={() => void active.refetch()} retrying={active.isFetching} />;
  }
  const { repository } = active.data;
  return (
    <>
      {!repository && <ConnectRepositorySection />}
      {repository && <RepositoryInformationSection repository={repository} />}
      {repository?.isPrivate && <PublishingSection repository={repository} />}
      {repository && <WebhookStatusSection />}
      {kind === 'local' && <LocalFoldersSection />}
      <SummaryToneSection repository={repository} />
      {repository ? <DangerZoneSection repository={repository} /> : <DeleteAccountCard />}
    </>
  );
}
