import type { InspectionItem } from '@altalena/contracts';
import type { IntlShape } from 'react-intl';

/** What the item is: the equipment's code and name, or the site area. */
export function itemName(intl: IntlShape, item: InspectionItem): string {
  if (item.site_area) return intl.formatMessage({ id: `enum.siteArea.${item.site_area}` });
  return [item.toy_code, item.toy_name].filter(Boolean).join(' · ');
}
