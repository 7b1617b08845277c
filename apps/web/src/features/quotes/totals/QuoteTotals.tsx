import type { QuoteTotals as Totals } from '@altalena/contracts';
import { cx } from '@altalena/ui';
import { useIntl } from 'react-intl';
import { formatCents } from '../../../scaffold';
import { formatPercent } from '../quoteFormat';
import * as styles from './QuoteTotals.css';

/**
 * The totals of a quote (those the server stored, or those of the lines being typed): taxable amount,
 * VAT per rate on its taxable amount, and the total VAT included.
 */
export function QuoteTotals({ totals, id }: { totals: Totals; id?: string }) {
  const intl = useIntl();
  const row = (key: string, term: string, cents: number, className?: string) => (
    <div key={key} className={cx(styles.row, className)}>
      <dt className={className ? undefined : styles.term}>{term}</dt>
      <dd className={styles.amount}>{formatCents(intl, cents)}</dd>
    </div>
  );
  return (
    <dl id={id} className={styles.totals}>
      {row('net', intl.formatMessage({ id: 'quotes.totals.net' }), totals.net_cents)}
      {totals.by_rate.map((rate) =>
        row(
          `vat-${rate.vat_rate}`,
          intl.formatMessage(
            { id: 'quotes.totals.vat' },
            {
              rate: formatPercent(intl, rate.vat_rate),
              taxable: formatCents(intl, rate.taxable_cents),
            },
          ),
          rate.vat_cents,
        ),
      )}
      {row(
        'gross',
        intl.formatMessage({ id: 'quotes.totals.gross' }),
        totals.gross_cents,
        styles.gross,
      )}
    </dl>
  );
}
