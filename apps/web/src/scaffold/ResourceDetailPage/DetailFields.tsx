import type { AnyMessageId } from '@altalena/i18n';
import { Card } from '@altalena/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './ResourceDetailPage.css';

/** One labelled value of a detail screen; empty values show a dash. */
export interface DetailField {
  label: AnyMessageId;
  value: ReactNode;
}

/** A titled card of labelled values, and of whatever else it holds (a related list). */
export function DetailSection({
  titleId,
  fields,
  actions,
  children,
}: {
  titleId: AnyMessageId;
  fields?: readonly DetailField[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage({ id: titleId })} actions={actions}>
      <>
        {fields && (
          <dl className={styles.fields}>
            {fields.map((field) => (
              <div key={field.label} className={styles.fieldRow}>
                <dt className={styles.term}>{intl.formatMessage({ id: field.label })}</dt>
                <dd className={styles.value}>
                  {field.value === null || field.value === undefined || field.value === ''
                    ? intl.formatMessage({ id: 'web.detail.none' })
                    : field.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {children}
      </>
    </Card>
  );
}
