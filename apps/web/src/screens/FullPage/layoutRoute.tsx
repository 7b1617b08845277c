import { FeatureMessages } from '@altalena/i18n';
import { Outlet } from 'react-router-dom';
import { ServerDataProvider } from '../../app/ServerDataProvider';
import { OutboxProvider } from '../../offline/OutboxProvider';
import { SyncIndicator } from '../../offline/SyncIndicator';
import { signedInCatalog } from '../../app/signedInCatalog';

/** Lazy route module of the full-page forms: no shell, but the signed-in app's texts and the data model's labels. */
export function Component() {
  return (
    <FeatureMessages catalog={signedInCatalog}>
      <ServerDataProvider>
        <OutboxProvider>
          <Outlet />
          <SyncIndicator />
        </OutboxProvider>
      </ServerDataProvider>
    </FeatureMessages>
  );
}
