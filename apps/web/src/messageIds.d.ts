import type { AnyMessageId } from '@altalena/i18n';

// Opts into react-intl's typed ids: every `formatMessage({ id })` here is checked against the catalogs.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: AnyMessageId;
    }
  }
}
