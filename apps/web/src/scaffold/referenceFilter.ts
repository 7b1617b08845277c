import { resourceQueries } from '@altalena/api-client';
import type { ListQuery, VersionedItem } from '@altalena/api-client';
import type { AnyMessageId } from '@altalena/i18n';
import type { AnyResource, FilterOn } from './types';

/** Loads the records of `resource` matching the typed text as combo box options (at most 20). */
export function referenceOptions<T extends VersionedItem>(
  resource: AnyResource<T>,
  labelOf: (item: T) => string,
  query?: ListQuery,
) {
  return async (text: string, signal: AbortSignal) => {
    const answer = await resource.list(
      { ...query, search: text || undefined, page_size: 20 },
      { signal },
    );
    if (answer.error) return [];
    return answer.data.results.map((item) => ({ value: String(item.id), label: labelOf(item) }));
  };
}

/** A list filter on a foreign key: an async combo box searching `resource`. */
export function referenceFilter<T extends VersionedItem, const P extends string>({
  param,
  label,
  resource,
  labelOf,
  query,
}: {
  param: P;
  label: AnyMessageId;
  resource: AnyResource<T>;
  labelOf: (item: T) => string;
  query?: ListQuery;
}): FilterOn<P> {
  return {
    kind: 'reference',
    param,
    label,
    load: referenceOptions(resource, labelOf, query),
    labelQuery: (id) => ({
      ...resourceQueries(resource).detail(id),
      // The detail query of `resource` resolves to a T: the filter's type only forgets which.
      select: (item) => labelOf(item as T),
    }),
  };
}
