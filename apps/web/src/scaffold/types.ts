import type {
  ApiQueryOptions,
  ListQuery,
  Resource,
  ResourceDetailKey,
  VersionedItem,
} from '@altalena/api-client';
import type { Ordering } from '@altalena/contracts';
import type { AnyMessageId } from '@altalena/i18n';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

/** Any bound resource of the API client, as the scaffold handles it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the scaffold is generic over bodies and queries
export type AnyResource<T extends VersionedItem = VersionedItem> = Resource<T, T, any, any, any>;

/**
 * A resource the scaffold lists: its items and its list query (whose keys are the filters' parameters
 * and whose `ordering` names the sortable fields). The bodies it writes do not matter to a list.
 */
export type ListResource<
  TItem extends VersionedItem = VersionedItem,
  TQuery extends ListQuery = ListQuery,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list is generic over the bodies
> = Resource<TItem, any, any, any, TQuery>;

/** Query parameters every list has, which the list page sets itself (not filters). */
type ListOwnParam = 'page' | 'page_size' | 'ordering' | 'search' | 'format';

/** The query parameters of `TQuery` a filter may set: its keys other than paging, ordering and search. */
export type FilterParam<TQuery extends ListQuery = ListQuery> = Exclude<
  keyof TQuery & string,
  ListOwnParam
>;

/** An `ordering` value of `TQuery` (`name`, `-name`, `-status,valid_until`). */
export type OrderingOf<TQuery extends ListQuery = ListQuery> = Extract<
  NonNullable<TQuery['ordering']>,
  string
>;

/** The field of one `ordering` value, without its direction and the fields after it. */
type FieldOfOrdering<O extends string> = O extends `-${infer F}`
  ? FieldOfOrdering<F>
  : O extends `${infer F},${string}`
    ? F
    : O;

/** The fields `TQuery`'s `ordering` accepts: the ids of its sortable columns. */
export type OrderingField<TQuery extends ListQuery = ListQuery> = FieldOfOrdering<
  OrderingOf<TQuery>
>;

/** A list query ordered by the fields `F`: the query of columns that fit every list sorting by them. */
export type OrderedBy<F extends string> = { ordering?: Ordering<F> };

/** What every column of a resource list has. */
interface ListColumnBase<T> {
  /** Header label. */
  header: AnyMessageId;
  /** The cell of a row. */
  cell: (row: T, intl: IntlShape) => ReactNode;
  /** Alignment of the cell and its header. */
  align?: 'start' | 'end';
  /** CSS width of the column (the table's `width`). */
  width?: string;
}

/**
 * A column of a resource list of `TQuery`: a sortable column's `id` is one of the list's ordering fields
 * (`ordering=id` / `-id`; a misspelt one does not compile); any other column's `id` is only unique.
 */
export type ListColumn<T, TQuery extends ListQuery = ListQuery> =
  | (ListColumnBase<T> & {
      /** The ordering field the column sorts by. */
      id: OrderingField<TQuery>;
      /** The API orders by this column (`ordering=id` / `-id`). */
      sortable: true;
    })
  | (ListColumnBase<T> & {
      /** Unique id among the list's columns. */
      id: string;
      sortable?: false;
    });

/** An option of a list filter. */
export interface FilterOption {
  value: string;
  label: AnyMessageId;
}

/** A resource's detail query whose `select` gives the record's label. */
export type LabelQuery = ApiQueryOptions<unknown, ResourceDetailKey> & {
  select: (item: unknown) => string;
};

/** A filter on the query parameter `P`, for every list whose query takes it. */
export type FilterOn<P extends string> =
  | {
      kind: 'choice';
      param: P;
      label: AnyMessageId;
      options: readonly FilterOption[];
    }
  | { kind: 'boolean'; param: P; label: AnyMessageId }
  | { kind: 'text'; param: P; label: AnyMessageId }
  | { kind: 'date'; param: P; label: AnyMessageId }
  | {
      kind: 'reference';
      param: P;
      label: AnyMessageId;
      /** Options matching the typed text. */
      load: (text: string, signal: AbortSignal) => Promise<{ value: string; label: string }[]>;
      /** The resource's detail query of a chosen id, selecting its label (after a reload only the id is in the URL). */
      labelQuery: (id: number) => LabelQuery;
    };

/** A filter of a resource list: one query parameter of the API's list (`TQuery`). */
export type ListFilter<TQuery extends ListQuery = ListQuery> = FilterOn<FilterParam<TQuery>>;
