import type { IntlShape } from 'react-intl';

/** A percentage of a quote (a VAT rate, a discount) in the user's language: `22%`, `12,5%`. */
export const formatPercent = (intl: IntlShape, value: number) =>
  intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
