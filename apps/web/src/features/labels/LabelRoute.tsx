import { createInspectionWork, createLabels } from '@altalena/api-client';
import type { LabelTarget } from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { Alert, Card, Link, Skeleton, Stack } from '@altalena/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { labelsCatalog } from '../../shared/labels/catalog';
import * as styles from './LabelRoute.css';

/** Where a label's target leads in the app: its item in the open inspection, else the toy or park. */
export function labelDestination(target: LabelTarget): string {
  if (target.inspection_id !== null && target.item_id !== null) {
    return `/inspections/${target.inspection_id}?item=${target.item_id}`;
  }
  if (target.kind === 'park' && target.inspection_id !== null) {
    return `/inspections/${target.inspection_id}`;
  }
  return target.toy_id !== null ? `/toys/${target.toy_id}` : `/parks/${target.park_id}`;
}

function LabelPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { client } = useServices();
  const code = useParams().code ?? '';
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let current = true;
    void (async () => {
      const answer = await createLabels(client).resolve(code);
      if (!current) return;
      if (answer.error) {
        setMissing(true);
        return;
      }
      const target = answer.data;
      if (target.inspection_id !== null && target.item_id !== null) {
        // A label opened with the phone's own camera app is a scan too. It is recorded only where the
        // user may work on the inspection; a refusal changes nothing about where the label leads.
        await createInspectionWork(client).recordScan(target.inspection_id, target.item_id, {
          scanned_at: new Date().toISOString(),
          method: 'link',
        });
      }
      if (current) void navigate(labelDestination(target), { replace: true });
    })();
    return () => {
      current = false;
    };
  }, [client, code, navigate]);
  return (
    <main className={styles.page}>
      <title>
        {intl.formatMessage(
          { id: 'web.meta.titleWithPage' },
          { page: intl.formatMessage({ id: 'labels.open.title' }) },
        )}
      </title>
      <Card>
        {missing ? (
          <Stack space="md">
            <Alert tone="warning">{intl.formatMessage({ id: 'labels.open.notFound' })}</Alert>
            <Link href="/">{intl.formatMessage({ id: 'web.nav.dashboard' })}</Link>
          </Stack>
        ) : (
          <Stack space="md" aria-busy>
            <p>{intl.formatMessage({ id: 'labels.open.title' })}</p>
            <Skeleton lines={2} />
          </Stack>
        )}
      </Card>
    </main>
  );
}

/** `/q/{code}`: a QR label's link, opened by a signed-in user (docs/web.md#qr-labels-and-scans). */
export function Component() {
  return (
    <FeatureMessages catalog={labelsCatalog}>
      <LabelPage />
    </FeatureMessages>
  );
}
