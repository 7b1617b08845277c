import type { InspectionItem } from '@altalena/contracts';
import { Button, Dialog } from '@altalena/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { itemName } from '../../../../shared/inspectionItems/itemName';
import * as styles from './AllRemainingOk.css';

/** Props of {@link AllRemainingOk}. */
export interface AllRemainingOkProps {
  /** The items without an outcome yet: the only ones it marks. */
  remaining: readonly InspectionItem[];
  /** Marks these items ok (through the page's one save path). */
  onConfirm: (items: readonly InspectionItem[]) => void;
}

/**
 * "All remaining ok": one tap for the items not recorded yet, after a review that lists each of them;
 * items already recorded (a defect, say) are never touched.
 */
export function AllRemainingOk({ remaining, onConfirm }: AllRemainingOkProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // The list reviewed is the one confirmed, even if an outcome arrives while the dialog is open.
  const [reviewed, setReviewed] = useState<readonly InspectionItem[]>([]);
  if (remaining.length === 0 && !open) return null;
  const openChange = (next: boolean) => {
    if (next) setReviewed(remaining);
    setOpen(next);
  };
  return (
    <Dialog
      title={intl.formatMessage({ id: 'inspections.allOk.title' }, { count: reviewed.length })}
      description={intl.formatMessage({ id: 'inspections.allOk.body' })}
      size="sm"
      role="alertdialog"
      hideCloseButton
      open={open}
      onOpenChange={openChange}
      trigger={
        <Button variant="secondary" className={styles.action}>
          {intl.formatMessage({ id: 'inspections.allOk.action' }, { count: remaining.length })}
        </Button>
      }
      footer={
        <>
          <Button variant="ghost" onPress={() => setOpen(false)}>
            {intl.formatMessage({ id: 'ui.confirm.cancel' })}
          </Button>
          <Button
            onPress={() => {
              onConfirm(reviewed);
              setOpen(false);
            }}
          >
            {intl.formatMessage({ id: 'inspections.allOk.confirm' }, { count: reviewed.length })}
          </Button>
        </>
      }
    >
      <ol className={styles.names}>
        {reviewed.map((item) => (
          <li key={item.id}>{itemName(intl, item)}</li>
        ))}
      </ol>
    </Dialog>
  );
}
