import type { ConnectedRepository } from '@chronicle/contracts';
import { useDisconnectRepository } from '../../api/disconnect-repository';
import { DangerButton } from '../../components/danger-button';
import { SectionCard } from '../../components/section-card';
import { useCodeHost } from '../../hooks/use-code-host';
import { SETTINGS_TEXTS } from '../../texts';
import { DeleteAccountRow } from './delete-account-row';
import { SettingRow } from './setting-row';

/** Danger Zone (spec §2): disconnect, or delete everything. Neither asks for confirmation. */
export function DangerZoneSection({ repository }: { repository: ConnectedRepository }) {
  const disconnect = useDisconnectRepository();
  const { texts } = useCodeHost();
  return (
    <SectionCard title={SETTINGS_TEXTS.dangerTitle} danger>
      <SettingRow title={SETTINGS_TEXTS.disconnectTitle} description={texts.disconnectDescription}>
        <DangerButton disabled={disconnect.isPending} onClick={() => disconnect.mutate(repository.id)}>
          {disconnect.isPending ? SETTINGS_TEXTS.disconnecting : SETTINGS_TEXTS.disconnectButton}
        </DangerButton>
      </SettingRow>
      <DeleteAccountRow />
    </SectionCard>
  );
}
