import { FormGrid } from '@altalena/forms';
import type { AnyMessageId } from '@altalena/i18n';
import { Stack } from '@altalena/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './FormSection.css';

/** A titled group of fields on the 12-column form grid. */
export function FormSection({ titleId, children }: { titleId: AnyMessageId; children: ReactNode }) {
  const intl = useIntl();
  const id = useId();
  return (
    <Stack as="section" space="md" marginBottom="xl" aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {intl.formatMessage({ id: titleId })}
      </h2>
      <FormGrid>{children}</FormGrid>
    </Stack>
  );
}

/** A muted line of explanation in a form section (e.g. why a part is not available yet). */
export function FormHint({ children }: { children: ReactNode }) {
  return <p className={styles.hint}>{children}</p>;
}
