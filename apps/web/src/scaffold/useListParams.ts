import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router-dom';
import { readListParams, writeListParams, type ListParams } from './listParams';

/**
 * A list's state in the URL (reload, back and a shared link restore it). Changing the search, a filter
 * or the page size goes back to page 1; each change replaces the history entry except page turns.
 */
export function useListParams(filterParams: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  // The router's own location, read when a change is made: React renders a navigation as a transition,
  // and until it commits the page on screen (and every callback it made) still holds the previous URL.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const key = filterParams.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the filter list
  const params = useMemo(() => readListParams(search, filterParams), [search, key]);
  const update = useCallback(
    (change: Partial<ListParams>, options: { push?: boolean } = {}) => {
      const latest = router?.state.location ?? location;
      // The visitor has already left this list for another page: the change has nothing to apply to.
      if (latest.pathname !== location.pathname) return;
      // A tab clicked while the search was typed: the search applies to the tab now in the URL.
      const current = new URLSearchParams(latest.search);
      const base =
        latest.search === location.search ? params : readListParams(current, filterParams);
      const next: ListParams = {
        ...base,
        ...change,
        page: change.page ?? 1,
        filters: change.filters ?? base.filters,
      };
      // Parameters the list does not own (e.g. a tab of the screen) stay as they are.
      for (const owned of ['page', 'page_size', 'ordering', 'search', ...filterParams])
        current.delete(owned);
      for (const [name, value] of writeListParams(next)) current.set(name, value);
      setSearch(current, { replace: !options.push });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the filter list
    [params, location, router, setSearch, key],
  );
  return { params, update };
}
