import { useState } from 'react';
import { Alert, Button } from '@chronicle/antd-kit';
import { SecondaryText } from '@chronicle/ui';
import { connectInput, useConnectRepository } from '../../api/connect-repository';
import { useRepositories } from '../../api/get-repositories';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { NativeSelect } from '../../components/native-field';
import { SectionCard } from '../../components/section-card';
import { useCodeHost } from '../../hooks/use-code-host';
import { readStoredTone } from '../../hooks/use-stored-tone';
import { SETTINGS_TEXTS } from '../../texts';
import styles from './settings.module.css';

/** Connect Repository (spec §2): choose one of the user's unconnected repositories (GitHub's, or the local ones). */
export function ConnectRepositorySection() {
  const repositories = useRepositories({ enabled: true });
  const connect = useConnectRepository();
  const { texts } = useCodeHost();
  const [selectedId, setSelectedId] = useState<number>();

  const available = repositories.data?.filter((repository) => !repository.connected) ?? [];
  const selected = available.find((repository) => repository.id === selectedId);
  const submit = () => {
    // The tone chosen in this browser goes with the connection (DESIGN.md, deliberate departures).
    if (selected) connect.mutate(connectInput(selected, readStoredTone()), { onSuccess: () => setSelectedId(undefined) });
  };

  return (
    <SectionCard title={SETTINGS_TEXTS.connectTitle}>
      <div className={styles.stack}>
        <SecondaryText>{texts.connectDescription}</SecondaryText>
        {texts.addRepositoriesHint && <SecondaryText>{texts.addRepositoriesHint}</SecondaryText>}
        {repositories.isPending ? (
          <Loading text={SETTINGS_TEXTS.loadingRepositories} />
        ) : repositories.isError ? (
          <LoadError
            what={texts.repositoriesLoadError}
            error={repositories.error}
            onRetry={() => void repositories.refetch()}
            retrying={repositories.isFetching}
          />
        ) : available.length === 0 ? (
          <Alert type="info" showIcon title={texts.noRepositories} />
        ) : (
          <div className={styles.connectRow}>
            <NativeSelect
              className={styles.select}
              aria-label={SETTINGS_TEXTS.selectPlaceholder}
              placeholder={SETTINGS_TEXTS.selectPlaceholder}
              value={selected ? String(selected.id) : undefined}
              onChange={(id) => setSelectedId(Number(id))}
              options={available.map((repository) => ({ value: String(repository.id), label: repository.full_name }))}
              disabled={connect.isPending}
            />
            <Button type="primary" disabled={!selected || connect.isPending} onClick={submit}>
              {connect.isPending ? SETTINGS_TEXTS.connecting : SETTINGS_TEXTS.connectButton}
            </Button>
          </div>
        )}
      </div>
    </SectionCard>
  );
}
