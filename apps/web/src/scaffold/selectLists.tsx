import { resourceQueries, type Resources } from '@altalena/api-client';
import type { SelectListKey } from '@altalena/contracts';
import type { SelectOption } from '@altalena/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useResources } from './useResources';

/** The query of one selectable list's entries, as every screen reads it (and offline downloads store it). */
export function selectListQuery(resources: Resources, listKey: SelectListKey) {
  return resourceQueries(resources.selects).list({
    list_key: listKey,
    ordering: 'sort_order',
    page_size: 100,
  });
}

/**
 * The entries of one selectable list (`selects`, reference data kept 30 minutes) as options in the
 * user's language, in their order; archived entries are offered only when `keep` is one of them.
 */
export function useSelectOptions(listKey: SelectListKey, keep?: string | null): SelectOption[] {
  const resources = useResources();
  const { locale } = useIntl();
  const entries = useQuery(selectListQuery(resources, listKey));
  return (entries.data?.results ?? [])
    .filter((entry) => entry.is_active || entry.code === keep)
    .map((entry) => ({
      value: entry.code,
      label: locale.startsWith('it') ? entry.label_it : entry.label_en,
    }));
}

/** The label of entry `code` of a selectable list in the user's language (the code until it loads). */
export function SelectLabel({ listKey, code }: { listKey: SelectListKey; code: string | null }) {
  const options = useSelectOptions(listKey, code);
  if (!code) return null;
  return options.find((option) => option.value === code)?.label ?? code;
}
