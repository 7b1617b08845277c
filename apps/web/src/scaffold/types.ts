import type {
  ApiQueryOptions,
  Resource,
  ResourceDetailKey,
  VersionedItem,
} from '@altalena/api-client';
import type { AnyMessageId } from '@altalena/i18n';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

/** Any bound resource of the API client, as the scaffold handles it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the scaffold is generic over bodies and queries
export type AnyResource<T extends VersionedItem = VersionedItem> = Resource<T, T, any, any, any>;

/** A column of a resource list. */
export interface ListColumn<T> {
  /** Unique id; the `ordering` field when `sortable`. */
  id: string;
  /** Header label. */
  header: AnyMessageId;
  /** The cell of a row. */
  cell: (row: T, intl: IntlShape) => ReactNode;
  /** The API orders by this column (`ordering=id` / `-id`). */
  sortable?: boolean;
  align?: 'start' | 'end';
  width?: string;
}

/** An option of a list filter. */
export interface FilterOption {
  value: string;
  label: AnyMessageId;
}

/** A resource's detail query whose `select` gives the record's label. */
export type LabelQuery = ApiQueryOptions<unknown, ResourceDetailKey> & {
  select: (item: unknown) => string;
};

/** A filter of a resource list: one query parameter of the API's list. */
export type ListFilter =
  | { kind: 'choice'; param: string; label: AnyMessageId; options: readonly FilterOption[] }
  | { kind: 'boolean'; param: string; label: AnyMessageId }
  | { kind: 'text'; param: string; label: AnyMessageId }
  | { kind: 'date'; param: string; label: AnyMessageId }
  | {
      kind: 'reference';
      param: string;
      label: AnyMessageId;
      /** Options matching the typed text. */
      load: (text: string, signal: AbortSignal) => Promise<{ value: string; label: string }[]>;
      /** The resource's detail query of a chosen id, selecting its label (after a reload only the id is in the URL). */
      labelQuery: (id: number) => LabelQuery;
    };
