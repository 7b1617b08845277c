import type { MessageId } from './locales';

/**
 * Message ids an app adds with its feature catalogs, by declaration merging:
 * `declare module '@altalena/i18n' { interface AppMessageIds extends Record<Id, true> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppMessageIds {}

/**
 * A message id of the shared catalogs or of an app's feature catalogs. The package leaves react-intl's
 * global `FormatjsIntl.Message` alone (a consumer keeps its own ids); an app that wants every
 * `formatMessage({ id })` and `<FormattedMessage id>` checked against the catalogs opts in with one
 * declaration in a `.d.ts` of its own:
 *
 * ```ts
 * import type { AnyMessageId } from '@altalena/i18n';
 *
 * declare global {
 *   namespace FormatjsIntl {
 *     interface Message {
 *       ids: AnyMessageId;
 *     }
 *   }
 * }
 * ```
 */
export type AnyMessageId = MessageId | keyof AppMessageIds;
