import { publicDocsPath, type DocType } from '@chronicle/contracts';

// The pages' own addresses (spec §2): both spellings reach the same page.

export function projectPath(slug: string): string {
  return publicDocsPath(slug);
}

/** The form the project page's cards link to. */
export function documentPath(slug: string, type: DocType): string {
  return `/${encodeURIComponent(slug)}/docs/${type}`;
}

/** The form the document tabs link to (spec §2: "The document tabs also link to the form /docs/{slug}/..."). */
export function documentTabPath(slug: string, type: DocType): string {
  return `/docs/${encodeURIComponent(slug)}/${type}`;
}

/** The page's address as someone else would open it. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
