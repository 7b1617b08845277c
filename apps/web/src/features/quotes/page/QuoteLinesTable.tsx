import type { Quote } from '@altalena/contracts';
import type { AnyMessageId } from '@altalena/i18n';
import { Table } from '@altalena/ui';
import { useIntl } from 'react-intl';
import { formatPercent } from '../quoteFormat';
import { formatCents } from '../../../scaffold';
import * as styles from './QuotePage.css';

/** The lines of a stored quote: what, how much, at what price, discount, VAT and net amount. */
export function QuoteLinesTable({
  quote,
  toyNames,
}: {
  quote: Quote;
  toyNames: ReadonlyMap<number, string>;
}) {
  const intl = useIntl();
  const header = (id: AnyMessageId) => intl.formatMessage({ id });
  return (
    <Table
      aria-label={intl.formatMessage({ id: 'quotes.section.lines' })}
      rows={quote.lines}
      emptyState={intl.formatMessage({ id: 'quotes.lines.empty' })}
      columns={[
        {
          id: 'description',
          header: header('field.quoteLine.description'),
          cell: (line) => (
            <>
              {line.description}
              {line.toy_id !== null && toyNames.has(line.toy_id) && (
                <span className={styles.lineToy}>{toyNames.get(line.toy_id)}</span>
              )}
            </>
          ),
        },
        {
          id: 'quantity',
          header: header('field.quoteLine.quantity'),
          align: 'end',
          cell: (line) =>
            `${intl.formatNumber(line.quantity, { maximumFractionDigits: 3 })} ${intl.formatMessage({ id: `enum.quoteUnit.${line.unit}` })}`,
        },
        {
          id: 'unit_price',
          header: header('field.quoteLine.unit_price_cents'),
          align: 'end',
          cell: (line) => formatCents(intl, line.unit_price_cents),
        },
        {
          id: 'discount',
          header: header('field.quoteLine.discount_pct'),
          align: 'end',
          cell: (line) => (line.discount_pct > 0 ? formatPercent(intl, line.discount_pct) : ''),
        },
        {
          id: 'vat',
          header: header('field.quoteLine.vat_rate'),
          align: 'end',
          cell: (line) => formatPercent(intl, line.vat_rate),
        },
        {
          id: 'net',
          header: header('field.quoteLine.net_cents'),
          align: 'end',
          cell: (line) => formatCents(intl, line.net_cents),
        },
      ]}
    />
  );
}
