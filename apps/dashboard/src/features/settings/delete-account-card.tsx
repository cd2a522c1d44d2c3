import { SectionCard } from '../../components/section-card';
import { SETTINGS_TEXTS } from '../../texts';
import { DeleteAccountRow } from './delete-account-row';

/** With nothing connected there is no Danger Zone, but the account can still be deleted (spec §2). */
export function DeleteAccountCard() {
  return (
    <SectionCard title={SETTINGS_TEXTS.deleteAccountTitle} danger>
      <DeleteAccountRow />
    </SectionCard>
  );
}
