import { useIntl } from 'react-intl';
import { cx } from '../cx';
import { Button } from '../Button';
import { code, message as messageClass, root } from './ErrorView.css';

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  /** HTTP status of the error (404 for an unknown route or a resource the user may not see). */
  status: number;
  /** The status message; shown only for a 404, whose default is "Risorsa non trovata.". */
  message?: string;
  /** Called by "Vai alla home": the app clears the error and navigates to '/'. */
  onGoHome: () => void;
  /** Extra class on the root element. */
  className?: string;
}

/**
 * The generic error page (docs/spec/original-specification.md §2): status code, message and a button back to
 * the home page.
 */
export function ErrorView({ status, message, onGoHome, className }: ErrorViewProps) {
  const intl = useIntl();
  const text =
    status === 404
      ? message || intl.formatMessage({ id: 'ui.error.notFound' })
      : intl.formatMessage({ id: 'ui.error.generic' });
  return (
    <div className={cx(root, className)}>
      <h1 className={code}>{status}</h1>
      <p className={messageClass}>{text}</p>
      <Button onPress={onGoHome}>{intl.formatMessage({ id: 'ui.error.goHome' })}</Button>
    </div>
  );
}
