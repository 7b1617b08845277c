import { createLabels } from '@altalena/api-client';
import { FeatureMessages } from '@altalena/i18n';
import { useIntl } from 'react-intl';
import { useServices } from '../../../app/ServicesContext';
import { DownloadButton } from '../../../scaffold/DownloadButton';
import { labelsCatalog } from '../catalog';

/** Props of {@link PrintLabels}. */
export interface PrintLabelsProps {
  /** The park whose equipment and sign get labels. */
  parkId: number;
}

function PrintLabelsButton({ parkId }: PrintLabelsProps) {
  const intl = useIntl();
  const { client } = useServices();
  return (
    <DownloadButton
      download={() => createLabels(client).download(parkId)}
      filename={`labels-${parkId}.pdf`}
      label={intl.formatMessage({ id: 'labels.print' })}
    />
  );
}

/**
 * "Print labels" on a park (admins): the PDF of its QR labels, one per piece of equipment and one for
 * the park's sign, on A4 sheets of 2 × 4 weatherproof labels (docs/web.md#qr-labels-and-scans).
 */
export function PrintLabels(props: PrintLabelsProps) {
  return (
    <FeatureMessages catalog={labelsCatalog}>
      <PrintLabelsButton {...props} />
    </FeatureMessages>
  );
}
