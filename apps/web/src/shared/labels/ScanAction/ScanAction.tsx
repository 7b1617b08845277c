import { labelCodeOf, parseLabelCode, type InspectionDetail } from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { Button, Icon, useToast } from '@altalena/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useOutbox } from '../../../offline/OutboxProvider';
import { itemName } from '../../inspectionItems/itemName';
import { labelsCatalog } from '../catalog';
import type { ScanDialogProps } from '../ScanDialog';

// The dialog (and, inside it, the decoder) loads on the first tap only.
const ScanDialog = lazy(() => import('../ScanDialog').then((m) => ({ default: m.ScanDialog })));

/** Props of {@link ScanAction}. */
export interface ScanActionProps {
  inspection: InspectionDetail;
  /** An item's label was scanned: the page brings the item into view. */
  onFound: (itemId: number) => void;
  /** The camera and decoder of the dialog (stories and tests give their own). */
  dialog?: Pick<ScanDialogProps, 'camera' | 'loadDetector'>;
}

function ScanButton({ inspection, onFound, dialog }: ScanActionProps) {
  const intl = useIntl();
  const toast = useToast();
  const outbox = useOutbox();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  const onCode = (text: string, method: 'camera' | 'photo') => {
    const code = labelCodeOf(text);
    const parsed = code ? parseLabelCode(code) : undefined;
    const item =
      parsed?.kind === 'toy'
        ? inspection.items.find((candidate) => candidate.toy_id === parsed.id)
        : undefined;
    if (!item) return false;
    onFound(item.id);
    // The device's time: a scan made with one bar of signal keeps the moment it was made, and the
    // outbox sends it when the connection allows (docs/web.md#outbox).
    void outbox.add(inspection.id, {
      kind: 'scan',
      itemId: item.id,
      body: { scanned_at: new Date().toISOString(), method },
    });
    toast.show({
      tone: 'success',
      message: intl.formatMessage({ id: 'labels.scan.found' }, { item: itemName(intl, item) }),
    });
    return true;
  };

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Icon name="search" size="sm" />
        {intl.formatMessage({ id: 'labels.scan' })}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ScanDialog open onClose={close} onCode={onCode} {...dialog} />
        </Suspense>
      )}
    </>
  );
}

/**
 * "Scan" on the inspection page: reads an equipment label's QR code, brings its item into view and
 * records the scan on it (proof of presence; docs/web.md#qr-labels-and-scans).
 */
export function ScanAction(props: ScanActionProps) {
  return (
    <FeatureMessages catalog={labelsCatalog}>
      <ScanButton {...props} />
    </FeatureMessages>
  );
}
