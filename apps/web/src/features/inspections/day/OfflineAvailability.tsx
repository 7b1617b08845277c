import { Badge, Icon } from '@altalena/ui';
import { useIntl } from 'react-intl';
import { useOfflineDownloads } from '../../../offline/useOfflineDownloads';
import { formatInstant } from '../../../scaffold/format';

/** "Available offline" with the download's time, on a downloaded inspection's page; nothing otherwise. */
export function OfflineAvailability({ inspectionId }: { inspectionId: number }) {
  const intl = useIntl();
  const record = useOfflineDownloads({ persist: false }).records.get(inspectionId);
  if (!record) return null;
  return (
    <Badge tone="info" icon={<Icon name="check" size="sm" />}>
      {intl.formatMessage(
        { id: 'day.downloaded' },
        { time: formatInstant(intl, record.downloadedAt) },
      )}
    </Badge>
  );
}
