import { ErrorView } from '@altalena/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { page, view } from './ErrorScreen.css';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** HTTP status to show. */
  status: number;
  /** Status message of a 404 (defaults to the catalog's "Risorsa non trovata."). */
  message?: string;
  /** "Vai alla home": clears the error and goes to '/'. */
  onGoHome: () => void;
}

/** A whole page showing the generic error view, with a matching document title. */
export function ErrorScreen({ status, message, onGoHome }: ErrorScreenProps) {
  const intl = useIntl();
  const title = intl.formatMessage(
    { id: 'web.meta.titleWithPage' },
    { page: intl.formatMessage({ id: status === 404 ? 'web.notFound.title' : 'web.error.title' }) },
  );
  // Set on the document, not with a <title> element: React hoists one after the page's own <title>,
  // and the first one is the document's title.
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return (
    <main className={page}>
      <ErrorView className={view} status={status} message={message} onGoHome={onGoHome} />
    </main>
  );
}
