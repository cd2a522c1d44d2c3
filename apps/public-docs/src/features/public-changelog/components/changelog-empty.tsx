import { Empty } from '@chronicle/antd-kit';
import type { PublicChangelog } from '@chronicle/contracts';
import { SecondaryParagraph } from '@chronicle/ui';
import { PUBLIC_CHANGELOG_TEXTS } from '../texts';

/** The repository has no entry yet; the hint says what brings one, for its kind. */
export function ChangelogEmpty({ kind }: { kind: PublicChangelog['repository']['kind'] }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <SecondaryParagraph style={{ margin: 0 }}>{PUBLIC_CHANGELOG_TEXTS.empty}</SecondaryParagraph>
          <SecondaryParagraph style={{ margin: 0 }}>{PUBLIC_CHANGELOG_TEXTS.emptyHint(kind)}</SecondaryParagraph>
        </>
      }
    />
  );
}
