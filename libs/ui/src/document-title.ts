import { useEffect } from 'react';

/** Names the browser tab while the page is shown; the previous title comes back afterwards. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
