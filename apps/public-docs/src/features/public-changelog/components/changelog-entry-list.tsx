import { PUBLIC_CHANGELOG_TEXTS } from '../texts';
import { ChangelogEntryItem, type PublicChangelogEntry } from './changelog-entry-item';
import styles from './public-changelog.module.css';

/** Newest first, as the server orders them; `busy` while the next page is on its way. */
export function ChangelogEntryList({ entries, busy }: { entries: PublicChangelogEntry[]; busy: boolean }) {
  return (
    <ol aria-label={PUBLIC_CHANGELOG_TEXTS.entriesLabel} aria-busy={busy} className={`${styles.entries} ${busy ? styles.busy : ''}`}>
      {entries.map((entry) => (
        <ChangelogEntryItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}
