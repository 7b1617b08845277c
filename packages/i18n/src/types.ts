import type { MessageId } from './locales';

declare global {
  // Types every `formatMessage({ id })` and `<FormattedMessage id>` against the catalogs.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
