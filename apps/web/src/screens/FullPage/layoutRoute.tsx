import { FeatureMessages } from '@altalena/i18n';
import type { User } from '@altalena/contracts';
import { Outlet, useLoaderData } from 'react-router-dom';
import { ServerDataProvider } from '../../app/ServerDataProvider';
import { OutboxProvider } from '../../offline/OutboxProvider';
import { SyncIndicator } from '../../offline/SyncIndicator';
import { signedInCatalog } from '../../app/signedInCatalog';
import { useProfileLanguage } from '../../app/useProfileLanguage';

/** Lazy route module of the full-page forms: no shell, but the signed-in app's texts and the data model's labels. */
export function Component() {
  // The interface follows the profile's language here too (a form opened straight after login).
  useProfileLanguage(useLoaderData() as User);
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
