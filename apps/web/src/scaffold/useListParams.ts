import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListParams, writeListParams, type ListParams } from './listParams';

/**
 * A list's state in the URL (reload, back and a shared link restore it). Changing the search, a filter
 * or the page size goes back to page 1; each change replaces the history entry except page turns.
 */
export function useListParams(filterParams: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const key = filterParams.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the filter list
  const params = useMemo(() => readListParams(search, filterParams), [search, key]);
  const update = useCallback(
    (change: Partial<ListParams>, options: { push?: boolean } = {}) => {
      const next: ListParams = {
        ...params,
        ...change,
        page: change.page ?? 1,
        filters: change.filters ?? params.filters,
      };
      // Parameters the list does not own (e.g. a tab of the screen) stay as they are.
      const merged = new URLSearchParams(search);
      for (const owned of ['page', 'page_size', 'ordering', 'search', ...filterParams])
        merged.delete(owned);
      for (const [name, value] of writeListParams(next)) merged.set(name, value);
      setSearch(merged, { replace: !options.push });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the filter list
    [params, search, setSearch, key],
  );
  return { params, update };
}
