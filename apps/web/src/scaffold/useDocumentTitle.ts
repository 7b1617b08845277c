import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets the document title to `page · Altalena` while the screen is shown (docs/web.md#routes-and-access). */
export function useDocumentTitle(page: string | undefined): void {
  const intl = useIntl();
  useEffect(() => {
    if (!page) return;
    const previous = document.title;
    document.title = intl.formatMessage({ id: 'web.meta.titleWithPage' }, { page });
    return () => {
      document.title = previous;
    };
  }, [intl, page]);
}
