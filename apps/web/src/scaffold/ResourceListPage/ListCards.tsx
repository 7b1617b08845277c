import type { VersionedItem } from '@altalena/api-client';
import { Link, Skeleton } from '@altalena/ui';
import type { Key } from 'react';
import { useIntl } from 'react-intl';
import type { ListColumn } from '../types';
import * as styles from './ListCards.css';

/** How many placeholder cards stand for the first page while it loads. */
const LOADING_CARDS = 3;

/** Props of {@link ListCards}. */
export interface ListCardsProps<T extends VersionedItem> {
  /** The list's name (its heading), for the list element. */
  label: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  isLoading: boolean;
  rowHref?: (row: T) => string;
  onRowAction?: (key: Key) => void;
}

/**
 * A list's rows as cards, for phones (docs/web.md#cards-on-phones): the first column's cell is the card's
 * title and link (the whole card is its target; Tab and Enter open it), the other columns are
 * label/value pairs.
 */
export function ListCards<T extends VersionedItem>({
  label,
  columns,
  rows,
  isLoading,
  rowHref,
  onRowAction,
}: ListCardsProps<T>) {
  const intl = useIntl();
  const [first, ...rest] = columns;
  if (!first) return null;
  if (isLoading) {
    return (
      <ul className={styles.cards} aria-label={label} aria-busy="true">
        {Array.from({ length: LOADING_CARDS }, (_, index) => (
          <li key={index} className={styles.card}>
            <Skeleton shape="rect" height="4rem" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.cards} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className={styles.card}>
          <h2 className={styles.title}>
            <Link
              className={styles.link}
              {...(onRowAction ? { onPress: () => onRowAction(row.id) } : { href: rowHref?.(row) })}
            >
              {first.cell(row, intl)}
            </Link>
          </h2>
          <dl className={styles.fields}>
            {rest.map((column) => (
              <div key={column.id} className={styles.pair}>
                <dt className={styles.label}>{intl.formatMessage({ id: column.header })}</dt>
                <dd className={styles.value}>{column.cell(row, intl)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
