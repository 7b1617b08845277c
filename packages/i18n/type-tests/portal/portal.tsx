// A portal that installs @altalena/i18n and keeps message ids of its own: importing the package must not
// narrow react-intl's ids to the Altalena catalogs (`pnpm typecheck` compiles this project).
// eslint-disable-next-line no-restricted-imports -- a consumer's view: the package by its name
import { LocaleProvider, type AnyMessageId } from '@altalena/i18n';
import { FormattedMessage, useIntl } from 'react-intl';

export function PortalGreeting() {
  const intl = useIntl();
  const altalenaId: AnyMessageId = 'app.name';
  return (
    <LocaleProvider locale="it">
      <p title={intl.formatMessage({ id: 'portal.own.id' })}>
        <FormattedMessage
          id="portal.own.other"
          values={{ name: intl.formatMessage({ id: altalenaId }) }}
        />
      </p>
    </LocaleProvider>
  );
}
