import { resourceQueries, type ListQuery, type VersionedItem } from '@altalena/api-client';
import type { Page } from '@altalena/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResource } from '../types';

/** What {@link useListPage} answers. */
export interface ListPage<TItem> {
  /** The page of the query, or the previous one while the next loads; undefined until the first. */
  page: Page<TItem> | undefined;
  /** The last request failed (a previous page may still be shown). */
  isError: boolean;
  /** Why it failed. */
  error: Error | null;
  /** Asks for the page again. */
  retry: () => void;
}

/**
 * One page of `resource`'s list for `query`, under the key of `resourceQueries` (so route loaders and
 * writes share it). With `keepPrevious` the current page stays while the next one loads (no flash of
 * skeletons when paging).
 */
export function useListPage<TItem extends VersionedItem, TQuery extends ListQuery>(
  resource: ListResource<TItem, TQuery>,
  query: TQuery,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
): ListPage<TItem> {
  const list = useQuery({
    ...resourceQueries(resource).list(query),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
  return {
    page: list.data,
    isError: list.isError,
    error: list.error,
    retry: () => void list.refetch(),
  };
}
