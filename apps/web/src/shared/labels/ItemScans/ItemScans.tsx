import type { ItemScan } from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { useIntl } from 'react-intl';
import { formatInstant } from '../../../scaffold/format';
import { labelsCatalog } from '../catalog';
import * as styles from './ItemScans.css';

/** Props of {@link ItemScans}. */
export interface ItemScansProps {
  /** The scans of the item's label, oldest first. */
  scans: readonly ItemScan[] | undefined;
}

function ScansLine({ scans }: { scans: readonly ItemScan[] }) {
  const intl = useIntl();
  return (
    <p className={styles.line}>
      {intl.formatMessage(
        { id: 'labels.scans.line' },
        { times: scans.map((scan) => formatInstant(intl, scan.scanned_at)).join(', ') },
      )}
    </p>
  );
}

/** The line on an item that shows when its label was scanned (proof of presence); none if never. */
export function ItemScans({ scans }: ItemScansProps) {
  if (!scans || scans.length === 0) return null;
  return (
    <FeatureMessages catalog={labelsCatalog}>
      <ScansLine scans={scans} />
    </FeatureMessages>
  );
}
