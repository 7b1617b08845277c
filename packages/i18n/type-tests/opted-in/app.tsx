// An app that opts into typed ids with the declaration of `messageIds.d.ts` beside this file: ids of the
// catalogs compile, any other id is an error (`pnpm typecheck` compiles this project).
import { FormattedMessage, useIntl } from 'react-intl';

export function AppGreeting() {
  const intl = useIntl();
  return (
    <p title={intl.formatMessage({ id: 'app.name' })}>
      {/* @ts-expect-error -- not an id of the catalogs */}
      <FormattedMessage id="portal.own.id" />
      {
        // @ts-expect-error -- not an id of the catalogs
        intl.formatMessage({ id: 'portal.own.other' })
      }
    </p>
  );
}
