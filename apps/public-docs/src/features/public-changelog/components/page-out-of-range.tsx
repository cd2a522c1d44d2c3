import { Button, Empty } from '@chronicle/antd-kit';
import { SecondaryParagraph } from '@chronicle/ui';
import { PUBLIC_CHANGELOG_TEXTS } from '../texts';

/** An address with a page past the last one (an old link, a hand-edited `?page=`). */
export function PageOutOfRange({ onFirstPage }: { onFirstPage: () => void }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<SecondaryParagraph style={{ margin: 0 }}>{PUBLIC_CHANGELOG_TEXTS.pageOutOfRange}</SecondaryParagraph>}>
      <Button type="primary" onClick={onFirstPage}>
        {PUBLIC_CHANGELOG_TEXTS.firstPage}
      </Button>
    </Empty>
  );
}
