import { pageOf, type Page } from '@altalena/contracts';
import type { z } from 'zod';
import type { ApiClient, Download } from '../client';
import type { ApiResponse, QueryValue, RequestOptions } from '../types';

/** What every item of a resource carries: its id and the version `If-Match` names. */
export interface VersionedItem {
  id: number;
  version: number;
}

/** The query string of a list: the contract's list query, every value optional. */
export type ListQuery = Record<string, QueryValue>;

/** The contract schemas a resource is built from. */
export interface ResourceSchemas<
  TItem extends VersionedItem,
  TDetail extends VersionedItem,
  TWrite,
  TPatch,
  TQuery extends ListQuery,
> {
  /** An item of the list. */
  item: z.ZodType<TItem>;
  /** The item `GET {id}/` and the writes answer; the list's item when omitted. */
  detail?: z.ZodType<TDetail>;
  /** Body of POST (and PUT). */
  write: z.ZodType<TWrite>;
  /** Body of PATCH. */
  patch: z.ZodType<TPatch>;
  /** Query string of the list. */
  listQuery: z.ZodType<TQuery>;
}

/** Describes one collection of `/api/v1`. */
export interface ResourceDefinition<
  TItem extends VersionedItem,
  TDetail extends VersionedItem,
  TWrite,
  TPatch,
  TQuery extends ListQuery,
> extends ResourceSchemas<TItem, TDetail, TWrite, TPatch, TQuery> {
  /** Path under the API base, with the trailing slash: `customers/`. */
  path: string;
  /** Reference data that rarely changes (selects, quote types): cached for 30 minutes. */
  reference?: boolean;
  /** Paths of other resources whose lists or items a write of this one changes. */
  affects?: readonly string[];
}

/** Options of one call of a resource. */
export type CallOptions = Pick<RequestOptions, 'signal'>;

/** A typed collection of the API: list, read, create, update, delete and CSV export. */
export interface Resource<
  TItem extends VersionedItem = VersionedItem,
  TDetail extends VersionedItem = TItem,
  TWrite = unknown,
  TPatch = unknown,
  TQuery extends ListQuery = ListQuery,
> {
  /** The definition it was built from. */
  readonly definition: ResourceDefinition<TItem, TDetail, TWrite, TPatch, TQuery>;
  /** `GET path?query`: one page. */
  list(query?: TQuery, options?: CallOptions): Promise<ApiResponse<Page<TItem>>>;
  /** `GET path{id}/`: the item; its `ETag` is in `headers`. */
  get(id: number, options?: CallOptions): Promise<ApiResponse<TDetail>>;
  /** `POST path`: the new item; its address is in the `Location` header. */
  create(body: TWrite): Promise<ApiResponse<TDetail>>;
  /** `PATCH path{id}/` with `If-Match` naming the version the caller edited. */
  update(id: number, body: TPatch, version: number): Promise<ApiResponse<TDetail>>;
  /** `DELETE path{id}/`, with `If-Match` when the caller read a version. */
  remove(id: number, version?: number): Promise<ApiResponse<unknown>>;
  /** `POST path{id}/{action}/` (e.g. `set-password`), answered with the item unless `schema` says else. */
  action(
    id: number,
    action: string,
    body?: unknown,
    version?: number,
  ): Promise<ApiResponse<unknown>>;
  /** `GET path?format=csv`: every row matching `query` as a CSV file. */
  exportCsv(query?: TQuery): Promise<ApiResponse<Download>>;
}

/** The `If-Match` value of an item at `version` (the server's strong ETag). */
export const ifMatchOf = (version: number): string => `"${version}"`;

const withoutPaging = (query: ListQuery | undefined): ListQuery => {
  const rest = { ...query };
  delete rest.page;
  delete rest.page_size;
  return rest;
};

/** Defines a resource by its path and contract schemas (types follow the schemas). */
export function defineResource<
  TItem extends VersionedItem,
  TDetail extends VersionedItem = TItem,
  TWrite = unknown,
  TPatch = unknown,
  TQuery extends ListQuery = ListQuery,
>(
  definition: ResourceDefinition<TItem, TDetail, TWrite, TPatch, TQuery>,
): ResourceDefinition<TItem, TDetail, TWrite, TPatch, TQuery> {
  return definition;
}

/** Binds a resource definition to a client. */
export function bindResource<
  TItem extends VersionedItem,
  TDetail extends VersionedItem,
  TWrite,
  TPatch,
  TQuery extends ListQuery,
>(
  client: ApiClient,
  definition: ResourceDefinition<TItem, TDetail, TWrite, TPatch, TQuery>,
): Resource<TItem, TDetail, TWrite, TPatch, TQuery> {
  const { path } = definition;
  const page = pageOf(definition.item) as unknown as z.ZodType<Page<TItem>>;
  const detail = (definition.detail ?? definition.item) as unknown as z.ZodType<TDetail>;
  const itemPath = (id: number) => `${path}${id}/`;
  return {
    definition,
    list: (query, options) => client.get(path, { ...options, query, schema: page }),
    get: (id, options) => client.get(itemPath(id), { ...options, schema: detail }),
    create: (body) => client.post(path, body, { schema: detail }),
    update: (id, body, version) =>
      client.patch(itemPath(id), body, { schema: detail, ifMatch: ifMatchOf(version) }),
    remove: (id, version) =>
      client.delete(itemPath(id), version === undefined ? {} : { ifMatch: ifMatchOf(version) }),
    action: (id, action, body, version) =>
      client.post(
        `${itemPath(id)}${action}/`,
        body,
        version === undefined ? {} : { ifMatch: ifMatchOf(version) },
      ),
    exportCsv: (query) =>
      client.download(path, { query: { ...withoutPaging(query), format: 'csv' } }),
  };
}
