import { ErrorView } from '@altalena/ui';
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
  return (
    <main className={page}>
      <title>{title}</title>
      <ErrorView className={view} status={status} message={message} onGoHome={onGoHome} />
    </main>
  );
}
