import { Empty } from '@chronicle/antd-kit';
import { SecondaryParagraph } from '@chronicle/ui';
import { PUBLIC_CHANGELOG_TEXTS } from '../texts';

/** The repository has no entry yet. */
export function ChangelogEmpty() {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <SecondaryParagraph style={{ margin: 0 }}>{PUBLIC_CHANGELOG_TEXTS.empty}</SecondaryParagraph>
          <SecondaryParagraph style={{ margin: 0 }}>{PUBLIC_CHANGELOG_TEXTS.emptyHint}</SecondaryParagraph>
        </>
      }
    />
  );
}
