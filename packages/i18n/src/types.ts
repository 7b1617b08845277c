import type { MessageId } from './locales';

/**
 * Message ids an app adds with its feature catalogs, by declaration merging:
 * `declare module '@altalena/i18n' { interface AppMessageIds extends Record<Id, true> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppMessageIds {}

/** A message id of the shared catalogs or of an app's feature catalogs. */
export type AnyMessageId = MessageId | keyof AppMessageIds;

declare global {
  // Types every `formatMessage({ id })` and `<FormattedMessage id>` against the catalogs.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: AnyMessageId;
    }
  }
}
