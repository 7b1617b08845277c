import type { AnyMessageId } from '@altalena/i18n';
import { Button, Dialog } from '@altalena/ui';
import { useIntl } from 'react-intl';
import * as styles from './ResourceFormPage.css';

/** A field the user changed that someone else also changed meanwhile. */
export interface ConflictField {
  label: AnyMessageId;
  mine: string;
  theirs: string;
}

/** Props of {@link ConflictDialog}. */
export interface ConflictDialogProps {
  open: boolean;
  /** The fields where the saved version differs from the user's edits. */
  fields: readonly ConflictField[];
  /** Discard my edits and show the saved version. */
  onReload: () => void;
  /** Keep my edits over the saved version (they are saved with the next save). */
  onReapply: () => void;
}

/**
 * The 412 dialog of docs/web.md#forms: the record changed meanwhile; it shows the other version where it
 * differs from the user's edits and lets them reload or re-apply their edits. Nothing is overwritten
 * without their say.
 */
export function ConflictDialog({ open, fields, onReload, onReapply }: ConflictDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      hideCloseButton
      size="lg"
      title={intl.formatMessage({ id: 'web.form.conflict.title' })}
      description={intl.formatMessage({ id: 'web.form.conflict.description' })}
      onEscapeKeyDown={(event) => event.preventDefault()}
      footer={
        <>
          <Button variant="secondary" onPress={onReload}>
            {intl.formatMessage({ id: 'web.form.conflict.reload' })}
          </Button>
          <Button onPress={onReapply}>
            {intl.formatMessage({ id: 'web.form.conflict.reapply' })}
          </Button>
        </>
      }
    >
      {fields.length > 0 && (
        <div className={styles.conflictScroller}>
          <table className={styles.conflictTable}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'web.form.conflict.field' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'web.form.conflict.mine' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'web.form.conflict.theirs' })}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field.label}>
                  <th scope="row">{intl.formatMessage({ id: field.label })}</th>
                  <td>{field.mine || intl.formatMessage({ id: 'web.detail.none' })}</td>
                  <td>{field.theirs || intl.formatMessage({ id: 'web.detail.none' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
