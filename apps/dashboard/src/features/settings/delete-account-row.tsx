import { useDeleteAccount } from '../../api/delete-account';
import { DangerButton } from '../../components/danger-button';
import { SETTINGS_TEXTS } from '../../texts';
import { SettingRow } from './setting-row';

/** 'Delete All Data' with its 'Delete Account' button (spec §2). */
export function DeleteAccountRow() {
  const remove = useDeleteAccount();
  return (
    <SettingRow title={SETTINGS_TEXTS.deleteDataTitle} description={SETTINGS_TEXTS.deleteDataDescription}>
      <DangerButton disabled={remove.isPending} onClick={() => remove.mutate()}>
        {remove.isPending ? SETTINGS_TEXTS.deleting : SETTINGS_TEXTS.deleteAccountButton}
      </DangerButton>
    </SettingRow>
  );
}
