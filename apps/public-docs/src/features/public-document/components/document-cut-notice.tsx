import { Alert } from '@chronicle/antd-kit';
import { DOCS_ROUTES, DOCUMENT_PAGE_BYTES, type PublicDocument } from '@chronicle/contracts';
import { sizeText } from '../../../lib/format';
import { DOCUMENT_TEXTS } from '../texts';

/** Said above a document the server cut for the page: how large it is, and a link to the whole Markdown. */
export function DocumentCutNotice({ slug, document }: { slug: string; document: PublicDocument }) {
  return (
    <Alert
      type="info"
      showIcon
      title={DOCUMENT_TEXTS.cutTitle}
      description={
        <>
          {DOCUMENT_TEXTS.cutText(sizeText(document.contentBytes), sizeText(DOCUMENT_PAGE_BYTES))}{' '}
          <a href={DOCS_ROUTES.markdown(encodeURIComponent(slug), document.type)}>{DOCUMENT_TEXTS.cutLink(document.fileName)}</a>
        </>
      }
    />
  );
}
