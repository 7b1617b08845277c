import { Alert, Button, Card, Skeleton } from '@altalena/ui';
import { useIntl } from 'react-intl';
import * as styles from './VerifyPage.css';

/** What the public verification of a report confirms. */
export interface VerifiedReport {
  number: string;
  park_name: string;
  performed_at: string | null;
  signed_at: string | null;
  signer_name: string | null;
}

/** Where the verification of a code stands. */
export type VerifyState =
  | { kind: 'loading' }
  | { kind: 'found'; report: VerifiedReport }
  | { kind: 'notFound' }
  | { kind: 'failed' };

/** Props of {@link VerifyPage}. */
export interface VerifyPageProps {
  state: VerifyState;
  /** Asks again after a failure. */
  onRetry: () => void;
}

/**
 * `/verify/{code}`: anyone holding a printed report confirms, without a login, that Altalena issued
 * it: its number, play area, inspection date and signer.
 */
export function VerifyPage({ state, onRetry }: VerifyPageProps) {
  const intl = useIntl();
  const day = (iso: string | null) =>
    iso ? intl.formatDate(iso, { dateStyle: 'long', timeZone: 'Europe/Rome' }) : '—';
  const title = intl.formatMessage({ id: 'verify.title' });
  return (
    <main className={styles.page}>
      <title>{intl.formatMessage({ id: 'web.meta.titleWithPage' }, { page: title })}</title>
      <div className={styles.content} aria-busy={state.kind === 'loading' || undefined}>
        <h1 className={styles.title}>{title}</h1>
        {state.kind === 'loading' && (
          <Card>
            <p>{intl.formatMessage({ id: 'verify.loading' })}</p>
            <Skeleton lines={4} />
          </Card>
        )}
        {state.kind === 'found' && (
          <Card>
            <Alert tone="success">{intl.formatMessage({ id: 'verify.found' })}</Alert>
            <dl className={styles.fields}>
              {(
                [
                  ['verify.number', state.report.number],
                  ['verify.park', state.report.park_name],
                  ['verify.performed', day(state.report.performed_at)],
                  ['verify.signed', day(state.report.signed_at)],
                  ['verify.signer', state.report.signer_name ?? '—'],
                ] as const
              ).map(([label, text]) => (
                <div key={label} className={styles.row}>
                  <dt className={styles.term}>{intl.formatMessage({ id: label })}</dt>
                  <dd className={styles.value}>{text}</dd>
                </div>
              ))}
            </dl>
          </Card>
        )}
        {state.kind === 'notFound' && (
          <Alert tone="warning">{intl.formatMessage({ id: 'verify.notFound' })}</Alert>
        )}
        {state.kind === 'failed' && (
          <Alert tone="danger">
            <p>{intl.formatMessage({ id: 'verify.failed' })}</p>
            <Button variant="secondary" onPress={onRetry}>
              {intl.formatMessage({ id: 'verify.retry' })}
            </Button>
          </Alert>
        )}
      </div>
    </main>
  );
}
