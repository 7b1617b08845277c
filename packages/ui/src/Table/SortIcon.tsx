import * as css from './Table.css';

/** The arrows of a sortable column header: both dim when unsorted, one for the direction. */
export function SortIcon({ direction }: { direction?: 'ascending' | 'descending' }) {
  return (
    <span className={css.sortIcon} aria-hidden="true">
      <svg width="100%" height="100%" viewBox="0 0 16 16" fill="currentColor">
        {direction !== 'descending' && <path d="M8 2l4 5H4z" opacity={direction ? 1 : 0.4} />}
        {direction !== 'ascending' && <path d="M8 14l4-5H4z" opacity={direction ? 1 : 0.4} />}
      </svg>
    </span>
  );
}
