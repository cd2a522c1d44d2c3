import { DOC_TYPES, DOCS_TEXTS, type DocType, type DocumentCard } from '@chronicle/contracts';
import { ApiRequestError, useDocumentTitle } from '@chronicle/ui';
import { useParams } from 'react-router-dom';
import { ErrorState } from '../components/error-state';
import { LoadingState } from '../components/loading-state';
import { NotFoundCard } from '../components/not-found-card';
import { usePublicDocument } from '../features/public-document/api/get-public-document';
import { DocumentView } from '../features/public-document/components/document-view';
import { DOCUMENT_TEXTS } from '../features/public-document/texts';
import { usePublicProject } from '../features/public-project/api/get-public-project';
import { isOutsideTier, isRefused } from '../lib/api-errors';

/** The server's sentence: which tier has the document, why it failed, that the repository has none yet. */
function serverSentence(error: unknown): string | null {
  return error instanceof ApiRequestError ? error.serverMessage : null;
}

/** A type from the address as the API reads it: `api_reference`, also `api-reference` or `API_REFERENCE`. */
function asDocType(value: string): DocType | null {
  const type = value.toLowerCase().replace(/-/g, '_');
  return (DOC_TYPES as readonly string[]).includes(type) ? (type as DocType) : null;
}

/** A document there is something to read of: ready, or failed since its last good version was written. */
function readable(card: DocumentCard): boolean {
  return card.state === 'ready' || (card.state === 'failed' && card.generatedAt !== null);
}

/** The readable documents, in the server's order, and the one shown even if the list is not here yet. */
function tabTypes(cards: DocumentCard[] | undefined, shown: DocType): DocType[] {
  const ready = new Set(cards?.filter(readable).map((card) => card.type));
  ready.add(shown);
  return DOC_TYPES.filter((type) => ready.has(type));
}

/**
 * `/{slug}/docs/{docType}` and `/docs/{slug}/{docType}` (spec §2; no docType means the
 * changelog): one document, rendered, with tabs to the repository's other documents.
 */
export default function DocumentPage() {
  const { slug = '', docType = 'changelog' } = useParams();
  const type = asDocType(docType);
  const document = usePublicDocument(slug, type);
  // The project's cards say which documents exist, for the tabs; the page does not wait for them.
  const project = usePublicProject(slug);
  const shown = document.data;
  useDocumentTitle(shown ? DOCUMENT_TEXTS.documentTitle(shown.document.title, shown.project.fullName) : null);

  const notFound = DOCS_TEXTS.documentNotFound(docType);
  // The address names no document type: say which twelve there are (the server answered this address 404 too).
  if (type === null) return <NotFoundCard title={DOCUMENT_TEXTS.unknownTypeTitle} description={DOCUMENT_TEXTS.unknownType(docType, DOC_TYPES)} />;
  if (document.isError) {
    // 403: outside the repository's tier — the server's sentence names the tier, and is all there is to say.
    if (isOutsideTier(document.error)) {
      return <NotFoundCard title={DOCUMENT_TEXTS.notInTierTitle} description={serverSentence(document.error) ?? notFound.description} />;
    }
    // 404: not generated yet, failed, or no such repository. The server's sentence says which.
    if (isRefused(document.error)) return <NotFoundCard {...notFound} detail={serverSentence(document.error)} />;
    return <ErrorState title={DOCUMENT_TEXTS.errorTitle} fallback={DOCUMENT_TEXTS.errorFallback} error={document.error} retrying={document.isFetching} onRetry={() => void document.refetch()} />;
  }
  if (!shown) return <LoadingState />;
  return <DocumentView view={shown} tabs={tabTypes(project.data?.documents, shown.document.type)} loading={document.isPlaceholderData} />;
}
